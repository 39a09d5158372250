import { ApiError } from '@/lib/api/errors'
import type { PaymentChoice } from '@/shop/courses/course-change-rules'
import { PAYMENT_CHOICE_MESSAGES } from '@/shop/courses/course-change-fields'

/** The body's choice as the services take it; a new card without its token is a field error. */
export function choiceOf(
  body: {
    paymentMethod: '1' | '2' | '3' | '4'
    card?: 'saved' | 'new'
    cardToken?: string
  },
  requireToken: boolean,
): PaymentChoice {
  if (body.paymentMethod !== '2') return { method: body.paymentMethod }
  if (body.card === 'saved') return { method: '2', card: 'saved' }
  if (requireToken && !body.cardToken)
    throw ApiError.badRequest(PAYMENT_CHOICE_MESSAGES.token, { cardToken: PAYMENT_CHOICE_MESSAGES.token })
  return { method: '2', card: 'new', token: body.cardToken ?? '' }
}
