import { describe, expect, it } from 'vitest'

import { isPrefetchRequest } from '@/lib/http/prefetch'

describe('prefetch requests', () => {
  it('recognises the router prefetch and the browser speculation headers', () => {
    expect(isPrefetchRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ 'next-router-segment-prefetch': '/_tree' }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ purpose: 'prefetch' }))).toBe(true)
  })

  it('treats navigations, including client-side ones, as the shopper choosing', () => {
    expect(isPrefetchRequest(new Headers({ rsc: '1' }))).toBe(false)
    expect(isPrefetchRequest(new Headers())).toBe(false)
  })
})
