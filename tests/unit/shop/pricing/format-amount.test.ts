import { describe, expect, it } from 'vitest'

import { formatPoints, formatYen, taxIncluded } from '@/shop/pricing/format-amount'

describe('format-amount', () => {
  it('groups digits by three, without relying on the runtime locale', () => {
    expect(formatYen(0)).toBe('0円')
    expect(formatYen(999)).toBe('999円')
    expect(formatYen(1000)).toBe('1,000円')
    expect(formatYen(1234567)).toBe('1,234,567円')
    expect(formatYen(-13884)).toBe('-13,884円')
  })
  it('writes tax-included prices and points', () => {
    expect(taxIncluded(13884)).toBe('13,884円（税込）')
    expect(formatPoints(1200)).toBe('1,200pt')
  })
})
