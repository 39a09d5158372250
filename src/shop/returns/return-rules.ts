/**
 * Returns and refunds (issue 29 §2, docs/adr/069-returns-and-refunds.md). Pure rules; the one writer is
 * return-service.ts.
 *
 * - Which orders: shipped ones, within the 返品特約's window — RETURN_DAYS days from arrival, arrival being the
 *   shipping day plus the shipping calendar's longest transit (the shop does not know the real arrival day, so it
 *   takes the latest the customer could have had the parcel). A defective or wrong item is always taken back (the
 *   返品特約 covers a change of mind only, not goods that were not as sold); after the window a change-of-mind return
 *   needs the staff's written reason (the customer wrote in time, a goodwill exception).
 * - Which lines: never more of a line than ordered minus already returned.
 * - How much: the lines' tax-included amount. Points used come back in proportion to the items' amount returned,
 *   the rest is money; shipping and fees come back once, on the return that makes the order wholly returned or on a
 *   return for a defective or wrong item. Each figure is taken cumulatively (what all returns up to and including
 *   this one come to, less what the earlier ones came to), rounded down, and a wholly returned order comes to the
 *   order's own figures exactly — so rounding never gives back more, or less, than was paid in the end. Money is
 *   never more than paid minus already refunded.
 * - Points earned on the order are taken back in proportion to the items' amount (tax excluded) returned.
 */
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { addDays, formatJapaneseDay, japanDate } from '@/shop/calendar/japan-date'
import { RETURN_DAYS } from '@/shop/checkout/confirmation'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import type { RefundKind } from '@/shop/payments/refund-rules'

export const RETURN_REASONS = ['customer', 'defective', 'wrong-item'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  customer: 'お客さま都合',
  defective: '初期不良・破損',
  'wrong-item': '誤配送・品違い',
}
export const isReturnReason = (v: unknown): v is ReturnReason =>
  typeof v === 'string' && (RETURN_REASONS as readonly string[]).includes(v)

/** The shop's fault: taken back whatever the date, shipping and fees refunded, not resold by default. */
export const isShopFault = (reason: ReturnReason): boolean => reason !== 'customer'

/**
 * received: recorded, the gateway refund not yet answered. refunded: the gateway gave the money back.
 * awaiting-transfer: staff owe a bank transfer. transferred: staff made it. failed: the gateway refused or did not
 * answer (staff retry, with the same key). no-refund: nothing to pay back in money (points only).
 */
export const RETURN_STATES = [
  'received',
  'refunded',
  'awaiting-transfer',
  'transferred',
  'failed',
  'no-refund',
] as const
export type ReturnState = (typeof RETURN_STATES)[number]
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  received: '受付',
  refunded: '返金済み',
  'awaiting-transfer': '返金待ち（振込）',
  transferred: '振込済み',
  failed: '返金失敗',
  'no-refund': '完了（返金なし）',
}

export const REFUND_ROUTES = ['gateway', 'bank-transfer', 'none'] as const
export type RefundRoute = (typeof REFUND_ROUTES)[number]
export const REFUND_ROUTE_LABELS: Record<RefundRoute, string> = {
  gateway: '決済の取消・返金',
  'bank-transfer': '銀行振込',
  none: '返金なし',
}

export const REFUND_KINDS = ['void', 'reduce', 'refund'] as const satisfies readonly RefundKind[]
export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  void: '取消（ご請求なし）',
  reduce: '減額',
  refund: '返金',
}

/** Paid through a provider: the money goes back through the same provider. */
const GATEWAY_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CREDIT_CARD,
  PAYMENT_METHODS.PAYPAY,
  PAYMENT_METHODS.AUPAY,
  PAYMENT_METHODS.DBARAI,
  PAYMENT_METHODS.EXTERNAL_SETTLEMENT,
]
/** Paid in cash, by a bank's debit or at a post office: the shop transfers the money to the customer's account. */
const BANK_TRANSFER_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.CASH_ON_DELIVERY,
  PAYMENT_METHODS.DIRECT_DEBIT,
  PAYMENT_METHODS.POSTAL_TRANSFER,
]

