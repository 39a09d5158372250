import { describe, expect, it } from 'vitest'

import { cardImageLoading } from '@/ui/catalogue/card-image-loading'

describe('cardImageLoading', () => {
  it('preloads the first two cards of a grid in a phone’s first screen, loads the rest of the row at once', () => {
    expect([0, 1, 2, 3, 4, 11].map((i) => cardImageLoading(i, 'first-screen'))).toEqual([
      'lcp',
      'lcp',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
  })

  it('loads the first row of a grid in a wide screen’s first screen at once, preloading none', () => {
    expect([0, 1, 2, 3, 4, 11].map((i) => cardImageLoading(i, 'first-screen-wide'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
  })

  it('loads every card of a grid further down lazily', () => {
    expect([0, 1, 2, 3, 4].map((i) => cardImageLoading(i, 'below'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ])
  })
})
