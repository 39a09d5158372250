/**
 * The 売上 dashboard's rules (issue 28), pure. The loader (src/cms/analytics/sales-loader.ts) groups the orders in
 * SQL by Japan day, payment method and kind, and hands the groups here.
 *
 * What counts as a sale — write it down once:
 * - **Which orders.** Orders whose status is 受付済み (received: pay later, on delivery or by transfer), 確定
 *   (confirmed: payment authorised) or 出荷済み (shipped). Left out: キャンセル (cancelled — also every failed card
 *   or app payment, which cancels its order, src/shop/orders/pending-orders.ts) and 決済待ち (payment-pending: the
 *   shopper has not finished 3-D Secure or the app; it becomes confirmed or cancelled within 30 minutes).
 * - **Which amount.** `totals.totalIncludingTax`, ご請求額（ポイント利用前・税込）: items, shipping and fees
 *   including tax, before points (ADR 054: points are a discount the shop grants, so the sale is the bill before
 *   them; `amountDue` is what the shopper paid in money).
 * - **Which day.** The Japan calendar day of `placedAt` (UTC+9), not of the payment or the shipment.
 * - **定期 or 通常.** An order is 定期 (regular delivery) when it is a course's delivery (`regularCourse` set) or
 *   the order that opened a course (a course's `order`), so a first order with regular lines counts as 定期 even
 *   when it also holds one-time lines; every other order is 通常 (one-time).
 * - **Average order value** (客単価) = sales ÷ orders, rounded to the yen; none when there are no orders.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import type { FigureTableData } from './figure'
import { daysOf, formatShortDay, monthOfDay, formatMonth, type Period } from './period'

export const SALES_ORDER_STATUSES = ['received', 'confirmed', 'shipped'] as const

export const ORDER_KINDS = ['one-time', 'regular'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { 'one-time': '通常購入', regular: '定期お届け' }

/** One group from the database: orders of one Japan day, one payment method and one kind. */
export interface SalesGroup {
  day: string
  method: string
  kind: OrderKind
  orders: number
  total: number
}

export interface SalesTotals {
  orders: number
  total: number
  averageOrderValue: number | null
}

export interface SalesSummary extends SalesTotals {
  daily: (SalesTotals & { day: string; byKind: Record<OrderKind, SalesTotals> })[]
  byKind: Record<OrderKind, SalesTotals>
  byMethod: (SalesTotals & { method: string; label: string })[]
}

export const averageOrderValue = (total: number, orders: number): number | null =>
  orders > 0 ? Math.round(total / orders) : null

const totalsOf = (orders: number, total: number): SalesTotals => ({
  orders,
  total,
  averageOrderValue: averageOrderValue(total, orders),
})

export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method as PaymentMethodCode] ?? `その他（${method}）`

/** The period's figures from the groups (groups outside the period are ignored; missing days are zeros). */
export function summarizeSales(groups: readonly SalesGroup[], period: Period): SalesSummary {
  const days = daysOf(period)
  const inPeriod = new Set(days)
  const used = groups.filter((g) => inPeriod.has(g.day))
  const sum = (list: readonly SalesGroup[]) =>
    totalsOf(
      list.reduce((n, g) => n + g.orders, 0),
      list.reduce((n, g) => n + g.total, 0),
    )
  const kinds = (list: readonly SalesGroup[]) =>
    Object.fromEntries(ORDER_KINDS.map((k) => [k, sum(list.filter((g) => g.kind === k))])) as Record<
      OrderKind,
      SalesTotals
    >
  const byDay = new Map<string, SalesGroup[]>()
  for (const g of used) {
    const list = byDay.get(g.day)
    if (list) list.push(g)
    else byDay.set(g.day, [g])
  }
  const methods = [...new Set(used.map((g) => g.method))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  )
  return {
    ...sum(used),
    daily: days.map((day) => ({ day, ...sum(byDay.get(day) ?? []), byKind: kinds(byDay.get(day) ?? []) })),
    byKind: kinds(used),
    byMethod: methods.map((method) => ({
      method,
      label: paymentMethodLabel(method),
      ...sum(used.filter((g) => g.method === method)),
    })),
  }
}

/** The chart's buckets: days for a period of a month or less, Japan months for longer ones. */
export function salesChartBuckets(
  summary: SalesSummary,
): { label: string; byKind: Record<OrderKind, number> }[] {
  if (summary.daily.length <= 31)
    return summary.daily.map((d) => ({
      label: formatShortDay(d.day),
      byKind: { 'one-time': d.byKind['one-time'].total, regular: d.byKind.regular.total },
    }))
  const months = new Map<string, Record<OrderKind, number>>()
  for (const d of summary.daily) {
    const m = monthOfDay(d.day)
    const b = months.get(m) ?? { 'one-time': 0, regular: 0 }
    b['one-time'] += d.byKind['one-time'].total
    b.regular += d.byKind.regular.total
    months.set(m, b)
  }
  return [...months].map(([m, byKind]) => ({ label: formatMonth(m), byKind }))
}

/** The dashboard's tables (also its CSV downloads). */
export function salesTables(summary: SalesSummary): FigureTableData[] {
  return [
    {
      name: 'summary',
      title: '期間の合計',
      columns: [
        { label: '区分', kind: 'text' },
        { label: '売上（税込）', kind: 'yen' },
        { label: '注文数', kind: 'count' },
        { label: '客単価（税込）', kind: 'yen' },
      ],
      rows: [
        ['合計', summary.total, summary.orders, summary.averageOrderValue],
        ...ORDER_KINDS.map((k) => [
          ORDER_KIND_LABELS[k],
          summary.byKind[k].total,
          summary.byKind[k].orders,
          summary.byKind[k].averageOrderValue,
        ]),
      ],
    },
    {
      name: 'daily',
      title: '日別の売上',
      note: '日付は日本時間の注文日です。',
      columns: [
        { label: '日付', kind: 'text' },
        { label: '売上（税込）', kind: 'yen' },
        { label: '注文数', kind: 'count' },
        { label: '客単価（税込）', kind: 'yen' },
        { label: '通常購入の売上', kind: 'yen' },
        { label: '定期お届けの売上', kind: 'yen' },
      ],
      rows: summary.daily.map((d) => [
        d.day,
        d.total,
        d.orders,
        d.averageOrderValue,
        d.byKind['one-time'].total,
        d.byKind.regular.total,
      ]),
    },
    {
      name: 'payment-methods',
      title: 'お支払い方法別の売上',
      columns: [
        { label: 'お支払い方法', kind: 'text' },
        { label: '売上（税込）', kind: 'yen' },
        { label: '注文数', kind: 'count' },
        { label: '客単価（税込）', kind: 'yen' },
      ],
      rows: summary.byMethod.map((m) => [m.label, m.total, m.orders, m.averageOrderValue]),
    },
  ]
}
