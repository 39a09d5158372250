import { describe, expect, it } from 'vitest'

import { cardImageLoading } from '@/ui/catalogue/card-image-loading'

describe('cardImageLoading', () => {
  it('preloads the first two cards of a grid whose first row is in the first screen, loads the row at once', () => {
    expect([0, 1, 2, 3, 4, 11].map((i) => cardImageLoading(i, true))).toEqual([
      'lcp',
      'lcp',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
  })

  it('loads every card of a grid further down lazily', () => {
    expect([0, 1, 2, 3, 4].map((i) => cardImageLoading(i, false))).toEqual([
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ])
  })
})
