import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api/errors'
import { readCheckoutForm } from '@/shop/checkout/checkout-input'
import { CARD_DATA_MESSAGE } from '@/shop/checkout/checkout-form'
import { stepOfField } from '@/shop/checkout/step-of-field'

describe('readCheckoutForm', () => {
  it('takes numbers as text, drops null, and separates the key and the card display fields', () => {
    expect(
      readCheckoutForm({
        PAYMENT_METHOD: 2,
        POINT_NUMBER: 300,
        BUILDING_NAME: null,
        AGREE_TERMS: true,
        CARD_TOKEN: 'tok_abcdefgh',
        CARD_BRAND: 'visa',
        CARD_LAST4: '4242',
        idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
      }),
    ).toEqual({
      form: { PAYMENT_METHOD: '2', POINT_NUMBER: '300', AGREE_TERMS: true, CARD_TOKEN: 'tok_abcdefgh' },
      cardDisplay: { brand: 'VISA', last4: '4242' },
      idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
    })
  })

  it('does not show odd display fields (they are not the shopper’s to correct)', () => {
    expect(readCheckoutForm({ CARD_BRAND: '<b>', CARD_LAST4: '12' }).cardDisplay).toBeNull()
  })

  it('refuses card data on its field with the payment step', () => {
    try {
      readCheckoutForm({ CARD_NUMBER: '4111111111111111', CARD_SECURITY_CODE: '123' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
      expect((error as ApiError).fields).toEqual({
        CARD_NUMBER: CARD_DATA_MESSAGE,
        CARD_SECURITY_CODE: CARD_DATA_MESSAGE,
        _step: '/cart/shopping05/',
      })
    }
    // Empty card fields of the browser form are harmless.
    expect(readCheckoutForm({ CARD_NUMBER: '', CARD_NAME: null }).form).toEqual({ CARD_NUMBER: '' })
  })
})

describe('stepOfField', () => {
  it('names the step that shows each field', () => {
    expect(stepOfField('EMAIL2')).toBe('/cart/shopping01/')
    expect(stepOfField('PASSWORD')).toBe('/cart/shopping01/')
    expect(stepOfField('DESTINATION_ZIP_NUMBER')).toBe('/cart/shopping02/')
    expect(stepOfField('DELIVERY_SPECIFIED_DATE')).toBe('/cart/shopping03/')
    expect(stepOfField('GIFT_PACKAGING')).toBe('/cart/shopping04/')
    expect(stepOfField('LAST_USED_CARD')).toBe('/cart/shopping05/')
    expect(stepOfField('POINT_NUMBER')).toBe('/cart/shopping06/')
    expect(stepOfField('WANT_MAIL_MAGAZINE2')).toBe('/cart/shopping06/')
    expect(stepOfField('_form')).toBe('/cart/shopping/confirm/')
  })
})
