/**
 * Card number rules the card-token service checks before it issues a token (docs/adr/018): the Luhn check
 * digit, the brand from the number's prefix, the expiry month and the security code's length. Pure functions:
 * they run in the card provider (its sandbox here), never on the shop's own server, which sees tokens only.
 */

export type CardBrand = 'VISA' | 'MASTER' | 'JCB' | 'AMEX' | 'DINERS' | 'UNKNOWN'

/** Digits only: the spaces and hyphens shoppers type are dropped; anything else makes the number invalid. */
export function normaliseCardNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '')
  return /^\d{12,19}$/.test(compact) ? compact : null
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA'
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MASTER'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^3(0[0-5]|[689])/.test(digits)) return 'DINERS'
  return 'UNKNOWN'
}

/** A card is valid through the last day of its expiry month. `now` in UTC is close enough for a sandbox. */
export function isExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear
  const currentYear = now.getUTCFullYear()
  const currentMonth = now.getUTCMonth() + 1
  return year < currentYear || (year === currentYear && expMonth < currentMonth)
}

export function validCvc(cvc: string, brand: CardBrand): boolean {
  // American Express prints four digits on the front; the others three on the back. Both lengths are accepted
  // for an unknown brand.
  if (brand === 'AMEX') return /^\d{4}$/.test(cvc)
  if (brand === 'UNKNOWN') return /^\d{3,4}$/.test(cvc)
  return /^\d{3}$/.test(cvc) || /^\d{4}$/.test(cvc)
}

export interface CardInput {
  number: string
  expMonth: number | string
  expYear: number | string
  cvc: string
  holderName?: string
}

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string; expMonth: number; expYear: number }
  | { ok: false; field: 'number' | 'expiry' | 'cvc' | 'holderName'; code: string; message: string }

/** Japanese messages the token script passes to the shop's form (never echoing the number). */
export const CARD_INPUT_MESSAGES = {
  number: 'カード番号が正しくありません。ご確認のうえ、もう一度入力してください。',
  expiryFormat: '有効期限（月・年）が正しくありません。',
  expired: 'カードの有効期限が切れています。別のカードをご利用ください。',
  cvc: 'セキュリティコードは3桁または4桁の数字で入力してください。',
  holderName: 'カード名義を半角英字で入力してください。',
} as const

export function checkCard(input: CardInput, now: Date = new Date()): CardCheck {
  const digits = normaliseCardNumber(String(input.number ?? ''))
  if (!digits || !passesLuhn(digits))
    return { ok: false, field: 'number', code: 'invalid_number', message: CARD_INPUT_MESSAGES.number }
  const expMonth = Number(input.expMonth)
  const rawYear = Number(input.expYear)
  if (
    !Number.isInteger(expMonth) ||
    expMonth < 1 ||
    expMonth > 12 ||
    !Number.isInteger(rawYear) ||
    rawYear < 0
  )
    return { ok: false, field: 'expiry', code: 'invalid_expiry', message: CARD_INPUT_MESSAGES.expiryFormat }
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear
  if (isExpired(expMonth, expYear, now))
    return { ok: false, field: 'expiry', code: 'expired_card', message: CARD_INPUT_MESSAGES.expired }
  const brand = detectBrand(digits)
  if (!validCvc(String(input.cvc ?? ''), brand))
    return { ok: false, field: 'cvc', code: 'invalid_cvc', message: CARD_INPUT_MESSAGES.cvc }
  if (
    input.holderName !== undefined &&
    input.holderName !== '' &&
    !/^[A-Za-z .'-]{2,50}$/.test(input.holderName)
  )
    return {
      ok: false,
      field: 'holderName',
      code: 'invalid_holder_name',
      message: CARD_INPUT_MESSAGES.holderName,
    }
  return { ok: true, digits, brand, last4: digits.slice(-4), expMonth, expYear }
}
