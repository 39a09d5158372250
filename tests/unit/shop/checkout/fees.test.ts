import { describe, expect, it } from 'vitest'

import { cashOnDeliveryFee, checkoutBill, giftWrappingFee, wrappedPackages } from '@/shop/checkout/fees'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { priceOrder, type PricedLine } from '@/shop/pricing'

const line = (
  taxClass: PricedLine['taxClass'],
  unitPrice: number,
  quantity = 1,
  cycleType: PricedLine['cycleType'] = '0',
): PricedLine => ({
  taxClass,
  unitPrice,
  quantity,
  cycleType,
})

describe('cash on delivery fee', () => {
  it('follows the table, 10 % tax included', () => {
    expect(cashOnDeliveryFee(9_999)).toEqual({ excludingTax: 300, includingTax: 330 })
    expect(cashOnDeliveryFee(10_000)).toEqual({ excludingTax: 400, includingTax: 440 })
    expect(cashOnDeliveryFee(99_999)?.includingTax).toBe(660)
    expect(cashOnDeliveryFee(299_999)?.includingTax).toBe(1_100)
    expect(cashOnDeliveryFee(300_000)).toBeNull()
    expect(cashOnDeliveryFee(0)?.excludingTax).toBe(0)
  })
})

describe('gift wrapping', () => {
  it('charges per package: one in bulk, one per item individually', () => {
    expect(wrappedPackages('1', 3)).toBe(1)
    expect(wrappedPackages('2', 3)).toBe(3)
    expect(giftWrappingFee({ kind: 'NormalWrapping', packaging: '1' }, 3)).toEqual({
      excludingTax: 200,
      includingTax: 220,
    })
    expect(giftWrappingFee({ kind: 'GiftBoxWrapping', packaging: '2' }, 2)).toEqual({
      excludingTax: 800,
      includingTax: 880,
    })
    expect(giftWrappingFee(null, 2).excludingTax).toBe(0)
  })
})

describe('checkout bill', () => {
  it('adds wrapping and the COD fee to the 10 % pool and taxes once per rate', () => {
    const lines = [line('food', 3000), line('standard', 1000)]
    const bill = checkoutBill(lines, {
      gift: { kind: 'NormalWrapping', packaging: '1' },
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    })
    // items 4,000 < 5,000: shipping 500; 10 % pool = 1,000 + 500 + 200 + 300.
    expect(bill.byRate).toEqual([
      { rate: 8, taxableAmount: 3000, tax: 240 },
      { rate: 10, taxableAmount: 2000, tax: 200 },
    ])
    expect(bill.total).toBe(5440)
    expect(bill.cashOnDelivery.includingTax).toBe(330)
    expect(bill.amountDue).toBe(5440)
    expect(bill.laterDelivery).toBeNull()
    expect(bill.priced).toEqual(priceOrder(lines))
  })

  it('takes points off the amount due, not the tax, and bases the COD fee on what is collected', () => {
    const lines = [line('food', 10_000)]
    const bill = checkoutBill(lines, { paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY, pointsUsed: 900 })
    // 10,800 − 900 = 9,900 collected → 300 + tax.
    expect(bill.cashOnDelivery.excludingTax).toBe(300)
    expect(bill.byRate.find((r) => r.rate === 8)?.tax).toBe(800)
    expect(bill.total).toBe(10_800 + 330)
    expect(bill.amountDue).toBe(10_800 + 330 - 900)
    expect(() => checkoutBill(lines, { paymentMethod: '2', pointsUsed: 20_000 })).toThrow(RangeError)
  })

  it('prices later regular deliveries without shipping and with their own COD fee', () => {
    const bill = checkoutBill([line('food', 2000, 2, '1')], {
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    })
    expect(bill.shipping.excludingTax).toBe(0)
    expect(bill.laterDelivery).toEqual({
      items: 4320,
      cashOnDelivery: { excludingTax: 300, includingTax: 330 },
      total: 4650,
    })
  })

  it('marks cash on delivery unavailable above the limit', () => {
    const bill = checkoutBill([line('standard', 300_000)], {
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    })
    expect(bill.cashOnDeliveryAvailable).toBe(false)
    expect(checkoutBill([line('standard', 300_000)], { paymentMethod: '2' }).cashOnDeliveryAvailable).toBe(
      true,
    )
  })
})