/** How money goes back: no money (points only, or nothing left to refund) needs no route. */
export function refundRouteOf(method: PaymentMethodCode, money: number): RefundRoute {
  if (money <= 0) return 'none'
  if (GATEWAY_METHODS.includes(method)) return 'gateway'
  if (BANK_TRANSFER_METHODS.includes(method)) return 'bank-transfer'
  return 'none'
}

/** A bank-transfer refund is made within this many business days of the return being recorded (the mail says so). */
export const BANK_TRANSFER_BUSINESS_DAYS = 7

/** Days a parcel may take: arrival is the shipping day plus these (the latest the customer could have it). */
export const RETURN_TRANSIT_DAYS = DEFAULT_DELIVERY_CALENDAR.transitDays.max

/** The last day (YYYY-MM-DD, Japan) a change-of-mind return is taken: arrival + RETURN_DAYS. */
export const returnDeadlineOf = (shippedAt: Date): string =>
  addDays(japanDate(shippedAt), RETURN_TRANSIT_DAYS + RETURN_DAYS)

export interface ReturnFieldError {
  /** The form field it is about: `order`, `reason`, `overrideReason`, `qty-<line>`, `lines`, `bankCode`… */
  field: string
  message: string
}

export const RETURN_MESSAGES = {
  orderNotFound: '注文番号：その注文は見つかりません。',
  notShipped: '注文：出荷済みの注文だけ返品を登録できます。',
  reason: '返品理由：返品理由を選択してください。',
  overrideReason: (deadline: string) =>
    `期限外の受付理由：返品期限（${formatJapaneseDay(deadline)}）を過ぎています。お客さま都合の返品を受け付けるときは、その理由を入力してください。`,
  overrideTooLong: '期限外の受付理由：200文字以内で入力してください。',
  noteTooLong: 'メモ：500文字以内で入力してください。',
  noLines: '返品数量：返品する商品の数量を1つ以上入力してください。',
  quantityInvalid: (name: string) => `返品数量（${name}）：0以上の整数で入力してください。`,
  quantityOver: (name: string, left: number, ordered: number) =>
    `返品数量（${name}）：返品できるのは${left}個までです（ご注文${ordered}個${left < ordered ? `、返品済み${ordered - left}個` : ''}）。`,
  nothingLeft: '注文：この注文の商品はすべて返品済みです。',
  idempotencyKey: '二重送信防止キー：画面を読み込み直してから、もう一度登録してください。',
  otherOrder: '二重送信防止キー：このキーは別の注文の返品に使われています。画面を読み込み直してください。',
} as const

/** The screen's idempotency key: made when the form is shown (the same for a double submit). */
export const RETURN_KEY_PATTERN = /^[\w.:-]{8,100}$/
/** Text fields' limits (the form's messages say them). */
export const NOTE_MAX = 500
export const OVERRIDE_REASON_MAX = 200

export interface ReturnableOrder {
  status: string
  shippedAt?: string | null
}

/** Why the order cannot be returned at all, or null. */
export function returnableRefusal(order: ReturnableOrder): ReturnFieldError | null {
  if (order.status !== 'shipped' || !order.shippedAt)
    return { field: 'order', message: RETURN_MESSAGES.notShipped }
  return null
}

/**
 * The window (返品特約): a change-of-mind return after the deadline needs the staff's reason; a defective or wrong
 * item never does. `today` is YYYY-MM-DD in Japan.
 */
export function windowRefusal(
  shippedAt: Date,
  today: string,
  reason: ReturnReason,
  overrideReason: string | null | undefined,
): ReturnFieldError | null {
  if (isShopFault(reason)) return null
  const deadline = returnDeadlineOf(shippedAt)
  if (today <= deadline) return null
  if (overrideReason && overrideReason.trim()) return null
  return { field: 'overrideReason', message: RETURN_MESSAGES.overrideReason(deadline) }
}

