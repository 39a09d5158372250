import { describe, expect, it } from 'vitest'

import { mergeCartLines } from '@/shop/cart/cart-merge'
import type { CartLineRecord } from '@/shop/cart/cart-rules'
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '@/shop/cart/limits'

const line = (productCode: string, quantity: number, cycleType: '0' | '1' = '0'): CartLineRecord => ({
  productCode,
  cycleType,
  quantity,
  addedAt: '2026-01-01T00:00:00.000Z',
})

describe('guest cart merge at sign-in', () => {
  it('adds up the same product and purchase method, keeps others apart', () => {
    const merged = mergeCartLines([line('a', 2), line('a', 1, '1')], [line('a', 3), line('b', 1)])
    expect(merged.map((l) => [l.productCode, l.cycleType, l.quantity])).toEqual([
      ['a', '0', 5],
      ['a', '1', 1],
      ['b', '0', 1],
    ])
  })
  it('caps a line at the line limit', () => {
    const merged = mergeCartLines([line('a', 15)], [line('a', 15)])
    expect(merged[0]?.quantity).toBe(CART_LINE_MAX_QUANTITY)
  })
  it('drops guest lines that do not fit in a full cart, and never changes its inputs', () => {
    const member = Array.from({ length: CART_MAX_LINES }, (_, i) => line(`m${i}`, 1))
    const guest = [line('m0', 1), line('new', 1)]
    const merged = mergeCartLines(member, guest)
    expect(merged).toHaveLength(CART_MAX_LINES)
    expect(merged[0]?.quantity).toBe(2)
    expect(merged.some((l) => l.productCode === 'new')).toBe(false)
    expect(member[0]?.quantity).toBe(1)
  })
  it('an empty member cart takes the guest lines', () => {
    expect(mergeCartLines([], [line('a', 2)])).toEqual([line('a', 2)])
  })
})
