/**
 * Which checkout step shows a form field, for `fields._step` of a 400 (the page the shopper is sent back to).
 * Pure: by the spec's field names (ADR 019's step table).
 */
import { CHECKOUT_CONFIRM_PATH, CHECKOUT_STEPS, type CheckoutStepId } from './checkout-steps'

const STEP_OF_PREFIX: readonly [RegExp, CheckoutStepId][] = [
  [/^DESTINATION/, 'shopping02'],
  [/^DELIVERY_/, 'shopping03'],
  [/^(WANT_GIFT_WRAPPING|GIFT_)/, 'shopping04'],
  [/^(PAYMENT_METHOD|LAST_USED_CARD|CARD_|WANT_SAVE_CREDIT_CARD)/, 'shopping05'],
  [/^(POINT_|WANT_MAIL_MAGAZINE)/, 'shopping06'],
  // Names, address, phone, email, gender, birth date, password, agreement.
  [/^[A-Z]/, 'shopping01'],
]

/** The step's path; the confirm page for anything else (`_form`, unknown keys). */
export function stepOfField(field: string): string {
  const id = STEP_OF_PREFIX.find(([pattern]) => pattern.test(field))?.[1]
  return CHECKOUT_STEPS.find((s) => s.id === id)?.path ?? CHECKOUT_CONFIRM_PATH
}

export function stepPath(id: CheckoutStepId): string {
  return CHECKOUT_STEPS.find((s) => s.id === id)!.path
}