/** True when the return is taken after the window on the staff's reason (recorded with the return). */
export const isPastWindow = (shippedAt: Date, today: string, reason: ReturnReason): boolean =>
  !isShopFault(reason) && today > returnDeadlineOf(shippedAt)

export interface OrderLine {
  productCode: string
  name: string
  quantity: number
  amountIncludingTax: number
  amountExcludingTax: number
}

export interface OrderFigures {
  lines: readonly OrderLine[]
  itemsIncludingTax: number
  itemsExcludingTax: number
  /** Before points, tax included: items + shipping + fees. */
  totalIncludingTax: number
  pointsUsed: number
  /** Money paid: totalIncludingTax − pointsUsed. */
  amountDue: number
  pointsToEarn: number
}

/** What earlier returns of the order came to. */
export interface EarlierReturns {
  /** Quantity already returned per order line (by index). */
  quantities: readonly number[]
  /** Money already refunded or owed by earlier returns. */
  money: number
  /** True when an earlier return gave shipping and fees back. */
  shippingRefunded: boolean
}

export interface RequestedLine {
  lineIndex: number
  quantity: number
  resellable: boolean
}

export interface ReturnFigures {
  lines: {
    lineIndex: number
    productCode: string
    name: string
    quantity: number
    resellable: boolean
    amountIncludingTax: number
  }[]
  /** The returned items' tax-included amount. */
  itemsAmount: number
  /** Shipping and fees given back (tax included). */
  shippingAndFees: number
  /** Points used on the order that come back. */
  pointsBack: number
  /** Money to give back. */
  money: number
  /** Points earned on the order to take back. */
  earnedTakeBack: number
  /** This return makes the order wholly returned. */
  whole: boolean
}

/** What may still be returned of each line. */
export const remainingOf = (
  order: Pick<OrderFigures, 'lines'>,
  earlier: Pick<EarlierReturns, 'quantities'>,
) => order.lines.map((line, i) => Math.max(0, line.quantity - (earlier.quantities[i] ?? 0)))

/** The quantities are checked: a message naming each line that asks for too many (or none at all). */
export function lineErrors(
  order: Pick<OrderFigures, 'lines'>,
  earlier: Pick<EarlierReturns, 'quantities'>,
  requested: readonly RequestedLine[],
): ReturnFieldError[] {
  const left = remainingOf(order, earlier)
  if (left.every((q) => q === 0)) return [{ field: 'order', message: RETURN_MESSAGES.nothingLeft }]
  const errors: ReturnFieldError[] = []
  const seen = new Set<number>()
  for (const r of requested) {
    const line = order.lines[r.lineIndex]
    if (!line || seen.has(r.lineIndex)) continue
    seen.add(r.lineIndex)
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 0)
      errors.push({ field: `qty-${r.lineIndex}`, message: RETURN_MESSAGES.quantityInvalid(line.name) })
    else if (r.quantity > left[r.lineIndex]!)
      errors.push({
        field: `qty-${r.lineIndex}`,
        message: RETURN_MESSAGES.quantityOver(line.name, left[r.lineIndex]!, line.quantity),
      })
  }
  if (errors.length === 0 && !requested.some((r) => order.lines[r.lineIndex] && r.quantity > 0))
    errors.push({ field: 'lines', message: RETURN_MESSAGES.noLines })
  return errors
}

const isWhole = (order: Pick<OrderFigures, 'lines'>, quantities: readonly number[]) =>
  order.lines.every((line, i) => (quantities[i] ?? 0) >= line.quantity)

