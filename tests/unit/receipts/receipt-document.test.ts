import { describe, expect, it } from 'vitest'

import {
  REDUCED_RATE_NOTE,
  receiptDocument,
  receiptNumberOf,
  RECEIPT_PURPOSE,
} from '@/shop/receipts/receipt-document'

import { KUROZU, LOTION, receiptSource, sampleReceipt, SELLER } from './receipt-fixtures'

describe('receiptDocument', () => {
  const r = sampleReceipt()

  it('is a 領収書 that is also a 適格簡易請求書, numbered R-<order number>', () => {
    expect(r.title).toBe('領収書')
    expect(r.subtitle).toBe('適格簡易請求書')
    expect(r.receiptNumber).toBe('R-W2611-0042-KX')
    expect(receiptNumberOf('W2611-0001-AB')).toBe('R-W2611-0001-AB')
    expect(r.orderNumber).toBe('W2611-0042-KX')
  })

  it('is addressed with 様', () => {
    expect(r.addresseeText).toBe('山田 花子 様')
  })

  it('receipts what was paid: お支払い金額, after the points', () => {
    // 2,592 (8 %) + 2,200 (10 %) + shipping 550 = 5,342; 300 points used → 5,042.
    expect(r.totals.find((t) => t.label === 'ご注文合計')?.text).toBe('5,342円（税込）')
    expect(r.totals.find((t) => t.label === 'ポイント利用')?.text).toBe('−300pt')
    expect(r.totals.at(-1)).toEqual({ label: 'お支払い金額', text: '5,042円（税込）' })
    expect(r.amount).toBe(5042)
    expect(r.amountText).toBe('5,042円（税込）')
    expect(r.purpose).toBe(RECEIPT_PURPOSE)
  })

  it('without points, receipts the order total', () => {
    const whole = sampleReceipt(undefined, { pointsUsed: 0 })
    expect(whole.amount).toBe(5342)
    expect(whole.totals.map((t) => t.label)).not.toContain('ポイント利用')
  })

  it('dates the transaction and the issue in Japan time', () => {
    // 2026-11-26T16:30Z is 01:30 on Friday 27 November in Japan.
    expect(r.orderedOnText).toBe('2026年11月27日（金）')
    // 2026-11-30T15:10Z is 00:10 on Tuesday 1 December in Japan.
    expect(r.issuedOnText).toBe('2026年12月1日（火）')
  })

  it('lists the lines with the ※ mark on reduced-rate items and tax-included prices', () => {
    expect(r.lines).toEqual([
      {
        reducedRateMark: '※',
        productName: KUROZU.name,
        purchaseLabel: '通常購入（1回のみ）',
        quantity: 2,
        unitPriceText: '1,296円',
        amountText: '2,592円',
      },
      {
        reducedRateMark: '',
        productName: LOTION.name,
        purchaseLabel: '通常購入（1回のみ）',
        quantity: 1,
        unitPriceText: '2,200円',
        amountText: '2,200円',
      },
    ])
    expect(r.hasReducedRate).toBe(true)
    expect(REDUCED_RATE_NOTE).toBe('※は軽減税率（8%）対象商品です。')
  })

  it('states the total and tax per rate (shipping at 10 %)', () => {
    expect(r.taxByRate.map((t) => t.text)).toEqual([
      '8%対象（軽減税率） 2,592円（内消費税 192円）',
      '10%対象 2,750円（内消費税 250円）',
    ])
  })

  it('has no reduced-rate note without reduced-rate items', () => {
    expect(sampleReceipt([LOTION]).hasReducedRate).toBe(false)
  })

  it('names the seller with the registration number and the payment method', () => {
    expect(r.seller).toEqual(SELLER)
    expect(r.seller.registrationNumber).toMatch(/^T\d{13}$/)
    expect(r.paymentMethod).toBe('クレジットカード')
  })

  it('refuses a confirmation without an amount due', () => {
    const source = receiptSource()
    const totals = source.confirmation.totals.filter((t) => t.id !== 'amountDue')
    expect(() => receiptDocument({ ...source, confirmation: { ...source.confirmation, totals } })).toThrow(
      /amount due/,
    )
  })
})
