/**
 * The database store behind every rate limit and the bot-check replay cache (docs/adr/022): one table,
 * `rate_limits` (key text primary key, points integer, expire bigint milliseconds since the epoch or null), made by
 * the `rate_limits` migrations of both adapters. Shared by every instance on the database and kept across restarts.
 *
 * Every write is ONE statement, `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`, so the database counts and
 * answers atomically on SQLite (one writer) and PostgreSQL (the conflicting row is locked): a parallel burst can
 * never read a stale count. rate-limiter-flexible's own SQL stores do not fit: RateLimiterSQLite speaks only to
 * sqlite3/better-sqlite3 (not libsql), RateLimiterPostgres only to PostgreSQL, and RateLimiterDrizzle loads
 * `drizzle-orm` by a computed dynamic import, which does not resolve here (npm nests drizzle-orm under
 * @payloadcms/*) and which a bundler cannot follow. So this is a RateLimiterStoreAbstract of our
 * own on Payload's drizzle connection: the library keeps the rules (consume, penalty, block…), we keep the SQL.
 *
 * Expired rows are harmless (the upsert restarts them, reads skip them) and are deleted in bounded batches, at
 * most once a minute per process, by the write that finds the minute passed.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'
// The base class is exported by the package's types but not by its index (rate-limiter-flexible.d.ts).
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'

import { logger } from '@/lib/log'

import { type Row, runSql, type Statement } from './raw-sql'

/** How the store reaches Payload: lazily, so a limit can be declared at module load, before Payload exists. */
export type PayloadSource = () => Promise<Payload>

/**
 * The process's Payload (get-payload.ts), imported on first use: get-payload loads the whole config, whose
 * collections' hooks use the limits, so a static import would be a cycle.
 */
export const shopPayload: PayloadSource = async () => (await import('./get-payload')).getShopPayload()

export const RATE_LIMIT_TABLE = 'rate_limits'

const run = (payload: Payload, statement: Statement) => runSql(payload, statement)

const table = sql.identifier(RATE_LIMIT_TABLE)
/** PostgreSQL gives bigint as a string. */
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

interface StoredCount {
  points: number
  expire: number | null
}

const stored = (row: Row): StoredCount => ({
  points: Number(row.points),
  expire: numberOrNull(row.expire),
})

/** Expired rows deleted per clean-up, and how often a process cleans up. */
export const CLEANUP_BATCH = 500
const CLEANUP_EVERY_MS = 60_000
let nextCleanupAt = 0

/** Deletes at most `max` rows expired before `nowMs`; the number deleted. */
export async function deleteExpiredRateLimits(
  payload: Payload,
  nowMs = Date.now(),
  max = CLEANUP_BATCH,
): Promise<number> {
  const rows = await run(
    payload,
    sql`DELETE FROM ${table} WHERE ${sql.identifier('key')} IN (SELECT ${sql.identifier('key')} FROM ${table}
      WHERE expire IS NOT NULL AND expire < ${nowMs} LIMIT ${max}) RETURNING ${sql.identifier('key')}`,
  )
  return rows.length
}

async function cleanUpNowAndThen(payload: Payload, nowMs: number): Promise<void> {
  if (nowMs < nextCleanupAt) return
  nextCleanupAt = nowMs + CLEANUP_EVERY_MS
  try {
    const deleted = await deleteExpiredRateLimits(payload, nowMs)
    if (deleted > 0) logger.debug('rate limits: expired rows deleted', { deleted })
  } catch (error) {
    logger.warn('rate limits: clean-up failed', {
      err: error instanceof Error ? error.message : String(error),
    })
  }
}

/**
 * Adds `points` to the key's count in one statement and answers the new count and expiry. A missing or expired
 * row starts again at `points` with a new expiry; `force` sets the count and expiry outright (block/set).
 */
