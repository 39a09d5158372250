import { describe, expect, it } from 'vitest'

import { startOfJapanDay } from '@/shop/calendar/japan-date'
import { deliveryBill, wantedPoints } from '@/shop/courses/delivery-bill'
import { nextAttemptAt } from '@/shop/courses/delivery-engine'
import { heldMail, paymentFailedMail } from '@/shop/courses/delivery-mail'
import { clampLeadDays, DEFAULT_PAYMENT_RETRY_DAYS, parseRetryDays } from '@/shop/courses/engine-settings'

const sesamin = {
  productCode: 'sesamin',
  name: 'セサミンEX',
  taxClass: 'food' as const,
  price: 5000,
  regularPrice: 4300,
  saleStatus: 'on-sale',
}
const base = {
  product: sesamin,
  cycleType: '1' as const,
  quantity: 1,
  paymentMethod: '2' as const,
  customerType: '1111',
  pointBalance: 0,
  pointUse: { mode: 'none' as const, points: 0 },
  earnRatePercent: 1,
}

describe('deliveryBill', () => {
  it('charges the regular price, no shipping, tax once per rate; a card pays no fee', () => {
    const bill = deliveryBill(base)
    if (!bill.ok) throw new Error('refused')
    expect(bill.line.unitPrice).toBe(4300)
    expect(bill.totals).toMatchObject({
      shipping: 0,
      fees: 0,
      totalIncludingTax: 4644,
      amountDue: 4644,
      pointsToEarn: 43,
    })
  })

  it('adds the cash-on-delivery fee on the amount collected, and gives kankeisha the member price', () => {
    const cod = deliveryBill({ ...base, paymentMethod: '1' })
    expect(cod.ok && cod.totals.cashOnDeliveryFee).toBe(300)
    const partner = deliveryBill({ ...base, customerType: '1421' })
    expect(partner.ok && partner.line.unitPrice).toBe(3750)
  })

  it("earns at the member's stage rate", () => {
    const vip = deliveryBill({ ...base, earnRatePercent: 5 })
    expect(vip.ok && vip.totals.pointsToEarn).toBe(215)
  })

  it('caps the points at the balance and the items', () => {
    expect(wantedPoints({ mode: 'all', points: 0 }, 800)).toBe(800)
    const some = deliveryBill({ ...base, pointBalance: 300, pointUse: { mode: 'some', points: 500 } })
    expect(some.ok && some.totals.pointsUsed).toBe(300)
    const all = deliveryBill({ ...base, pointBalance: 99_999, pointUse: { mode: 'all', points: 0 } })
    expect(all.ok && all.totals).toMatchObject({ pointsUsed: 4644, amountDue: 0 })
  })

  it('refuses a product no longer sold on regular delivery', () => {
    expect(deliveryBill({ ...base, product: { ...sesamin, saleStatus: 'stopped' } })).toEqual({
      ok: false,
      code: 'unavailable',
    })
    expect(deliveryBill({ ...base, product: { ...sesamin, regularPrice: null } }).ok).toBe(false)
  })
})

describe('settings and the retry schedule', () => {
  it('reads the retry days and clamps the lead', () => {
    expect(parseRetryDays('4, 1,2')).toEqual([1, 2, 4])
    expect(parseRetryDays('1,x')).toBe(DEFAULT_PAYMENT_RETRY_DAYS)
    expect(parseRetryDays('')).toBe(DEFAULT_PAYMENT_RETRY_DAYS)
    expect(clampLeadDays(10)).toBe(6)
    expect(clampLeadDays(0)).toBe(1)
    expect(clampLeadDays(null)).toBe(6)
  })

  it('retries a declined card 1, 2 and 4 days after the failure, then stops; a held one daily', () => {
    const days = [1, 2, 4]
    expect(nextAttemptAt('payment-failed', 1, '2027-09-04', '2027-09-04', days)).toEqual(
      startOfJapanDay('2027-09-05'),
    )
    expect(nextAttemptAt('payment-failed', 2, '2027-09-04', '2027-09-05', days)).toEqual(
      startOfJapanDay('2027-09-06'),
    )
    expect(nextAttemptAt('payment-failed', 3, '2027-09-04', '2027-09-06', days)).toEqual(
      startOfJapanDay('2027-09-08'),
    )
    expect(nextAttemptAt('payment-failed', 4, '2027-09-04', '2027-09-08', days)).toBeNull()
    expect(nextAttemptAt('held', 7, '2027-09-01', '2027-09-08', days)).toEqual(startOfJapanDay('2027-09-09'))
    expect(startOfJapanDay('2027-09-05').toISOString()).toBe('2027-09-04T15:00:00.000Z')
  })
})

describe('mails', () => {
  it('links the member to the card change of the course', () => {
    const mail = paymentFailedMail({
      to: 'a@example.jp',
      name: '森野 花子',
      regularOrderNumber: 'R270304-123456-1',
      sequence: 3,
      deliveryDate: '2027-04-10',
      siteUrl: 'https://shop.example.jp',
    })
    expect(mail.text).toContain(
      'https://shop.example.jp/mypage/payment-method-change/?regularOrderNumber=R270304-123456-1',
    )
  })

  it('tells staff the course number and product only', () => {
    const mail = heldMail({
      to: 'desk@example.jp',
      regularOrderNumber: 'R270304-123456-1',
      sequence: 3,
      deliveryDate: '2027-04-10',
      productCode: 'sesamin',
      reason: '在庫切れ',
    })
    expect(mail.text).toContain('R270304-123456-1')
    expect(mail.text).not.toMatch(/@|様/)
  })
})
