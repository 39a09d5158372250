import { describe, expect, it } from 'vitest'

import { compareVariants, normalCdf, sampleSizePerVariant } from '@/shop/analytics/ab-significance'

describe('normal CDF', () => {
  it('matches the table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6)
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5)
  })
})

describe('two-proportion z-test (issue 28 §2)', () => {
  it('finds 10 % → 13 % on 1,000 visitors each significant (z ≈ 2.10, p ≈ 0.036)', () => {
    const verdict = compareVariants(
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 130 },
    )
    expect(verdict.kind).toBe('tested')
    if (verdict.kind !== 'tested') return
    expect(verdict.difference).toBeCloseTo(0.03, 10)
    expect(verdict.relativeLift).toBeCloseTo(0.3, 10)
    expect(verdict.z).toBeCloseTo(2.1027, 3)
    expect(verdict.pValue).toBeCloseTo(0.0355, 3)
    expect(verdict.significant).toBe(true)
    expect(verdict.stillNeeded).toBe(0)
  })

  it('is not significant on 200 visitors each, and says how many more are needed', () => {
    const verdict = compareVariants({ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 26 })
    expect(verdict.kind).toBe('tested')
    if (verdict.kind !== 'tested') return
    expect(verdict.significant).toBe(false)
    expect(verdict.pValue).toBeGreaterThan(0.05)
    expect(verdict.neededPerVariant).toBe(sampleSizePerVariant(0.1, 0.13))
    expect(verdict.stillNeeded).toBe((verdict.neededPerVariant ?? 0) - 200)
  })

  it('needs about 1,770 visitors per variant to detect 10 % → 13 % with 80 % power', () => {
    const n = sampleSizePerVariant(0.1, 0.13)
    expect(n).toBeGreaterThanOrEqual(1765)
    expect(n).toBeLessThanOrEqual(1780)
    expect(sampleSizePerVariant(0.1, 0.1)).toBeNull()
  })

  it('gives no p-value while a variant has fewer than 5 conversions or non-conversions', () => {
    expect(
      compareVariants({ visitors: 100, conversions: 4 }, { visitors: 100, conversions: 20 }),
    ).toMatchObject({
      kind: 'too-few',
    })
    expect(
      compareVariants({ visitors: 10, conversions: 8 }, { visitors: 100, conversions: 20 }),
    ).toMatchObject({
      kind: 'too-few',
    })
  })

  it('treats equal rates as no difference', () => {
    const verdict = compareVariants({ visitors: 500, conversions: 50 }, { visitors: 500, conversions: 50 })
    expect(verdict).toMatchObject({ kind: 'tested', z: 0, significant: false, neededPerVariant: null })
  })
})
