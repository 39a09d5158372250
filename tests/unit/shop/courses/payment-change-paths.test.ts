/** Which payment choices the confirm step carries in its URL and the server makes without scripts (ADR 059). */
import { describe, expect, it } from 'vitest'

import {
  PAYMENT_CHANGE_PATHS,
  plainPaymentChoice,
  plainPaymentChoiceOf,
} from '@/shop/courses/payment-change-paths'

describe('plain payment choices', () => {
  it('are 代金引換, 口座振替, 郵便振替 and the saved card; never a new card', () => {
    expect(plainPaymentChoiceOf({ paymentMethod: '1' })).toEqual({ paymentMethod: '1' })
    expect(plainPaymentChoiceOf({ paymentMethod: '3' })).toEqual({ paymentMethod: '3' })
    expect(plainPaymentChoiceOf({ paymentMethod: '4', card: 'saved' })).toEqual({ paymentMethod: '4' })
    expect(plainPaymentChoiceOf({ paymentMethod: '2', cardChoice: 'saved' })).toEqual({
      paymentMethod: '2',
      card: 'saved',
    })
    expect(plainPaymentChoiceOf({ paymentMethod: '2', card: 'saved' })).toEqual({
      paymentMethod: '2',
      card: 'saved',
    })
    expect(plainPaymentChoiceOf({ paymentMethod: '2', cardChoice: 'new' })).toBeNull()
    expect(plainPaymentChoiceOf({ paymentMethod: '2' })).toBeNull()
    expect(plainPaymentChoiceOf({ paymentMethod: '7' })).toBeNull()
    expect(plainPaymentChoiceOf({})).toBeNull()
  })

  it('give the calls their card choice, and the pages their URLs', () => {
    expect(plainPaymentChoice({ paymentMethod: '2', cardChoice: 'saved' })).toEqual({ card: 'saved' })
    expect(plainPaymentChoice({ paymentMethod: '4' })).toEqual({})
    expect(PAYMENT_CHANGE_PATHS.confirm('R1-1', { paymentMethod: '2', card: 'saved' })).toBe(
      '/mypage/payment-method-change/confirm/?regularOrderNumber=R1-1&paymentMethod=2&card=saved',
    )
    expect(PAYMENT_CHANGE_PATHS.start('R1-1')).toBe('/mypage/payment-method-change/?regularOrderNumber=R1-1')
  })
})
