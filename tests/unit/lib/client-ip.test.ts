import { afterEach, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'

async function load(isProduction: boolean) {
  vi.resetModules()
  vi.doMock('@/lib/config/env', () => ({ env: { isProduction } }))
  return import('@/lib/http/client-ip')
}

const request = (headers: Record<string, string>) => new Request('http://shop.test/api/x/', { headers })

afterEach(() => vi.doUnmock('@/lib/config/env'))

describe('clientIp', () => {
  it("reads the server's private header and nothing else when it is there", async () => {
    const { clientIp } = await load(true)
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '1.2.3.4' }))).toBe(
      '198.51.100.7',
    )
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: 'not-an-ip' }))).toBe('unknown')
  })

  it('without it, in production, trusts nothing the request carries (one shared bucket)', async () => {
    const { clientIp, isLoopbackClient } = await load(true)
    expect(clientIp(request({ 'x-forwarded-for': '127.0.0.1' }))).toBe('unknown')
    expect(isLoopbackClient(request({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }))).toBe(
      false,
    )
  })

  it('without it, in development and tests, is the last X-Forwarded-For hop', async () => {
    const { clientIp } = await load(false)
    expect(clientIp(request({ 'x-forwarded-for': '6.6.6.6, 10.1.0.7' }))).toBe('10.1.0.7')
    expect(clientIp(request({}))).toBe('unknown')
  })

  it('isLoopbackClient follows the same address', async () => {
    const { isLoopbackClient } = await load(true)
    expect(isLoopbackClient(request({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }))).toBe(true)
    expect(isLoopbackClient(request({ [CLIENT_ADDRESS_HEADER]: '::ffff:127.0.0.1' }))).toBe(true)
    expect(isLoopbackClient(request({ [CLIENT_ADDRESS_HEADER]: '::1' }))).toBe(true)
    expect(isLoopbackClient(request({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1' }))).toBe(false)
  })
})