/** The items' amount (tax included or excluded) of `quantities`: the order's own figure when all of it. */
function itemsValue(
  order: OrderFigures,
  quantities: readonly number[],
  kind: 'amountIncludingTax' | 'amountExcludingTax',
): number {
  if (isWhole(order, quantities))
    return kind === 'amountIncludingTax' ? order.itemsIncludingTax : order.itemsExcludingTax
  return order.lines.reduce(
    (sum, line, i) =>
      sum +
      (line.quantity > 0
        ? Math.floor((line[kind] * Math.min(quantities[i] ?? 0, line.quantity)) / line.quantity)
        : 0),
    0,
  )
}

/** `part` of `whole` points, rounded down: `of` × part / whole. */
const share = (of: number, part: number, whole: number) => (whole > 0 ? Math.floor((of * part) / whole) : 0)

/**
 * The figures of a return whose lines passed lineErrors. Cumulative: each figure is what all returns up to this one
 * come to less what the earlier ones came to, so a whole return in several parts adds up to the order exactly.
 */
export function returnFigures(
  order: OrderFigures,
  earlier: EarlierReturns,
  requested: readonly RequestedLine[],
  reason: ReturnReason,
): ReturnFigures {
  const before = order.lines.map((_, i) => earlier.quantities[i] ?? 0)
  const after = [...before]
  const lines: ReturnFigures['lines'] = []
  for (const r of requested) {
    const line = order.lines[r.lineIndex]
    if (!line || r.quantity <= 0) continue
    after[r.lineIndex] = before[r.lineIndex]! + r.quantity
    lines.push({
      lineIndex: r.lineIndex,
      productCode: line.productCode,
      name: line.name,
      quantity: r.quantity,
      resellable: r.resellable,
      amountIncludingTax: 0,
    })
  }
  const inclBefore = itemsValue(order, before, 'amountIncludingTax')
  const inclAfter = itemsValue(order, after, 'amountIncludingTax')
  const itemsAmount = inclAfter - inclBefore
  // Each line's part of it, for the report and the mail: the last line takes the rounding.
  let given = 0
  lines.forEach((l, i) => {
    const line = order.lines[l.lineIndex]!
    l.amountIncludingTax =
      i === lines.length - 1
        ? itemsAmount - given
        : Math.floor((line.amountIncludingTax * l.quantity) / line.quantity)
    given += l.amountIncludingTax
  })
  const whole = isWhole(order, after)
  const shippingAndFees =
    !earlier.shippingRefunded && (whole || isShopFault(reason))
      ? Math.max(0, order.totalIncludingTax - order.itemsIncludingTax)
      : 0
  const pointsBack =
    share(order.pointsUsed, inclAfter, order.itemsIncludingTax) -
    share(order.pointsUsed, inclBefore, order.itemsIncludingTax)
  const money = Math.max(
    0,
    Math.min(itemsAmount - pointsBack + shippingAndFees, order.amountDue - earlier.money),
  )
  // A whole return's after-value is the order's own itemsExcludingTax, so it takes back exactly what was earned.
  const earnedTakeBack =
    share(order.pointsToEarn, itemsValue(order, after, 'amountExcludingTax'), order.itemsExcludingTax) -
    share(order.pointsToEarn, itemsValue(order, before, 'amountExcludingTax'), order.itemsExcludingTax)
  return { lines, itemsAmount, shippingAndFees, pointsBack, money, earnedTakeBack, whole }
}

// ---------------------------------------------------------------------------------------------------------
// The customer's bank account, for a bank-transfer refund

export const BANK_ACCOUNT_TYPES = ['ordinary', 'current'] as const
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = { ordinary: '普通', current: '当座' }

export interface BankAccount {
  bankCode: string
  branchCode: string
  accountType: BankAccountType
  accountNumber: string
  accountHolder: string
}

export type BankAccountInput = { [K in keyof BankAccount]?: string | null }

