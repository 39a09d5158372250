/**
 * The proof of work of the bot check (docs/adr/011-bot-check.md): find a nonce such that
 * SHA-256(challenge + nonce) starts with `difficulty` zero bits. Client-safe: only Web Crypto, which browsers and
 * Node both have, so the storefront, the server and the tests share one definition.
 */

/** Nonces are decimal strings, so the hashed text is the same on every platform. */
export const NONCE_PATTERN = /^\d{1,16}$/

/** Number of leading zero bits of a hash (0–256). */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

export function meetsDifficulty(hash: Uint8Array, difficulty: number): boolean {
  return leadingZeroBits(hash) >= difficulty
}

const encoder = new TextEncoder()

export async function powHash(challenge: string, nonce: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(challenge + nonce)))
}

export async function isValidNonce(challenge: string, nonce: string, difficulty: number): Promise<boolean> {
  if (!NONCE_PATTERN.test(nonce)) return false
  return meetsDifficulty(await powHash(challenge, nonce), difficulty)
}

export interface SolveOptions {
  /** Digests started together; Web Crypto runs them off the main thread, so batches keep it busy. */
  batchSize?: number
  /** Called between batches, e.g. to give a busy thread a turn. */
  pause?: () => Promise<void>
  signal?: AbortSignal
}

/** Tries nonces 0, 1, 2, … in batches until one meets the difficulty; returns it as a string. */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  options: SolveOptions = {},
): Promise<string> {
  const batchSize = options.batchSize ?? 256
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += batchSize) {
    options.signal?.throwIfAborted()
    const nonces = Array.from({ length: batchSize }, (_, i) => String(start + i))
    const hashes = await Promise.all(nonces.map((n) => powHash(challenge, n)))
    const found = hashes.findIndex((h) => meetsDifficulty(h, difficulty))
    if (found >= 0) return nonces[found]!
    await options.pause?.()
  }
  throw new Error('bot check: no nonce found')
}
