import { describe, expect, it } from 'vitest'

import {
  clientAddressFrom,
  isLoopbackAddress,
  normalizeAddress,
  UNKNOWN_CLIENT,
} from '@/lib/http/client-address'

describe('clientAddressFrom (one client-address rule, ADR 021)', () => {
  it('without trusted proxies is the socket peer, whatever X-Forwarded-For says', () => {
    for (const forwardedFor of [
      undefined,
      '203.0.113.9',
      '1.1.1.1, 2.2.2.2',
      'garbage',
      ['9.9.9.9', '8.8.8.8'],
    ])
      expect(clientAddressFrom({ socketAddress: '198.51.100.7', forwardedFor, trustedHops: 0 })).toBe(
        '198.51.100.7',
      )
  })

  it('with one trusted proxy is the last X-Forwarded-For hop (what that proxy saw), never one further left', () => {
    const at = (forwardedFor: string | string[] | undefined) =>
      clientAddressFrom({ socketAddress: '10.0.0.2', forwardedFor, trustedHops: 1 })
    expect(at('203.0.113.9')).toBe('203.0.113.9')
    // The client wrote 1.2.3.4 itself; the proxy appended the address it saw.
    expect(at('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9')
    expect(at(['1.2.3.4', '203.0.113.9'])).toBe('203.0.113.9')
    // Not through the proxy at all: the peer is the client.
    expect(at(undefined)).toBe('10.0.0.2')
  })

  it('with two trusted proxies is the second hop from the right', () => {
    expect(
      clientAddressFrom({
        socketAddress: '10.0.0.2',
        forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.1',
        trustedHops: 2,
      }),
    ).toBe('203.0.113.9')
  })

  it('is unknown without a socket peer, or when the trusted hop is not an address', () => {
    expect(clientAddressFrom({ socketAddress: undefined, forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe(
      UNKNOWN_CLIENT,
    )
    expect(
      clientAddressFrom({ socketAddress: '10.0.0.2', forwardedFor: 'x, nonsense', trustedHops: 1 }),
    ).toBe(UNKNOWN_CLIENT)
  })

  it('normalises IPv6 and ports, and refuses what is not an address', () => {
    expect(normalizeAddress(' [2001:DB8::1]:443 ')).toBe('2001:db8::1')
    expect(normalizeAddress('192.0.2.1:8080')).toBe('192.0.2.1')
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1')
    expect(normalizeAddress('<script>')).toBeUndefined()
    expect(normalizeAddress('')).toBeUndefined()
  })
})

describe('isLoopbackAddress', () => {
  it('is 127.0.0.0/8, ::1 and IPv4-mapped loopback only', () => {
    for (const ip of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:ffff:127.0.0.2'])
      expect(isLoopbackAddress(ip), ip).toBe(true)
    for (const ip of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', 'unknown', undefined, 'localhost'])
      expect(isLoopbackAddress(ip), String(ip)).toBe(false)
  })
})
