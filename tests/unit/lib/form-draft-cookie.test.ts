import { describe, expect, it } from 'vitest'

import {
  clearDraftCookieLine,
  cookieFromHeader,
  draftCookieLine,
  openDraft,
  sealDraft,
} from '@/lib/http/form-draft-cookie'

const cookie = { name: 'test_draft', path: '/admin/returns', maxAgeSeconds: 900 }

describe('a form draft in a cookie', () => {
  it('opens what was sealed for the same purpose and secret only', () => {
    const sealed = sealDraft('return-form-draft', { note: '箱がつぶれていた' }, 'test-secret')!
    expect(openDraft('return-form-draft', sealed, 'test-secret')).toEqual({ note: '箱がつぶれていた' })
    expect(openDraft('support-form-draft', sealed, 'test-secret')).toBeNull()
    expect(openDraft('return-form-draft', sealed, 'other-secret')).toBeNull()
    expect(openDraft('return-form-draft', `x${sealed}`, 'test-secret')).toBeNull()
    expect(openDraft('return-form-draft', undefined, 'test-secret')).toBeNull()
  })

  it('carries a 1,000-character Japanese note within a cookie’s size, and no personal data in plain text', () => {
    const note = 'お客さまより、商品の外箱が破損していたとのご連絡。'.repeat(40).slice(0, 1000)
    const sealed = sealDraft('support-form-draft', { note }, 'test-secret')
    expect(sealed).not.toBeNull()
    expect(sealed!.length).toBeLessThan(4000)
    expect(/^[A-Za-z0-9_.-]+$/.test(sealed!)).toBe(true)
  })

  it('is not written when it would not fit in a cookie', () => {
    const noise = Array.from({ length: 6000 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000)))
    expect(sealDraft('support-form-draft', { note: noise.join('') }, 'test-secret')).toBeNull()
  })

  it('is set HttpOnly, SameSite=Lax, on the screen’s path, for its minutes; Secure on an https shop', () => {
    expect(draftCookieLine(cookie, 'v.s', false)).toBe(
      'test_draft=v.s; Path=/admin/returns; Max-Age=900; HttpOnly; SameSite=Lax',
    )
    expect(draftCookieLine(cookie, 'v.s', true)).toMatch(/; Secure$/)
    expect(clearDraftCookieLine(cookie, false)).toBe(
      'test_draft=; Path=/admin/returns; Max-Age=0; HttpOnly; SameSite=Lax',
    )
  })

  it('is read from the Cookie header by its name', () => {
    expect(cookieFromHeader('a=1; test_draft=v.s; b=2', 'test_draft')).toBe('v.s')
    expect(cookieFromHeader('xtest_draft=1', 'test_draft')).toBeUndefined()
    expect(cookieFromHeader(null, 'test_draft')).toBeUndefined()
  })
})
