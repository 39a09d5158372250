import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/log', () => ({ logger: { error: vi.fn() } }))

import { logger } from '@/lib/log'
import { InvalidCookieValueError, setCookieSafely } from '@/lib/http/cookies'

describe('setCookieSafely', () => {
  it('sets a valid value', () => {
    const jar = { set: vi.fn() }
    setCookieSafely(jar, 'link_key', 'abc-123', { path: '/' })
    expect(jar.set).toHaveBeenCalledWith('link_key', 'abc-123', { path: '/' })
  })

  it('logs and rethrows when the value has an invalid character (spec §8)', () => {
    const jar = { set: vi.fn() }
    expect(() => setCookieSafely(jar, 'link_key', 'a;b', {})).toThrow(InvalidCookieValueError)
    expect(jar.set).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalledWith(
      'cookie could not be set',
      expect.objectContaining({ cookieName: 'link_key' }),
    )
  })
})
