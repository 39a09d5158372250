/**
 * Raw reads for the dashboards' loaders on Payload's adapter (SQLite and PostgreSQL), through src/cms/raw-sql.ts.
 * The dialect-specific pieces are the Japan day and month (UTC+9, no daylight saving) of a stored date column, computed in the database so grouping by day stays one
 * GROUP BY (SQLite stores ISO strings, PostgreSQL timestamptz).
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { addDays } from '@/shop/calendar/japan-date'

import { isPostgres, numberOf, type Statement } from '../raw-sql'

export { isPostgres, type Row, runSql, type Statement } from '../raw-sql'

/**
 * The Japan calendar day of a date column, as cheap per-row expressions to group by — `day` and `late` (1 when the
 * Japan day is the day after `day`) — and `dayText`, which turns the grouped `day` into 'YYYY-MM-DD'. On SQLite the
 * column is an ISO string in UTC ('2026-11-28T15:30:00.000Z'): `day` is its UTC date and `late` says the hour is 15
 * or later (then it is already the next day in Japan, UTC+9, no daylight saving) — string slices, cheaper than
 * SQLite's date functions over 100,000 rows. On PostgreSQL (timestamptz) `day` is the Japan date itself (UTC + 9
 * hours as a date, cheaper than the time-zone lookup) and `late` is 0; `dayText` formats it after grouping. Turn a
 * row back into the day with `japanDayOfRow`.
 */
export function japanDaySql(
  payload: Payload,
  column: Statement,
): { day: Statement; late: Statement; dayText: (grouped: Statement) => Statement } {
  return isPostgres(payload)
    ? {
        day: sql`((${column} AT TIME ZONE 'UTC') + interval '9 hours')::date`,
        late: sql`0`,
        dayText: (grouped) => sql`to_char(${grouped}, 'YYYY-MM-DD')`,
      }
    : {
        day: sql`substr(${column}, 1, 10)`,
        late: sql`CASE WHEN substr(${column}, 12, 2) >= '15' THEN 1 ELSE 0 END`,
        dayText: (grouped) => grouped,
      }
}

export const japanDayOfRow = (day: unknown, late: unknown): string =>
  num(late) === 1 ? addDays(String(day), 1) : String(day)

/** 'YYYY-MM' in Japan of a date column (for a few thousand rows; dialect's own date functions). */
export function japanMonthSql(payload: Payload, column: Statement): Statement {
  return isPostgres(payload)
    ? sql`to_char(${column} AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM')`
    : sql`strftime('%Y-%m', ${column}, '+9 hours')`
}

/** A stored instant as the database compares it (ISO 8601 in UTC on both: SQLite text, PostgreSQL timestamptz). */
export const instantParam = (at: Date): string => at.toISOString()

/** PostgreSQL gives bigint and numeric as strings. */
export const num = numberOf

export { sql }
