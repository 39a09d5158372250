import { describe, expect, it } from 'vitest'

import { addMonthsClamped, japanDate } from '@/shop/calendar/japan-date'
import { nextDeliveryDate } from '@/shop/orders/delivery-dates'
import { ORDER_NUMBER_PATTERN, orderNumberFor } from '@/shop/orders/order-number'
import { canTransition, transitionError } from '@/shop/orders/order-status'
import { idempotencyHash } from '@/shop/orders/place-order'
import { pointsToEarn, resolvePointUse } from '@/shop/points/point-rules'

describe('order numbers', () => {
  it("are 'W' + yyMMdd in Japan time + '-' + 6 digits", () => {
    expect(orderNumberFor(new Date('2026-11-23T03:00:00Z'), () => 48213)).toBe('W261123-048213')
    // 15:30 UTC is already the next day in Japan.
    expect(orderNumberFor(new Date('2026-12-31T15:30:00Z'), () => 7)).toBe('W270101-000007')
    expect(orderNumberFor(new Date())).toMatch(ORDER_NUMBER_PATTERN)
    expect(() => orderNumberFor(new Date(), () => 1_000_000)).toThrow(RangeError)
  })

  it('japanDate is the calendar day in Japan', () => {
    expect(japanDate(new Date('2026-01-31T14:59:59Z'))).toBe('2026-01-31')
    expect(japanDate(new Date('2026-01-31T15:00:00Z'))).toBe('2026-02-01')
  })
})

describe('next delivery date', () => {
  it('adds the cycle in months, clamped to the end of the month', () => {
    expect(nextDeliveryDate('2026-01-15', '1')).toBe('2026-02-15')
    expect(nextDeliveryDate('2026-01-31', '1')).toBe('2026-02-28')
    expect(nextDeliveryDate('2028-01-31', '1')).toBe('2028-02-29')
    expect(nextDeliveryDate('2026-01-31', '2')).toBe('2026-03-31')
    expect(nextDeliveryDate('2026-11-30', '3')).toBe('2027-02-28')
    expect(addMonthsClamped('2026-12-10', 1)).toBe('2027-01-10')
  })

  it('moves a date in the year-end closure to the first day after it', () => {
    expect(nextDeliveryDate('2026-11-30', '1')).toBe('2027-01-04')
    expect(nextDeliveryDate('2026-10-03', '3')).toBe('2027-01-04')
    expect(nextDeliveryDate('2026-11-28', '1')).toBe('2026-12-28')
  })

  it('rejects bad input', () => {
    expect(() => nextDeliveryDate('2026/01/01', '1')).toThrow(RangeError)
    expect(() => nextDeliveryDate('2026-01-01', '0' as never)).toThrow(RangeError)
  })
})

describe('points', () => {
  it("earn the member's rate in points per 100 yen of items excluding tax, rounded down; guests none", () => {
    expect(pointsToEarn(7300, 1)).toBe(73)
    expect(pointsToEarn(99, 1)).toBe(0)
    expect(pointsToEarn(7350, 3)).toBe(220)
    expect(pointsToEarn(7300, null)).toBe(0)
    expect(() => pointsToEarn(-1, 1)).toThrow(RangeError)
    expect(() => pointsToEarn(100, -1)).toThrow(RangeError)
    expect(() => pointsToEarn(100, 1.5)).toThrow(RangeError)
  })

  const base = { balance: 1000, payable: 600 }

  it("POINT_METHOD '0' uses none", () => {
    expect(resolvePointUse({ ...base, method: '0', number: '500' })).toEqual({ ok: true, points: 0 })
    expect(resolvePointUse({ ...base, method: undefined, number: undefined })).toEqual({
      ok: true,
      points: 0,
    })
  })

  it("'1' uses the whole balance, capped at the payable item amount", () => {
    expect(resolvePointUse({ ...base, method: '1', number: undefined })).toEqual({ ok: true, points: 600 })
    expect(resolvePointUse({ balance: 250, payable: 600, method: '1', number: '0' })).toEqual({
      ok: true,
      points: 250,
    })
    expect(resolvePointUse({ balance: 0, payable: 600, method: '1', number: '0' })).toEqual({
      ok: true,
      points: 0,
    })
  })

  it("'2' uses POINT_NUMBER: an integer ≥ 0, within the balance and the payable amount", () => {
    expect(resolvePointUse({ ...base, method: '2', number: '300' })).toEqual({ ok: true, points: 300 })
    expect(resolvePointUse({ ...base, method: '2', number: 0 })).toEqual({ ok: true, points: 0 })
    const over = resolvePointUse({ balance: 100, payable: 600, method: '2', number: '101' })
    expect(over).toEqual({
      ok: false,
      errors: { POINT_NUMBER: expect.stringContaining('保有ポイント（100pt）') },
    })
    const overPayable = resolvePointUse({ ...base, method: '2', number: '601' })
    expect(overPayable).toEqual({
      ok: false,
      errors: { POINT_NUMBER: expect.stringContaining('商品代金（600円）') },
    })
    for (const bad of ['-1', '1.5', 'abc', '１０']) {
      expect(resolvePointUse({ ...base, method: '2', number: bad })).toEqual({
        ok: false,
        errors: { POINT_NUMBER: expect.stringContaining('整数') },
      })
    }
    expect(resolvePointUse({ ...base, method: '2', number: ' ' })).toEqual({
      ok: false,
      errors: { POINT_NUMBER: '利用するポイント数を入力してください。' },
    })
  })

  it('guests cannot use points; an unknown method is refused', () => {
    expect(resolvePointUse({ balance: null, payable: 600, method: '1', number: undefined })).toEqual({
      ok: false,
      errors: { POINT_METHOD: expect.stringContaining('ログイン') },
    })
    expect(resolvePointUse({ ...base, method: '3', number: undefined })).toEqual({
      ok: false,
      errors: { POINT_METHOD: expect.any(String) },
    })
  })
})

describe('order status and keys', () => {
  it('allows only the documented transitions', () => {
    expect(canTransition('received', 'confirmed')).toBe(true)
    expect(canTransition('confirmed', 'shipped')).toBe(true)
    expect(canTransition('confirmed', 'cancelled')).toBe(true)
    expect(canTransition('shipped', 'cancelled')).toBe(false)
    expect(canTransition('cancelled', 'confirmed')).toBe(false)
    expect(transitionError('shipped', 'cancelled')).toBe(
      'ステータスを「出荷済み」から「キャンセル」に変更することはできません。',
    )
  })

  it('hashes the idempotency key per owner', () => {
    const key = '2b1f0a52-6d1e-4c55-9a55-0f1f0b2e9c11'
    expect(idempotencyHash('m:1', key)).toMatch(/^[0-9a-f]{64}$/)
    expect(idempotencyHash('m:1', key)).not.toBe(idempotencyHash('m:2', key))
  })
})