export async function addPoints(
  payload: Payload,
  key: string,
  points: number,
  msDuration: number,
  force = false,
  nowMs = Date.now(),
): Promise<StoredCount> {
  const expire = msDuration > 0 ? nowMs + msDuration : null
  const expired = sql`(${table}.expire IS NOT NULL AND ${table}.expire <= ${nowMs})`
  const update = force
    ? sql`points = excluded.points, expire = excluded.expire`
    : sql`points = CASE WHEN ${expired} THEN excluded.points ELSE ${table}.points + excluded.points END,
        expire = CASE WHEN ${expired} THEN excluded.expire ELSE ${table}.expire END`
  const rows = await run(
    payload,
    sql`INSERT INTO ${table} (${sql.identifier('key')}, points, expire) VALUES (${key}, ${points}, ${expire})
      ON CONFLICT (${sql.identifier('key')}) DO UPDATE SET ${update} RETURNING points, expire`,
  )
  const row = rows[0]
  if (!row) throw new Error('rate limits: the upsert returned no row')
  await cleanUpNowAndThen(payload, nowMs)
  return stored(row)
}

/** The key's live count, or null when it has none (or it expired). */
export async function currentPoints(
  payload: Payload,
  key: string,
  nowMs = Date.now(),
): Promise<StoredCount | null> {
  const rows = await run(
    payload,
    sql`SELECT points, expire FROM ${table} WHERE ${sql.identifier('key')} = ${key}
      AND (expire IS NULL OR expire > ${nowMs})`,
  )
  return rows[0] ? stored(rows[0]) : null
}

/** Forgets the key; true when it had a row. */
export async function deletePoints(payload: Payload, key: string): Promise<boolean> {
  const rows = await run(
    payload,
    sql`DELETE FROM ${table} WHERE ${sql.identifier('key')} = ${key} RETURNING ${sql.identifier('key')}`,
  )
  return rows.length > 0
}

/**
 * Stores `key` until `expiresAtMs` unless it is already stored and not yet expired, in one statement. True when
 * this call stored it: of concurrent callers with the same key exactly one gets true (the bot-check replay cache).
 */
export async function insertIfAbsent(
  payload: Payload,
  key: string,
  expiresAtMs: number,
  nowMs = Date.now(),
): Promise<boolean> {
  const rows = await run(
    payload,
    sql`INSERT INTO ${table} (${sql.identifier('key')}, points, expire) VALUES (${key}, 1, ${expiresAtMs})
      ON CONFLICT (${sql.identifier('key')}) DO UPDATE SET points = 1, expire = excluded.expire
      WHERE ${table}.expire IS NOT NULL AND ${table}.expire <= ${nowMs}
      RETURNING ${sql.identifier('key')}`,
  )
  await cleanUpNowAndThen(payload, Date.now())
  return rows.length === 1
}

/** Deletes `key` only while it still expires at `expiresAtMs` (a lease's holder releasing its own lease). */
export async function deleteIfExpiresAt(
  payload: Payload,
  key: string,
  expiresAtMs: number,
): Promise<boolean> {
  const rows = await run(
    payload,
    sql`DELETE FROM ${table} WHERE ${sql.identifier('key')} = ${key} AND expire = ${expiresAtMs}
      RETURNING ${sql.identifier('key')}`,
  )
  return rows.length > 0
}

type StoreOptions = ConstructorParameters<typeof RateLimiterStoreAbstract>[0]

/**
 * rate-limiter-flexible's store contract on the `rate_limits` table: `consume`, `penalty`, `get`, `delete`,
 * `block` of the library, counted by the database. Keys arrive prefixed (`keyPrefix:key`).
 */
export class RateLimiterDatabase extends RateLimiterStoreAbstract {
  private readonly payloadOf: PayloadSource

  constructor(opts: Omit<StoreOptions, 'storeClient'> & { payload: PayloadSource }) {
    const { payload, ...rest } = opts
    super({ ...rest, storeClient: payload })
    this.payloadOf = payload
  }

  async _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<StoredCount> {
    return addPoints(await this.payloadOf(), rlKey, points, msDuration, forceExpire)
  }

  async _get(rlKey: string): Promise<StoredCount | null> {
    return currentPoints(await this.payloadOf(), rlKey)
  }

  async _delete(rlKey: string): Promise<boolean> {
    return deletePoints(await this.payloadOf(), rlKey)
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredCount): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - result.points, 0),
      result.expire === null ? -1 : Math.max(result.expire - Date.now(), 0),
      result.points,
      result.points === changedPoints,
    )
  }
}
