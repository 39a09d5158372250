import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkHealth, healthStatus } from '@/shop/site/health'

const now = () => new Date('2026-11-24T00:00:00Z')
const withCount = (count: () => Promise<unknown>) => ({ count }) as unknown as Payload

describe('checkHealth', () => {
  it('is ok (200) when the database answers', async () => {
    const health = await checkHealth(
      withCount(async () => ({ totalDocs: 3 })),
      { now },
    )
    expect(health).toEqual({ status: 'ok', database: 'ok', time: '2026-11-24T00:00:00.000Z' })
    expect(healthStatus(health)).toBe(200)
  })

  it('is degraded (503) when the query fails', async () => {
    const health = await checkHealth(
      withCount(() => Promise.reject(new Error('SQLITE_IOERR'))),
      { now },
    )
    expect(health).toMatchObject({ status: 'degraded', database: 'error' })
    expect(healthStatus(health)).toBe(503)
  })

  it('is degraded when the database cannot even be opened', async () => {
    const health = await checkHealth(Promise.reject(new Error('SQLITE_CANTOPEN')), { now })
    expect(healthStatus(health)).toBe(503)
  })

  it('is degraded when the database does not answer in time', async () => {
    const health = await checkHealth(
      withCount(() => new Promise(() => undefined)),
      { now, timeoutMs: 10 },
    )
    expect(healthStatus(health)).toBe(503)
  })
})