export const BANK_ACCOUNT_MESSAGES = {
  bankCode: '金融機関コード：4桁の半角数字で入力してください。',
  branchCode: '支店コード：3桁の半角数字で入力してください。',
  accountType: '口座種別：普通または当座を選択してください。',
  accountNumber: '口座番号：7桁の数字で入力してください（7桁に満たないときは先頭に0を付けてください）。',
  accountHolderRequired: '口座名義（カナ）：口座名義を入力してください。',
  accountHolder: '口座名義（カナ）：全角カタカナで入力してください（例：モリノ　ハナコ）。',
  accountHolderTooLong: '口座名義（カナ）：30文字以内で入力してください。',
} as const

const digits = (v: string | null | undefined) => (v ?? '').normalize('NFKC').replace(/[\s-]/g, '')
const HIRAGANA = /[\u3041-\u3096]/g
/** Full-width katakana with the long mark, the middle dot, full-width spaces and the brackets banks print (カ）. */
const HOLDER = /^[\u30A1-\u30F6\u30FC\u30FB\u3000（）．]+$/

/** Half-width kana and hiragana become full-width katakana, spaces become one full-width space. */
export function normaliseHolder(v: string): string {
  return v
    .normalize('NFKC')
    .replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/\./g, '．')
    .replace(/\s+/g, '\u3000')
    .trim()
}

/** The account, normalised (full-width digits accepted), or a Japanese message for each field that is wrong. */
export function checkBankAccount(
  input: BankAccountInput,
): { ok: true; account: BankAccount } | { ok: false; errors: ReturnFieldError[] } {
  const errors: ReturnFieldError[] = []
  const bankCode = digits(input.bankCode)
  const branchCode = digits(input.branchCode)
  const accountNumber = digits(input.accountNumber)
  const holder = normaliseHolder(input.accountHolder ?? '')
  if (!/^\d{4}$/.test(bankCode)) errors.push({ field: 'bankCode', message: BANK_ACCOUNT_MESSAGES.bankCode })
  if (!/^\d{3}$/.test(branchCode))
    errors.push({ field: 'branchCode', message: BANK_ACCOUNT_MESSAGES.branchCode })
  const type = input.accountType
  if (type !== 'ordinary' && type !== 'current')
    errors.push({ field: 'accountType', message: BANK_ACCOUNT_MESSAGES.accountType })
  if (!/^\d{7}$/.test(accountNumber))
    errors.push({ field: 'accountNumber', message: BANK_ACCOUNT_MESSAGES.accountNumber })
  if (!holder) errors.push({ field: 'accountHolder', message: BANK_ACCOUNT_MESSAGES.accountHolderRequired })
  else if (holder.length > 30)
    errors.push({ field: 'accountHolder', message: BANK_ACCOUNT_MESSAGES.accountHolderTooLong })
  else if (!HOLDER.test(holder))
    errors.push({ field: 'accountHolder', message: BANK_ACCOUNT_MESSAGES.accountHolder })
  if (errors.length > 0 || (type !== 'ordinary' && type !== 'current')) return { ok: false, errors }
  return {
    ok: true,
    account: { bankCode, branchCode, accountType: type, accountNumber, accountHolder: holder },
  }
}

/** 「0001-123 普通 1234567 モリノ　ハナコ」 for staff lists. */
export const bankAccountText = (a: BankAccount) =>
  `${a.bankCode}-${a.branchCode} ${BANK_ACCOUNT_TYPE_LABELS[a.accountType]} ${a.accountNumber} ${a.accountHolder}`

/** The account as the customer's mail shows it: the number masked but its last three digits. */
export const maskedAccountText = (a: BankAccount) =>
  `金融機関コード ${a.bankCode}・支店コード ${a.branchCode}・${BANK_ACCOUNT_TYPE_LABELS[a.accountType]}・口座番号 ****${a.accountNumber.slice(-3)}`

/** Roles that record returns and refunds: support and admins (docs/adr/023 least privilege). */
export const RETURN_ROLES = ['admin', 'support'] as const
export const canHandleReturns = (roles: readonly string[]) =>
  roles.some((r) => (RETURN_ROLES as readonly string[]).includes(r))
