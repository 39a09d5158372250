import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { SEALED_COOKIE_MAX_AGE_SECONDS, seal, sealedCookieOptions, unseal } from '@/shop/oidc/sealed-cookie'

const SECRET = 'unit-secret-0123456789abcdef'
const schema = z.object({ state: z.string(), returnTo: z.string() })
const value = { state: 'st-123', returnTo: '/cart/' }
const at = (iso: string) => new Date(iso)

describe('sealed cookies', () => {
  it('round-trip a value; the sealed text is cookie-safe and does not show the value', async () => {
    const sealed = await seal(value, { purpose: 'oidc_line_flow', secret: SECRET })
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('st-123')
    expect(await unseal(sealed, schema, { purpose: 'oidc_line_flow', secret: SECRET })).toEqual(value)
  })

  it('seal the same value differently each time (random IV)', async () => {
    const options = { purpose: 'p', secret: SECRET }
    expect(await seal(value, options)).not.toBe(await seal(value, options))
  })

  it('refuse tampered, truncated, foreign and empty values', async () => {
    const options = { purpose: 'oidc_line_flow', secret: SECRET }
    const sealed = await seal(value, options)
    const body = sealed.slice(3)
    const flipped = `v1.${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}`
    expect(await unseal(flipped, schema, options)).toBeNull()
    expect(await unseal(sealed.slice(0, -4), schema, options)).toBeNull()
    expect(await unseal(`v2.${body}`, schema, options)).toBeNull()
    expect(await unseal('v1.', schema, options)).toBeNull()
    expect(await unseal('not sealed at all', schema, options)).toBeNull()
    expect(await unseal(null, schema, options)).toBeNull()
    expect(await unseal(undefined, schema, options)).toBeNull()
  })

  it('refuse a value sealed under another secret or for another purpose', async () => {
    const sealed = await seal(value, { purpose: 'line_pending', secret: SECRET })
    expect(await unseal(sealed, schema, { purpose: 'line_pending', secret: `${SECRET}x` })).toBeNull()
    expect(await unseal(sealed, schema, { purpose: 'group_pending', secret: SECRET })).toBeNull()
  })

  it('expire after ten minutes, whatever the browser kept', async () => {
    const sealed = await seal(value, { purpose: 'p', secret: SECRET, now: at('2026-04-01T10:00:00Z') })
    const open = (iso: string) => unseal(sealed, schema, { purpose: 'p', secret: SECRET, now: at(iso) })
    expect(await open('2026-04-01T10:09:59Z')).toEqual(value)
    expect(await open('2026-04-01T10:10:00Z')).toBeNull()
    expect(SEALED_COOKIE_MAX_AGE_SECONDS).toBe(600)
  })

  it('refuse a value that no longer fits the schema', async () => {
    const sealed = await seal({ state: 1 }, { purpose: 'p', secret: SECRET })
    expect(await unseal(sealed, schema, { purpose: 'p', secret: SECRET })).toBeNull()
  })

  it('are HttpOnly, Lax, ten minutes, and Secure over https', () => {
    expect(sealedCookieOptions('https://shop.example.jp', '/api/')).toEqual({
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 600,
    })
    expect(sealedCookieOptions('http://localhost:3000').secure).toBe(false)
  })
})
