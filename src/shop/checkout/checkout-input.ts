/**
 * The checkout form as the API receives it (checkoutFormSchema: spec names to strings, numbers, booleans or
 * null), made ready for the section schemas: numbers become text (the schemas' enums are text), null means not
 * given. Card data is refused here, before anything else looks at the form (ADR 019); the two display fields of
 * the card token, CARD_BRAND and CARD_LAST4, are taken apart (they are not card data: a brand name and four
 * digits, shown back on the confirm screen).
 */
import { ApiError, API_ERROR_MESSAGES } from '@/lib/api/errors'

import { CARD_DATA_MESSAGE, CARD_FIELDS } from './checkout-form'
import { stepOfField } from './step-of-field'

export type CheckoutForm = Record<string, string | boolean>

export interface CardDisplay {
  brand: string
  last4: string
}

export interface CheckoutInput {
  form: CheckoutForm
  /** What the card-token service said about the card (display only); null when not sent. */
  cardDisplay: CardDisplay | null
  /** The body's `idempotencyKey` (the Idempotency-Key header is read by the route). */
  idempotencyKey: string | null
}

const DISPLAY_FIELDS = ['CARD_BRAND', 'CARD_LAST4'] as const
const BRAND = /^[A-Za-z][A-Za-z .-]{0,19}$/
const LAST4 = /^\d{4}$/

/** 400 on the first field that holds card data, with the step to send the shopper back to. */
export function refuseCardData(raw: Record<string, unknown>): void {
  const fields: Record<string, string> = {}
  for (const field of CARD_FIELDS) {
    const value = raw[field]
    if (value !== undefined && value !== null && value !== '') fields[field] = CARD_DATA_MESSAGE
  }
  if (Object.keys(fields).length === 0) return
  throw new ApiError(400, 'validation_failed', API_ERROR_MESSAGES.validationFailed, {
    fields: { ...fields, _step: stepOfField('CARD_NUMBER') },
  })
}

export function readCheckoutForm(raw: Record<string, unknown>): CheckoutInput {
  refuseCardData(raw)
  const form: CheckoutForm = {}
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'idempotencyKey' || (DISPLAY_FIELDS as readonly string[]).includes(key)) continue
    if (typeof value === 'string' || typeof value === 'boolean') form[key] = value
    else if (typeof value === 'number' && Number.isFinite(value)) form[key] = String(value)
  }
  const brand = typeof raw.CARD_BRAND === 'string' ? raw.CARD_BRAND.trim() : ''
  const last4 = typeof raw.CARD_LAST4 === 'string' ? raw.CARD_LAST4.trim() : ''
  // Display only: an odd value is not shown rather than refused (the shopper could not correct it).
  const cardDisplay = BRAND.test(brand) && LAST4.test(last4) ? { brand: brand.toUpperCase(), last4 } : null
  const key = raw.idempotencyKey
  return { form, cardDisplay, idempotencyKey: typeof key === 'string' && key !== '' ? key : null }
}
