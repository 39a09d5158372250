import { describe, expect, it } from 'vitest'

import { isLoopbackAddress } from '@/lib/http/client-address'
import { isLoopbackClient } from '@/lib/http/client-ip'

describe('loopback clients (ADR 025)', () => {
  it('knows 127.0.0.0/8, ::1 and IPv4-mapped 127.x', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.254',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.9',
    ])
      expect(isLoopbackAddress(address), address).toBe(true)
  })

  it('refuses everything else, look-alikes included', () => {
    for (const address of [
      '',
      'unknown',
      'localhost',
      '10.0.0.1',
      '192.168.1.1',
      '203.0.113.7',
      '128.0.0.1',
      '127.0.0',
      '127.0.0.1.example.jp',
      '127.0.0.256',
      '::ffff:10.0.0.1',
      '::2',
      'fe80::1',
    ])
      expect(isLoopbackAddress(address), address).toBe(false)
    expect(isLoopbackAddress(null)).toBe(false)
    expect(isLoopbackAddress(undefined)).toBe(false)
  })

  it('reads the client address the way the rate limits do (clientIp)', () => {
    const from = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
    expect(isLoopbackClient(from({ 'x-forwarded-for': '127.0.0.1' }))).toBe(true)
    expect(isLoopbackClient(from({ 'x-forwarded-for': '203.0.113.7' }))).toBe(false)
    expect(isLoopbackClient(from({}))).toBe(false)
  })
})
