import { describe, expect, it } from 'vitest'

import {
  GIFT_PACKAGING_OPTIONS,
  MAIL_MAGAZINE_OPTIONS,
  paymentMethodOptions,
} from '@/shop/checkout/checkout-options'
import { cashOnDeliveryFee } from '@/shop/checkout/fees'

describe('checkout options', () => {
  it('lists the offered payment methods in display order with what the shopper should know', () => {
    const options = paymentMethodOptions(['7', '9', '4', '1', '3'], cashOnDeliveryFee(12_000))
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['1', '代金引換'],
      ['3', '口座振替'],
      ['4', '郵便振替（後払い）'],
      ['9', 'PayPay'],
      ['7', '楽天ペイ'],
    ])
    expect(options[0]!.description).toContain('代金引換手数料 440円（税込）')
    expect(options[0]!.description).toContain('330円〜1,100円')
    expect(options[3]!.description).toContain('PayPayの画面に移動して')
  })

  it('offers packaging and mail magazines under the form’s values', () => {
    expect(GIFT_PACKAGING_OPTIONS.map((o) => o.value)).toEqual(['1', '2'])
    expect(MAIL_MAGAZINE_OPTIONS.map((o) => o.value)).toEqual([
      'WANT_MAIL_MAGAZINE1',
      'WANT_MAIL_MAGAZINE2',
      'WANT_MAIL_MAGAZINE3',
    ])
  })
})
