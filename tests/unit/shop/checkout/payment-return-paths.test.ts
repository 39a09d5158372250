import { describe, expect, it } from 'vitest'

import {
  appPaymentErrorPath,
  completePagePath,
  failureCodeOf,
  paymentErrorPage,
  rakutenConfirmPagePath,
  returnUrlFor,
  tdsErrorPath,
} from '@/shop/checkout/payment-return-paths'
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'

describe('payment return paths', () => {
  it('gives each method its hand-back route', () => {
    expect(returnUrlFor('2', 'https://shop.example.jp/')).toBe(
      'https://shop.example.jp/api/pages/cart/tds-callback/',
    )
    expect(returnUrlFor('9', 'https://shop.example.jp')).toBe(
      'https://shop.example.jp/api/gmo-app-payment-callback/',
    )
    expect(returnUrlFor('11', 'https://shop.example.jp')).toBe(
      'https://shop.example.jp/api/gmo-app-payment-callback/',
    )
    expect(returnUrlFor('7', 'https://shop.example.jp')).toBe('https://shop.example.jp/api/rakuten/confirm/')
  })

  it('folds the gateways’ codes into four', () => {
    expect(failureCodeOf('authentication_failed')).toBe('authentication_failed')
    expect(failureCodeOf('card_declined')).toBe('declined')
    expect(failureCodeOf('too_many_attempts')).toBe('declined')
    expect(failureCodeOf('cancelled_by_user')).toBe('cancelled')
    expect(failureCodeOf('expired')).toBe('cancelled')
    expect(failureCodeOf('provider_unavailable')).toBe('unknown')
    expect(failureCodeOf(null)).toBe('unknown')
  })

  it('builds the storefront paths', () => {
    expect(completePagePath('W261123-048213')).toBe('/cart/shopping/complete/?orderNumber=W261123-048213')
    expect(tdsErrorPath('declined')).toBe('/cart/tds-error/?code=declined')
    expect(appPaymentErrorPath('cancelled')).toBe('/cart/app-payment-callback/?code=cancelled')
    expect(rakutenConfirmPagePath('app_x', 'cfm_y')).toBe(
      '/cart/app-payment-callback/?method=7&reference=app_x&confirmId=cfm_y',
    )
  })

  it('explains every failure in Japanese with the way back to the payment step', () => {
    expect(paymentErrorPage('declined')).toEqual({
      title: 'カードをご利用いただけませんでした',
      message: expect.stringContaining(PAYMENT_MESSAGES.declined),
      retryPath: '/cart/shopping05/',
    })
    expect(paymentErrorPage('cancelled').message).toContain('カートの商品はそのまま残っています')
    expect(paymentErrorPage(undefined).title).toBe('お支払いを完了できませんでした')
    expect(paymentErrorPage('card_declined').title).toBe('カードをご利用いただけませんでした')
  })
})
