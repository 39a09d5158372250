/**
 * Challenges already used, kept until they expire (ADR 011). The shop keeps them in the database (ADR 022: one
 * atomic insert-if-absent on the `rate_limits` table), so a replay is refused by every instance and after a
 * restart; the memory cache is for unit tests.
 */
import { insertIfAbsent, type PayloadSource, shopPayload } from '@/cms/rate-limit-store'

export interface ReplayCache {
  /** True the first time a challenge is seen; false for a replay (of concurrent calls, exactly one is true). */
  markUsed(id: string, expiresAtMs: number, nowMs: number): boolean | Promise<boolean>
}

/** Used challenges in the database of the given Payload (the shop's by default), until they expire. */
export function createDatabaseReplayCache(payload: PayloadSource = shopPayload): ReplayCache {
  return {
    async markUsed(id, expiresAtMs, nowMs) {
      return insertIfAbsent(await payload(), `bot-check-used:${id}`, expiresAtMs, nowMs)
    },
  }
}

export function createMemoryReplayCache(maxEntries = 50_000): ReplayCache {
  const used = new Map<string, number>()
  const prune = (nowMs: number) => {
    for (const [id, exp] of used) if (exp <= nowMs) used.delete(id)
    // Entries only get here with a solved proof of work, so this is a safety net, not the normal path:
    // the oldest go first, and an expired challenge is refused by its expiry anyway.
    for (const id of used.keys()) {
      if (used.size < maxEntries) break
      used.delete(id)
    }
  }
  return {
    markUsed(id, expiresAtMs, nowMs) {
      const seen = used.get(id)
      if (seen !== undefined && seen > nowMs) return false
      if (used.size >= maxEntries || used.size % 1000 === 0) prune(nowMs)
      used.set(id, expiresAtMs)
      return true
    },
  }
}
