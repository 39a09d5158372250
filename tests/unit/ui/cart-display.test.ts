import { describe, expect, it } from 'vitest'

import { cartBadgeText, cartLinkLabel } from '@/ui/format/cart-display'

describe('cartBadgeText', () => {
  it('hides the badge for an empty cart', () => {
    expect(cartBadgeText(0)).toBeNull()
    expect(cartBadgeText(-1)).toBeNull()
    expect(cartBadgeText(Number.NaN)).toBeNull()
  })

  it('shows the count, capped at 99+', () => {
    expect(cartBadgeText(3)).toBe('3')
    expect(cartBadgeText(99)).toBe('99')
    expect(cartBadgeText(120)).toBe('99+')
  })
})

describe('cartLinkLabel', () => {
  it('names the link with the number of items', () => {
    expect(cartLinkLabel(3)).toBe('カート（3点）')
    expect(cartLinkLabel(0)).toBe('カート（0点）')
    expect(cartLinkLabel(120)).toBe('カート（120点）')
  })
})
