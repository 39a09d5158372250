import { describe, expect, it } from 'vitest'

import { checkoutBill } from '@/shop/checkout/fees'
import { deliveryBill } from '@/shop/courses/delivery-bill'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import {
  POINT_NOT_PAYABLE,
  POINT_PAYABLE,
  POINT_USE_SCOPE_TEXT,
  pointsPayableOf,
  resolvePointUse,
} from '@/shop/points/point-rules'

// A 1,500 yen (8 %) item under the free-shipping threshold, by cash on delivery and gift-wrapped: the bill has
// shipping, wrapping and a cash-on-delivery fee on top of the 1,620 yen of items.
const lines = [{ taxClass: 'food' as const, cycleType: '0' as const, unitPrice: 1500, quantity: 1 }]
const options = {
  paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
  gift: { kind: 'NormalWrapping' as const, packaging: '1' as const },
}

describe('what points pay (ADR 054)', () => {
  it('is the items’ amount including tax, not shipping, wrapping or the cash-on-delivery fee', () => {
    const bill = checkoutBill(lines, options)
    expect(bill.shipping.includingTax).toBeGreaterThan(0)
    expect(bill.giftWrapping.includingTax).toBeGreaterThan(0)
    expect(bill.cashOnDelivery.includingTax).toBeGreaterThan(0)
    expect(pointsPayableOf(bill.priced.order.items)).toBe(1620)

    // The bill takes points up to the items and refuses one more, though the bill is larger.
    expect(checkoutBill(lines, { ...options, pointsUsed: 1620 }).amountDue).toBe(
      bill.shipping.includingTax +
        bill.giftWrapping.includingTax +
        checkoutBill(lines, { ...options, pointsUsed: 1620 }).cashOnDelivery.includingTax,
    )
    expect(() => checkoutBill(lines, { ...options, pointsUsed: 1621 })).toThrow(RangeError)

    // The form's rule: 'all' stops at the items; a number above them is refused.
    const payable = pointsPayableOf(bill.priced.order.items)
    expect(resolvePointUse({ method: '1', number: undefined, balance: 5000, payable })).toEqual({
      ok: true,
      points: 1620,
    })
    expect(resolvePointUse({ method: '2', number: '1700', balance: 5000, payable }).ok).toBe(false)
  })

  it('caps a regular delivery’s points at its items the same way', () => {
    // A balance far above the items: only the items' 1,620 yen are paid with points.
    const bill = deliveryBill({
      product: {
        productCode: 'p',
        name: 'p',
        taxClass: 'food',
        price: 1500,
        regularPrice: 1500,
        saleStatus: 'on-sale',
      },
      cycleType: '1',
      quantity: 1,
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
      customerType: '1111',
      pointBalance: 9999,
      pointUse: { mode: 'all', points: 0 },
      earnRatePercent: 1,
    })
    if (!bill.ok) throw new Error('unavailable')
    expect(bill.totals.pointsUsed).toBe(1620)
    expect(bill.totals.amountDue).toBe(bill.totals.totalIncludingTax - 1620)
  })

  it('is worded from the rule', () => {
    expect(POINT_PAYABLE).toBe('商品代金（税込）')
    expect(POINT_NOT_PAYABLE).toEqual(['送料', 'ギフト包装料', '代金引換手数料'])
    expect(POINT_USE_SCOPE_TEXT).toBe(
      'ポイントは商品代金（税込）までご利用いただけます（送料・ギフト包装料・代金引換手数料にはご利用いただけません）。',
    )
  })
})
