/**
 * Challenges already used, kept until they expire (ADR 011). In memory, so it covers one server process; with
 * several instances a shared store (the database or Redis) would take its place behind the same interface.
 */
export interface ReplayCache {
  /** True the first time a challenge is seen; false for a replay. */
  markUsed(id: string, expiresAtMs: number, nowMs: number): boolean
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
