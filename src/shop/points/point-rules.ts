/**
 * Points at checkout (docs/adr/017-orders-points-and-stock.md; japan-commerce-rules.md): 1 point = 1 yen, earned
 * at the member's stage rate per 100 yen of items excluding tax (rounded down; ADR 049). Pure rules; the ledger lives in point-ledger.ts.
 *
 * POINT_METHOD '0' uses none, '1' uses the whole balance (capped at what the items cost), '2' uses POINT_NUMBER
 * (a whole number ≥ 0, at most the balance and at most what the items cost).
 */
export const POINT_METHODS = { NONE: '0', ALL: '1', NUMBER: '2' } as const
export type PointMethod = (typeof POINT_METHODS)[keyof typeof POINT_METHODS]
export const POINT_METHOD_LABELS: Record<PointMethod, string> = {
  '0': 'ポイントを利用しない',
  '1': 'すべてのポイントを利用する',
  '2': '一部のポイントを利用する',
}

/** Yen of items (tax excluded) per point at the base rate (1 %); a member's stage may raise the rate (src/shop/club). */
export const YEN_PER_EARNED_POINT = 100

/**
 * What points may pay (docs/adr/054-tax-breakdown-and-point-scope.md): the items' amount including tax. Shipping,
 * gift wrapping and the cash-on-delivery fee are paid in money. Checkout (resolvePointUse's `payable`), the bill
 * (checkoutBill refuses more) and regular deliveries take the cap from pointsPayableOf; every text about it is
 * worded from POINT_PAYABLE / POINT_NOT_PAYABLE (shop facts `pointPayable`, `pointNotPayable`, `pointUseScope`).
 */
export const POINT_PAYABLE = '商品代金（税込）'
export const POINT_NOT_PAYABLE = ['送料', 'ギフト包装料', '代金引換手数料'] as const

/** The most points may pay for an order or delivery whose items cost `items` (tax included). */
export const pointsPayableOf = (items: { includingTax: number }): number => Math.max(0, items.includingTax)

/** 「ポイントは商品代金（税込）までご利用いただけます（送料・ギフト包装料・代金引換手数料には使えません）。」 */
export const POINT_USE_SCOPE_TEXT = `ポイントは${POINT_PAYABLE}までご利用いただけます（${POINT_NOT_PAYABLE.join('・')}にはご利用いただけません）。`

export const POINT_MESSAGES = {
  methodInvalid: 'ポイントの利用方法を選択してください。',
  guest: 'ポイントのご利用には会員ログインが必要です。',
  numberRequired: '利用するポイント数を入力してください。',
  numberNotInteger: '利用するポイント数は0以上の整数（半角数字）で入力してください。',
  overBalance: (balance: number) =>
    `利用するポイント数が保有ポイント（${balance.toLocaleString('ja-JP')}pt）を超えています。`,
  overPayable: (payable: number) =>
    `利用するポイント数は商品代金（${payable.toLocaleString('ja-JP')}円）までです。`,
  insufficient:
    'ポイント残高が不足しているため、ご注文を確定できませんでした。利用ポイントをご確認ください。',
} as const

/**
 * Points earned by an order: floor(items excluding tax × rate / 100), the rate being the member's stage rate at the
 * time of the order in points per 100 yen (earnRateOf, src/shop/club/stage-rules.ts). Guests (rate null) earn none.
 */
export function pointsToEarn(itemsExcludingTax: number, earnRatePercent: number | null): number {
  if (!Number.isSafeInteger(itemsExcludingTax) || itemsExcludingTax < 0)
    throw new RangeError(`itemsExcludingTax must be a non-negative integer, got ${itemsExcludingTax}`)
  if (earnRatePercent === null) return 0
  if (!Number.isSafeInteger(earnRatePercent) || earnRatePercent < 0)
    throw new RangeError(`earnRatePercent must be a non-negative integer, got ${earnRatePercent}`)
  return Math.floor((itemsExcludingTax * earnRatePercent) / YEN_PER_EARNED_POINT)
}

export interface PointUseInput {
  /** POINT_METHOD as sent by the form. */
  method: string | undefined
  /** POINT_NUMBER as sent by the form (string from the form, or a number). */
  number: string | number | undefined
  /** The member's current balance; null for a guest. */
  balance: number | null
  /** The most points can pay: pointsPayableOf the order's items. */
  payable: number
}

export type PointUseResult =
  | { ok: true; points: number }
  | { ok: false; errors: Partial<Record<'POINT_METHOD' | 'POINT_NUMBER', string>> }

function parseCount(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!/^\d{1,9}$/.test(trimmed)) return null
  return Number(trimmed)
}

export function resolvePointUse({ method, number, balance, payable }: PointUseInput): PointUseResult {
  const m = method ?? POINT_METHODS.NONE
  if (m !== '0' && m !== '1' && m !== '2')
    return { ok: false, errors: { POINT_METHOD: POINT_MESSAGES.methodInvalid } }
  if (m === POINT_METHODS.NONE) return { ok: true, points: 0 }
  if (balance === null) return { ok: false, errors: { POINT_METHOD: POINT_MESSAGES.guest } }
  const cap = Math.max(0, payable)
  const have = Math.max(0, balance)
  if (m === POINT_METHODS.ALL) return { ok: true, points: Math.min(have, cap) }
  if (number === undefined || (typeof number === 'string' && number.trim() === ''))
    return { ok: false, errors: { POINT_NUMBER: POINT_MESSAGES.numberRequired } }
  const count = parseCount(number)
  if (count === null) return { ok: false, errors: { POINT_NUMBER: POINT_MESSAGES.numberNotInteger } }
  if (count > have) return { ok: false, errors: { POINT_NUMBER: POINT_MESSAGES.overBalance(have) } }
  if (count > cap) return { ok: false, errors: { POINT_NUMBER: POINT_MESSAGES.overPayable(cap) } }
  return { ok: true, points: count }
}
