/**
 * Every environment setting the shop reads, parsed once. Other modules import `env`, never `process.env`,
 * so a missing or malformed setting fails here with a clear message instead of deep inside a request.
 */
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

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
  SQLITE_FILE: z.string().default('data/shop.db'),
  /** Uploaded media files (local disk); each database of its own (tests, e2e) keeps its own folder. */
  MEDIA_DIR: z.string().default('data/media'),
  PAYLOAD_SECRET: z.string().optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ウェルネスの森 オンラインショップ <shop@example.jp>'),
  SANDBOX: bool,
  ENABLE_SANDBOX_IN_PRODUCTION: bool,
  GTM_CONTAINER_ID: z.string().optional(),
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
  /** 0 picks a free port (tests). */
  CARD_SANDBOX_PORT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 3190))
    .pipe(z.number().int().min(0).max(65535)),
})

const parsed = schema.parse(process.env)

export const env = {
  ...parsed,
  isProduction: parsed.NODE_ENV === 'production',
  usesPostgres: Boolean(parsed.DATABASE_URL && /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL)),
  logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'development' ? 'trace' : 'info'),
  payloadSecret:
    parsed.PAYLOAD_SECRET ??
    // The build never signs anything, and sandbox/demo runs use a fixed demo secret; a real production server
    // refuses to start without one.
    (parsed.NODE_ENV === 'production' &&
    !parsed.SANDBOX &&
    process.env.NEXT_PHASE !== 'phase-production-build'
      ? missing('PAYLOAD_SECRET')
      : 'demo-secret-not-for-production-use-0123456789'),
  /**
   * Sandbox routes (/sandbox/mailbox and the fake external services) are on by default in development and
   * test, and in production only when explicitly enabled (the one-command demo enables them).
   */
  sandboxEnabled: parsed.NODE_ENV !== 'production' || parsed.SANDBOX || parsed.ENABLE_SANDBOX_IN_PRODUCTION,
} as const

function missing(name: string): never {
  throw new Error(`Environment variable ${name} must be set in production`)
}
