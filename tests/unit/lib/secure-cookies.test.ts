import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/log', () => ({ logger: { error: vi.fn() } }))

async function load(siteUrl: string) {
  vi.resetModules()
  vi.doMock('@/lib/config/env', () => ({ env: { SITE_URL: siteUrl } }))
  return import('@/lib/http/cookies')
}

afterEach(() => vi.doUnmock('@/lib/config/env'))

describe('Secure on the shop cookies (ADR 021)', () => {
  it('is added to every cookie when SITE_URL is https', async () => {
    const { setCookieSafely, secureCookies } = await load('https://shop.example')
    expect(secureCookies).toBe(true)
    const jar = { set: vi.fn() }
    setCookieSafely(jar, 'link_key', 'abc', { path: '/', httpOnly: true })
    expect(jar.set).toHaveBeenCalledWith('link_key', 'abc', { path: '/', httpOnly: true, secure: true })
  })

  it('is left off on http (the demo on localhost), and a caller that decided keeps its choice', async () => {
    const { setCookieSafely, secureCookies } = await load('http://localhost:3000')
    expect(secureCookies).toBe(false)
    const jar = { set: vi.fn() }
    setCookieSafely(jar, 'link_key', 'abc', { path: '/' })
    expect(jar.set).toHaveBeenCalledWith('link_key', 'abc', { path: '/' })
  })
})
