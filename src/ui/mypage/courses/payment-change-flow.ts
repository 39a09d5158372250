import { draftStore, isRecord } from '@/ui/form/draft-store'

export { PAYMENT_CHANGE_PATHS } from '@/shop/courses/payment-change-paths'

export const PAYMENT_CHANGE_STEPS = ['お支払い方法の選択', '確認', '完了'] as const

/**
 * The member's choice between the input and confirm steps. A new card is kept only as the provider's single-use
 * token and what to show of it (brand, last four); never a card number.
 */
export interface PaymentDraft {
  regularOrderNumber: string
  paymentMethod: '1' | '2' | '3' | '4'
  cardChoice: '' | 'saved' | 'new'
  cardToken: string
  cardBrand: string
  cardLast4: string
  /** After the change: the method's label for the complete page. */
  doneLabel: string
}

const METHODS = ['1', '2', '3', '4'] as const

export const paymentDraftStore = draftStore<PaymentDraft>('regular-payment-change', (stored) => {
  if (!isRecord(stored)) return null
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : '')
  const method = text('paymentMethod')
  const choice = text('cardChoice')
  if (!text('regularOrderNumber') || !(METHODS as readonly string[]).includes(method)) return null
  return {
    regularOrderNumber: text('regularOrderNumber'),
    paymentMethod: method as PaymentDraft['paymentMethod'],
    cardChoice: choice === 'saved' || choice === 'new' ? choice : '',
    cardToken: text('cardToken'),
    cardBrand: text('cardBrand'),
    cardLast4: text('cardLast4'),
    doneLabel: text('doneLabel'),
  }
})
