/**
 * Every environment setting the shop reads, parsed once. Other modules import `env`, never `process.env`,
 * so a missing or malformed setting fails here with a clear message instead of deep inside a request.
 */
import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { SHOP_NAME } from '@/shop/site/shop-name'

import { readOrCreateInstallSecret } from './install-secret'
import { decideStartup } from './startup-rules'

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** Unset (or empty) stays undefined, so a default can depend on NODE_ENV. */
const optionalBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'))

/** An empty value (`LINE_ISSUER=` in a .env file, a blank CI variable) means unset rather than invalid. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
const optionalUrl = z
  .union([z.literal(''), z.url()])
  .optional()
  .transform((v) => v || undefined)

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL only: the most connections the pool opens per process (ADR 039: on two cores 10 beat 20 — fewer
   * transactions contend for the same stock rows and the CPU; raise it with more cores).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  SQLITE_FILE: z.string().default('data/shop.db'),
  /** Uploaded media files (local disk); each database of its own (tests, e2e) keeps its own folder. */
  MEDIA_DIR: z.string().default('data/media'),
  PAYLOAD_SECRET: z.string().optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${SHOP_NAME} <shop@example.jp>`),
  /** Sandbox services on or off; default on in development and test, off in production (ADR 025). */
  SANDBOX: optionalBool,
  /** Production with SANDBOX=true refuses to start without this (the one-command demo sets it). */
  ALLOW_SANDBOX_IN_PRODUCTION: bool,
  /** Retired (ADR 025): production refuses to start while it is still set. */
  ENABLE_SANDBOX_IN_PRODUCTION: bool,
  GTM_CONTAINER_ID: z.string().optional(),
  /**
   * The shop's own measurement (issue 28, docs/adr/065): `off` stops the beacon and makes the collector store nothing
   * (the dashboards keep what was measured). Raw events are kept ANALYTICS_RETENTION_DAYS days; rollups for good.
   */
  ANALYTICS: z.enum(['on', 'off'], { error: 'ANALYTICS は on か off です' }).default('on'),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  PREVIEW_SECRET: z.string().optional(),
  /** Leading zero bits the bot check asks for (ADR 011); unset means the service's default. */
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(24).optional(),
  /**
   * OpenID Connect providers for LINE login and the group single sign-on (docs/adr/014-line-and-group-sign-in.md).
   * Unset issuers mean the app's own sandbox providers when the sandbox is on, and no such sign-in otherwise.
   */
  LINE_ISSUER: optionalUrl,
  LINE_CLIENT_ID: optionalText,
  LINE_CLIENT_SECRET: optionalText,
  GROUP_SSO_ISSUER: optionalUrl,
  GROUP_SSO_CLIENT_ID: optionalText,
  GROUP_SSO_CLIENT_SECRET: optionalText,
  /**
   * The payment provider for cards and app payments (docs/adr/018-payments-and-card-sandbox.md). Unset URL means
   * the in-process card sandbox when the sandbox is on (listening on CARD_SANDBOX_PORT, its own origin), and no
   * card or app payments otherwise.
   */
  CARD_PROVIDER_URL: optionalUrl,
  CARD_PROVIDER_MERCHANT_ID: optionalText,
  CARD_PROVIDER_SECRET: optionalText,
  /** Rakuten Pay (EXTERNAL_SETTLEMENT); unset URL means the card sandbox, as above. */
  RAKUTEN_PAY_URL: optionalUrl,
  RAKUTEN_PAY_MERCHANT_ID: optionalText,
  RAKUTEN_PAY_SECRET: optionalText,
  /**
   * How many reverse proxies in front of the shop append to X-Forwarded-For (docs/adr/021). 0, the default: the
   * socket's peer is the client and X-Forwarded-For is ignored.
   */
  TRUSTED_PROXY_HOPS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 0))
    .pipe(z.number().int().min(0).max(10)),
  /** The port the shop's server (src/server/serve.ts) listens on; HOST the interface (all when unset). */
  PORT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 3000))
    .pipe(z.number().int().min(0).max(65535)),
  HOST: optionalText,
  /**
   * The card sandbox's port: 3190 by default (the demo), 0 picks a free port (tests, e2e, benches). A port in use
   * fails loudly: a process never uses another process's sandbox (ADR 025).
   */
  CARD_SANDBOX_PORT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 3190))
    .pipe(z.number().int().min(0).max(65535)),
})

const parsed = schema.parse(process.env)

const startup = decideStartup({
  nodeEnv: parsed.NODE_ENV,
  building: process.env.NEXT_PHASE === 'phase-production-build',
  payloadSecret: parsed.PAYLOAD_SECRET,
  sandbox: parsed.SANDBOX,
  allowSandboxInProduction: parsed.ALLOW_SANDBOX_IN_PRODUCTION,
  legacyEnableSandboxInProduction: parsed.ENABLE_SANDBOX_IN_PRODUCTION,
  sqliteFile: parsed.SQLITE_FILE,
})
if (!startup.ok) throw new Error(`Refusing to start: ${startup.refusal}`)

const secret = startup.secret
let secretValue: string | undefined
/** Read on first use, so a process that never signs anything (a unit test, a script) never creates the file. */
function payloadSecret(): string {
  secretValue ??=
    secret.source === 'env'
      ? secret.secret
      : secret.source === 'install-file'
        ? readOrCreateInstallSecret(secret.path)
        : randomBytes(32).toString('base64url')
  return secretValue
}

export const env = {
  ...parsed,
  isProduction: parsed.NODE_ENV === 'production',
  usesPostgres: Boolean(parsed.DATABASE_URL && /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL)),
  logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'development' ? 'trace' : 'info'),
  /**
   * PAYLOAD_SECRET, else the install's own generated secret (development, test, the demo), else (the build) a
   * random one of this process. A real production server without PAYLOAD_SECRET never gets here (startup-rules.ts).
   */
  get payloadSecret(): string {
    return payloadSecret()
  },
  /** Where the secret came from (never the secret itself). */
  payloadSecretSource: secret.source,
  /**
   * Sandbox routes (/sandbox/mailbox and the fake external services): on by default in development and test; in
   * production only with SANDBOX=true and ALLOW_SANDBOX_IN_PRODUCTION=true (the one-command demo). Their pages
   * answer loopback clients and signed-in admins only (src/cms/sandbox-access.ts).
   */
  sandboxEnabled: startup.sandboxEnabled,
} as const
