import { describe, expect, it } from 'vitest'

import { landingRewrite } from '@/shop/campaigns/landing-route'

const q = (s: string) => new URLSearchParams(s)

describe('campaign landing routes', () => {
  it('serves a promotion campaign from its cached variant, keeping the visitor’s assignment', () => {
    expect(landingRewrite('/campaign/shopping/', q('promotionId=winter2026&key=ad1'), 'test')).toEqual({
      pathname: '/campaign/lp/shopping/winter2026/test/',
      assign: null,
    })
    expect(landingRewrite('/campaign/apply/', q('promotionId=sample-1'), 'control')).toEqual({
      pathname: '/campaign/lp/apply/sample-1/control/',
      assign: null,
    })
  })

  it('leaves an apply URL that names a sample to the application form', () => {
    expect(
      landingRewrite('/campaign/apply/', q('promotionId=sample-1&productCode=sesamin'), 'control'),
    ).toBeNull()
    // A shopping URL names its product as spec §7 writes it (productcode): that is the order form.
    expect(
      landingRewrite('/campaign/shopping/', q('promotionId=w&productcode=sesamin'), 'control'),
    ).toBeNull()
    expect(
      landingRewrite('/campaign/shopping/', q('promotionId=w&productCode=sesamin'), 'control')?.pathname,
    ).toBe('/campaign/lp/shopping/w/control/')
  })

  it('assigns a new visitor once', () => {
    expect(landingRewrite('/campaign/shopping/', q('promotionId=w'), undefined, () => 0.9)).toEqual({
      pathname: '/campaign/lp/shopping/w/test/',
      assign: 'test',
    })
    expect(landingRewrite('/campaign/shopping/', q('promotionId=w'), 'bogus', () => 0.1)).toEqual({
      pathname: '/campaign/lp/shopping/w/control/',
      assign: 'control',
    })
  })

  it('addresses birthday and continuation campaigns by year', () => {
    expect(landingRewrite('/campaign/birthday/2026/introduction/', q(''), 'control')?.pathname).toBe(
      '/campaign/lp/birthday/2026/control/',
    )
    expect(landingRewrite('/campaign/continuation/2027/introduction/', q(''), 'test')?.pathname).toBe(
      '/campaign/lp/continuation/2027/test/',
    )
  })

  it('sends a dated preview to the uncached preview page', () => {
    expect(landingRewrite('/campaign/shopping/', q('promotionId=w&preview=tok'), 'test')).toEqual({
      pathname: '/campaign/preview/shopping/w/',
      assign: null,
    })
  })

  it('names no campaign for a missing or malformed promotionId or year', () => {
    expect(landingRewrite('/campaign/shopping/', q(''), 'test')).toBeNull()
    expect(landingRewrite('/campaign/shopping/', q('promotionId=a/b'), 'test')).toBeNull()
    expect(landingRewrite('/campaign/birthday/26/introduction/', q(''), 'test')).toBeNull()
    expect(landingRewrite('/campaign/end/', q('promotionId=w'), 'test')).toBeNull()
  })
})
