/**
 * One raw SQL statement on Payload's database adapter, for the few stores outside Payload's collections (rate
 * limits, the measurement events and their rollups). Written with drizzle's `sql` tag, which both adapters accept:
 * SQLite's `run` and PostgreSQL's `execute` both answer `rows`. On SQLite a write on the main connection waits for its
 * turn of the one writer (src/cms/sqlite-client.ts); inside a transaction pass its drizzle handle (`tx.db`).
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export type Statement = ReturnType<typeof sql>
export type Row = Record<string, unknown>

interface ExecutingAdapter {
  drizzle: unknown
  execute(args: { drizzle: unknown; sql: Statement }): Promise<{ rows: Row[] }>
}

export async function runSql(payload: Payload, statement: Statement, drizzle?: unknown): Promise<Row[]> {
  const db = payload.db as unknown as ExecutingAdapter
  const result = await db.execute({ drizzle: drizzle ?? db.drizzle, sql: statement })
  return result.rows
}

/** Which adapter runs: the few statements whose spelling differs between the two are chosen by it. */
export const isPostgres = (payload: Payload): boolean => payload.db.name === 'postgres'

/** PostgreSQL answers bigint and count() as strings. */
export const numberOf = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value)
