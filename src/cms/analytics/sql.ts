/**
 * Raw reads for the dashboards' loaders on Payload's adapter (SQLite and PostgreSQL), as src/cms/rate-limit-store.ts
 * runs them: `sql` from drizzle through `payload.db.execute`. `japanDaySql` is the one dialect-specific piece: the
 * Japan calendar day (UTC+9, no daylight saving) of a stored date column, computed in the database so grouping by
 * day stays one GROUP BY (SQLite stores ISO strings, PostgreSQL timestamptz).
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export type Statement = ReturnType<typeof sql>
export type Row = Record<string, unknown>
interface ExecutingAdapter {
  name?: string
  drizzle: unknown
  execute(args: { drizzle: unknown; sql: Statement }): Promise<{ rows: Row[] }>
}

export async function runSql(payload: Payload, statement: Statement): Promise<Row[]> {
  const db = payload.db as unknown as ExecutingAdapter
  const result = await db.execute({ drizzle: db.drizzle, sql: statement })
  return result.rows
}

export const isPostgres = (payload: Payload): boolean =>
  (payload.db as unknown as ExecutingAdapter).name === 'postgres'

/** 'YYYY-MM-DD' in Japan of the date column `column` (an sql.identifier or a qualified one). */
export function japanDaySql(payload: Payload, column: Statement): Statement {
  return isPostgres(payload)
    ? sql`to_char(${column} AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD')`
    : sql`strftime('%Y-%m-%d', ${column}, '+9 hours')`
}

/** A stored instant as the database compares it (ISO 8601 in UTC on both: SQLite text, PostgreSQL timestamptz). */
export const instantParam = (at: Date): string => at.toISOString()

/** PostgreSQL gives bigint and numeric as strings. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

export { sql }
