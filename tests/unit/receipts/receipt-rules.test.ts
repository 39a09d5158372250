import { describe, expect, it } from 'vitest'

import { directDebitDateOf } from '@/shop/payments/direct-debit-date'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import {
  addresseeError,
  ADDRESSEE_MAX_LENGTH,
  defaultAddressee,
  normalizeAddressee,
  receiptAvailability,
  receiptTimingText,
  type ReceiptOrderState,
} from '@/shop/receipts/receipt-rules'
import { SHOP_FACTS } from '@/shop/site/shop-facts'

const NOW = new Date('2026-11-27T03:00:00Z')
const shippedCard: ReceiptOrderState = {
  status: 'shipped',
  paymentMethod: PAYMENT_METHODS.CREDIT_CARD,
  shippedAt: '2026-11-20T01:00:00Z',
  amountDue: 3240,
}

describe('receipt availability', () => {
  it('is open for a shipped order paid by card, app or external payment', () => {
    for (const method of [
      PAYMENT_METHODS.CREDIT_CARD,
      PAYMENT_METHODS.PAYPAY,
      PAYMENT_METHODS.EXTERNAL_SETTLEMENT,
    ])
      expect(receiptAvailability({ ...shippedCard, paymentMethod: method }, NOW)).toEqual({ available: true })
  })

  it('waits for shipping, and says so', () => {
    for (const status of ['received', 'confirmed', 'payment-pending'] as const) {
      const a = receiptAvailability({ ...shippedCard, status, shippedAt: null }, NOW)
      expect(a).toEqual({ available: false, reason: '領収書は、商品の発送後に発行できます。', later: true })
    }
  })

  it('never issues for a cancelled order, nor for nothing paid', () => {
    expect(receiptAvailability({ ...shippedCard, status: 'cancelled' }, NOW)).toMatchObject({
      available: false,
      later: false,
      reason: expect.stringContaining('キャンセル'),
    })
    expect(receiptAvailability({ ...shippedCard, amountDue: 0 }, NOW)).toMatchObject({
      available: false,
      reason: expect.stringContaining('0円'),
    })
  })

  it('points cash on delivery at the carrier and postal transfer at the post office', () => {
    const cod = receiptAvailability({ ...shippedCard, paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY }, NOW)
    expect(cod).toMatchObject({ available: false, later: false, reason: expect.stringContaining('配送業者') })
    const postal = receiptAvailability(
      { ...shippedCard, paymentMethod: PAYMENT_METHODS.POSTAL_TRANSFER },
      NOW,
    )
    expect(postal).toMatchObject({ available: false, reason: expect.stringContaining('払込受領証') })
  })

  it('issues a direct-debit receipt from the debit date (the 27th of the month after shipping, Japan time)', () => {
    // Shipped 2026-11-30 23:30 JST is still November in Japan: debit on 2026-12-27.
    const order = {
      ...shippedCard,
      paymentMethod: PAYMENT_METHODS.DIRECT_DEBIT,
      shippedAt: '2026-11-30T14:30:00Z',
    }
    expect(receiptAvailability(order, new Date('2026-12-26T14:59:59Z'))).toMatchObject({
      available: false,
      later: true,
      reason: expect.stringContaining('2026年12月27日（日）'),
    })
    expect(receiptAvailability(order, new Date('2026-12-26T15:00:00Z'))).toEqual({ available: true })
    // Shipped 2026-11-30 15:30 UTC is 12-01 in Japan: debit on 2027-01-27.
    expect(
      receiptAvailability({ ...order, shippedAt: '2026-11-30T15:30:00Z' }, new Date('2026-12-28T00:00:00Z')),
    ).toMatchObject({ available: false, reason: expect.stringContaining('2027年1月27日') })
  })
})

describe('direct debit date', () => {
  it('is the 27th of the next month, across the year end', () => {
    expect(directDebitDateOf('2026-11-01')).toBe('2026-12-27')
    expect(directDebitDateOf('2026-12-31')).toBe('2027-01-27')
    expect(directDebitDateOf('2027-01-31')).toBe('2027-02-27')
  })

  it('is the date the shop states', () => {
    expect(SHOP_FACTS.directDebitDate).toBe('商品発送月の翌月27日')
    expect(receiptTimingText(PAYMENT_METHODS.DIRECT_DEBIT)).toContain(SHOP_FACTS.directDebitDate)
    expect(receiptTimingText(PAYMENT_METHODS.CREDIT_CARD)).toBe('商品の発送後')
  })
})

describe('receipt addressee', () => {
  it('starts as the orderer name', () => {
    expect(defaultAddressee({ lastName: '山田', firstName: '花子' })).toBe('山田 花子')
  })

  it('collapses spaces of either width and trims', () => {
    expect(normalizeAddressee('　株式会社　 ウェルネス\t商事 ')).toBe('株式会社 ウェルネス 商事')
  })

  it('names the field in every refusal', () => {
    expect(addresseeError('  　')).toBe('宛名を入力してください。')
    expect(addresseeError('あ'.repeat(ADDRESSEE_MAX_LENGTH))).toBeNull()
    expect(addresseeError('あ'.repeat(ADDRESSEE_MAX_LENGTH + 1))).toBe('宛名は40文字以内で入力してください。')
    expect(addresseeError('<b>山田</b>')).toContain('宛名に使えない文字')
    expect(addresseeError('山田\u0007花子')).toContain('宛名に使えない文字')
    // Surrogate pairs count as one character.
    expect(addresseeError('𠮷'.repeat(ADDRESSEE_MAX_LENGTH))).toBeNull()
  })
})
