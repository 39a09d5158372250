/**
 * Low-stock alerts (issue 29 §3, docs/adr/070-stock-alerts-and-held-deliveries.md). Pure: what to do with an
 * inventory row after its stock changed, and the staff mail.
 *
 * A product with a threshold is "low" while its stock is below it. The first change that finds it low and not yet
 * alerted sends ONE mail and marks the row (`lowStockAlertedAt`); while it stays low nothing more is sent. A change
 * that finds it at or above the threshold again (a restock, a cancelled order) clears the mark, so the next fall
 * alerts again. A row without a threshold never alerts, and a mark left from a threshold since removed is cleared.
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import type { OutgoingMail } from '@/shop/mail/mail-service'

export const LOW_STOCK_MAIL_KIND = 'low-stock'

export interface LowStockRow {
  stock: number
  /** Empty: no alert for this product. */
  lowStockThreshold: number | null
  /** When the alert of the current fall was sent; empty when none is outstanding. */
  lowStockAlertedAt: string | null
}

/** alert: send the mail (once: the caller marks the row first); rearm: clear the mark; none: nothing to do. */
export type LowStockDecision = 'alert' | 'rearm' | 'none'

export function hasThreshold(
  row: Pick<LowStockRow, 'lowStockThreshold'>,
): row is { lowStockThreshold: number } {
  return typeof row.lowStockThreshold === 'number' && Number.isFinite(row.lowStockThreshold)
}

export function isLowStock(row: Pick<LowStockRow, 'stock' | 'lowStockThreshold'>): boolean {
  return hasThreshold(row) && row.stock < row.lowStockThreshold
}

export function lowStockDecision(row: LowStockRow): LowStockDecision {
  const alerted = Boolean(row.lowStockAlertedAt)
  if (isLowStock(row)) return alerted ? 'none' : 'alert'
  return alerted ? 'rearm' : 'none'
}

/** The threshold field's rule (the admin form): empty, or a whole number of at least 1. */
export function validThreshold(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return Number.isSafeInteger(value) && (value as number) >= 1
    ? true
    : '在庫アラートのしきい値は1以上の整数で入力してください（空欄ならアラートなし）'
}

export interface LowStockMailInput {
  to: string
  productName: string
  productCode: string
  stock: number
  threshold: number
  /** The inventory row in the admin (absolute URL). */
  adminUrl: string
  at: Date
}

/** To staff: the product, its code, what is left and the threshold, and where to restock it. */
export function lowStockMail(input: LowStockMailInput): OutgoingMail {
  const text = [
    '在庫がしきい値を下回りました。',
    '',
    `商品名：${input.productName}`,
    `商品コード：${input.productCode}`,
    `在庫数：${input.stock}`,
    `しきい値：${input.threshold}`,
    `日時：${formatJapanDateTime(input.at)}`,
    '',
    '在庫の補充は管理画面の在庫から行えます。',
    input.adminUrl,
    '',
    '在庫がしきい値以上に戻るまで、この商品のお知らせは再送しません。',
  ].join('\n')
  return {
    to: input.to,
    kind: LOW_STOCK_MAIL_KIND,
    subject: `【在庫アラート】${input.productName}（${input.productCode}）残り${input.stock}`,
    text,
  }
}
