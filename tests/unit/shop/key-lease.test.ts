import { describe, expect, it } from 'vitest'

import { type LeaseStore, releaseLease, takeLease } from '@/shop/auth/key-lease'

/** The store's contract in memory: a key is held until its expiry; give deletes only the holder's own. */
function memoryStore() {
  const held = new Map<string, number>()
  const store: LeaseStore = {
    take: async (key, expiresAtMs, nowMs) => {
      const until = held.get(key)
      if (until !== undefined && until > nowMs) return false
      held.set(key, expiresAtMs)
      return true
    },
    give: async (key, expiresAtMs) => {
      if (held.get(key) === expiresAtMs) held.delete(key)
    },
  }
  return { store, held }
}

/** A clock that moves only when someone sleeps. */
function fakeTime(start = 1_000_000) {
  let now = start
  const sleeps: number[] = []
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    },
    advance: (ms: number) => (now += ms),
    sleeps,
  }
}

const TIMING = { holdMs: 20_000, waitMs: 25_000, pollMs: 40 }

describe('takeLease', () => {
  it('gives a free key at once, held until now + holdMs', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    const lease = await takeLease('a', TIMING, { store, now: time.now, sleep: time.sleep })
    expect(lease).toEqual({ key: 'a', expiresAtMs: 1_000_000 + 20_000 })
    expect(time.sleeps).toEqual([])
  })

  it('makes a second caller wait until the first releases, then gives it the key', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    const first = await takeLease('a', TIMING, { store, now: time.now, sleep: time.sleep })
    let polls = 0
    const second = await takeLease('a', TIMING, {
      store,
      now: time.now,
      random: () => 0.5,
      sleep: async (ms) => {
        await time.sleep(ms)
        if (++polls === 3) await releaseLease(first!, store)
      },
    })
    expect(polls).toBe(3)
    expect(time.sleeps).toEqual([40, 40, 40])
    expect(second).toEqual({ key: 'a', expiresAtMs: time.now() + 20_000 })
  })

  it('does not make callers of other keys wait', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    await takeLease('a', TIMING, { store, now: time.now, sleep: time.sleep })
    expect(await takeLease('b', TIMING, { store, now: time.now, sleep: time.sleep })).not.toBeNull()
    expect(time.sleeps).toEqual([])
  })

  it('takes a lease whose holder never released it once it has expired', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    await takeLease('a', { ...TIMING, holdMs: 1_000 }, { store, now: time.now, sleep: time.sleep })
    const second = await takeLease('a', TIMING, {
      store,
      now: time.now,
      sleep: time.sleep,
      random: () => 0.5,
    })
    expect(second).not.toBeNull()
    expect(time.now() - 1_000_000).toBeGreaterThanOrEqual(1_000)
  })

  it('goes on without the key (null) once waitMs has passed', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    await takeLease('a', { ...TIMING, holdMs: 60_000 }, { store, now: time.now, sleep: time.sleep })
    const second = await takeLease('a', TIMING, {
      store,
      now: time.now,
      sleep: time.sleep,
      random: () => 0.5,
    })
    expect(second).toBeNull()
    expect(time.now() - 1_000_000).toBeGreaterThanOrEqual(25_000)
    expect(time.now() - 1_000_000).toBeLessThan(25_000 + 40)
  })

  it('jitters each pause between half and one and a half poll intervals', async () => {
    const { store } = memoryStore()
    const time = fakeTime()
    await takeLease('a', { ...TIMING, holdMs: 60_000 }, { store, now: time.now, sleep: time.sleep })
    const draws = [0, 0.999]
    await takeLease(
      'a',
      { ...TIMING, waitMs: 70 },
      {
        store,
        now: time.now,
        sleep: time.sleep,
        random: () => draws.shift() ?? 0.5,
      },
    )
    expect(time.sleeps[0]).toBe(20)
    expect(time.sleeps[1]).toBeCloseTo(59.96)
  })
})

describe('releaseLease', () => {
  it('does not release the next holder’s lease when the first one’s had run out', async () => {
    const { store, held } = memoryStore()
    const time = fakeTime()
    const first = await takeLease(
      'a',
      { ...TIMING, holdMs: 1_000 },
      { store, now: time.now, sleep: time.sleep },
    )
    time.advance(2_000)
    const second = await takeLease('a', TIMING, { store, now: time.now, sleep: time.sleep })
    await releaseLease(first!, store)
    expect(held.get('a')).toBe(second!.expiresAtMs)
    await releaseLease(second!, store)
    expect(held.has('a')).toBe(false)
  })
})
