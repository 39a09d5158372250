/**
 * Member passwords are hashed with argon2id (hash-wasm: WebAssembly, no native build), OWASP parameters:
 * 19 MiB memory, 2 iterations, parallelism 1. The encoded PHC string carries its own parameters and salt, so
 * stronger parameters later still verify old hashes.
 */
import { randomBytes } from 'node:crypto'

import { argon2Verify, argon2id } from 'hash-wasm'

export const ARGON2_PARAMS = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 } as const

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMS, outputType: 'encoded' })
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded })
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined

/**
 * Verifies against a throwaway hash when no member has the email, so an unknown email costs the same time as
 * a wrong password (no account enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'))
  await verifyPassword(password, await dummy)
  return false
}
