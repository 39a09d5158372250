/**
 * The two settings that decide whether this process may run at all (docs/adr/025-safe-demo-mode.md), as one pure
 * rule so it can be tested without a process: is the sandbox on, and where the app secret (PAYLOAD_SECRET: Payload's
 * sessions, the signed shop cookies, the one-time-password and bot-check keys) comes from.
 *
 * - The sandbox (mailbox, card and OIDC sandboxes) is on by default in development and test, off in production.
 *   `SANDBOX=true|false` overrides that default. In production `SANDBOX=true` also needs
 *   `ALLOW_SANDBOX_IN_PRODUCTION=true` (the one-command demo sets both), else the process refuses to start.
 * - The secret is `PAYLOAD_SECRET` when set. Unset, development, test and the allowed production demo use a secret
 *   generated once per install (crypto random, in `.payload-secret` beside the SQLite file, mode 0600); a real
 *   production server (sandbox off) refuses to start. The old published demo constant is refused in production.
 * - `next build` signs nothing: it never refuses and gets a random secret of its own process.
 */
import path from 'node:path'

/** The constant every demo used to sign with (public in the repository's history): never accepted in production. */
export const OLD_DEMO_SECRET = 'demo-secret-not-for-production-use-0123456789'

export const INSTALL_SECRET_FILE = '.payload-secret'

export interface StartupInput {
  nodeEnv: 'development' | 'production' | 'test'
  /** Next's build phase (NEXT_PHASE=phase-production-build). */
  building: boolean
  payloadSecret: string | undefined
  /** SANDBOX as given: undefined when unset. */
  sandbox: boolean | undefined
  allowSandboxInProduction: boolean
  /** The retired switch; when still set, the process says what replaced it instead of guessing. */
  legacyEnableSandboxInProduction: boolean
  sqliteFile: string
}

export type SecretSource =
  | { source: 'env'; secret: string }
  /** Read (or created on first start) at this path. */
  | { source: 'install-file'; path: string }
  /** A random secret of this build process: nothing the build renders is signed. */
  | { source: 'build' }

export type StartupDecision =
  { ok: true; sandboxEnabled: boolean; secret: SecretSource } | { ok: false; refusal: string }

export const installSecretPath = (sqliteFile: string) =>
  path.join(path.dirname(sqliteFile), INSTALL_SECRET_FILE)

export function decideStartup(input: StartupInput): StartupDecision {
  const production = input.nodeEnv === 'production'
  const sandboxEnabled = input.sandbox ?? !production
  const secret = input.payloadSecret?.trim() || undefined
  const refuse = (refusal: string): StartupDecision => ({ ok: false, refusal })

  if (input.building)
    return { ok: true, sandboxEnabled, secret: secret ? { source: 'env', secret } : { source: 'build' } }

  if (production) {
    if (input.legacyEnableSandboxInProduction)
      return refuse(
        'ENABLE_SANDBOX_IN_PRODUCTION is no longer read: a demo sets SANDBOX=true and ALLOW_SANDBOX_IN_PRODUCTION=true, a real shop sets neither',
      )
    if (sandboxEnabled && !input.allowSandboxInProduction)
      return refuse(
        'SANDBOX=true in production needs ALLOW_SANDBOX_IN_PRODUCTION=true (demo only: the sandbox mailbox and fake payment/sign-in providers would run)',
      )
    if (secret === OLD_DEMO_SECRET)
      return refuse(
        'PAYLOAD_SECRET is the old published demo secret: set a random one (e.g. `openssl rand -base64 32`)',
      )
    if (!secret && !sandboxEnabled)
      return refuse(
        'PAYLOAD_SECRET must be set in production (a random value of at least 32 characters, e.g. `openssl rand -base64 32`)',
      )
  }
  return {
    ok: true,
    sandboxEnabled,
    secret: secret
      ? { source: 'env', secret }
      : { source: 'install-file', path: installSecretPath(input.sqliteFile) },
  }
}
