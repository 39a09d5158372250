/**
 * A lease on a key that every instance sees (ADR 064): of callers asking for the same key, one holds it at a
 * time; the others wait, polling, until it is released or its time runs out. Used to run one staff login per
 * account at a time, because Payload's login reads the account's session list before it checks the password
 * and writes the whole list back after it, so two logins of one account at once keep only one session
 * (the other browser is signed out on its first request).
 *
 * The store is the shared `rate_limits` table (src/cms/rate-limit-store.ts): `take` stores the key until its
 * expiry only when it is free (one statement), `give` deletes it only while it still carries that expiry, so a
 * holder whose lease ran out never releases the next holder's.
 */
export interface LeaseStore {
  /** Stores `key` until `expiresAtMs` when it is free or expired; true when this call stored it. */
  take(key: string, expiresAtMs: number, nowMs: number): Promise<boolean>
  /** Deletes `key` while it still expires at `expiresAtMs`. */
  give(key: string, expiresAtMs: number): Promise<void>
}

export interface LeaseTiming {
  /** How long a lease lasts if its holder never releases it (a crashed process). */
  holdMs: number
  /** How long a caller waits for a held key before going on without it. */
  waitMs: number
  /** Pause between tries, before jitter. */
  pollMs: number
}

export const STAFF_LOGIN_LEASE: LeaseTiming = { holdMs: 20_000, waitMs: 25_000, pollMs: 40 }

export interface Lease {
  key: string
  expiresAtMs: number
}

export interface LeaseDeps {
  store: LeaseStore
  now: () => number
  sleep: (ms: number) => Promise<void>
  random?: () => number
}

/**
 * Waits for the key's lease and answers it, or null when `waitMs` passed with the key still held (the caller
 * goes on unserialised rather than refusing a person's login; the holder's lease expires within `holdMs`).
 */
export async function takeLease(key: string, timing: LeaseTiming, deps: LeaseDeps): Promise<Lease | null> {
  const random = deps.random ?? Math.random
  const giveUpAt = deps.now() + timing.waitMs
  for (;;) {
    const now = deps.now()
    const expiresAtMs = now + timing.holdMs
    if (await deps.store.take(key, expiresAtMs, now)) return { key, expiresAtMs }
    if (deps.now() >= giveUpAt) return null
    // Jitter, so waiters that started together do not all ask again at the same moment.
    await deps.sleep(timing.pollMs * (0.5 + random()))
  }
}

export async function releaseLease(lease: Lease, store: LeaseStore): Promise<void> {
  await store.give(lease.key, lease.expiresAtMs)
}
