/**
 * The measurement tables (issue 28 §1, docs/adr/065-first-party-measurement.md; made by the `analytics` migrations):
 * - `analytics_events`: append-only, one row per event (src/shop/analytics/stored-event.ts), kept EVENTS_KEPT_DAYS;
 * - `analytics_daily`: per Japan day, kind, key (the path, product, step, keyword or campaign) and A/B variant, the
 *   events and distinct visitors of that day; kept for good;
 * - `analytics_campaign_visitors`: each visitor once per campaign and variant, so a campaign's unique visitors over
 *   its whole life are exact after its raw events are gone.
 * This module is their only reader and writer. A day's rollup is rebuilt whole in one transaction (delete, then
 * insert from the raw rows), so a rerun gives the same rows and a reader never sees half a day.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import type { StoredEvent } from '@/shop/analytics/stored-event'

import { numberOf, runSql } from '../raw-sql'

/** Rows per INSERT: under SQLite's 32,766 bound parameters (11 a row) and PostgreSQL's 65,535. */
const INSERT_CHUNK = 500

export async function insertEvents(payload: Payload, events: readonly StoredEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    const values = events
      .slice(i, i + INSERT_CHUNK)
      .map(
        (e) =>
          sql`(${e.at}, ${e.day}, ${e.visitor}, ${e.kind}, ${e.path}, ${e.product}, ${e.campaign}, ${e.variant}, ${e.step}, ${e.keyword}, ${e.results})`,
      )
    await runSql(
      payload,
      sql`INSERT INTO analytics_events (at, day, visitor, kind, path, product, campaign, variant, step, keyword, results) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
}

/** The key a kind is rolled up by (page views by path, product events by product…); '' when the kind has none. */
const ROLLUP_KEY = sql`CASE kind
  WHEN 'page_view' THEN path
  WHEN 'product_view' THEN coalesce(product, '')
  WHEN 'add_to_cart' THEN coalesce(product, '')
  WHEN 'checkout_step' THEN coalesce(step, '')
  WHEN 'search' THEN coalesce(keyword, '')
  ELSE coalesce(campaign, '') END`

/** Kinds of rows the rollup writes besides one per event kind. */
export const ROLLUP_ALL = 'all'
export const ROLLUP_SEARCH_ZERO = 'search_zero'

/** Rebuilds `day`'s rollup from its raw events; the number of rollup rows written. */
export async function rollUpDay(payload: Payload, day: string): Promise<number> {
  return withTransaction(payload, async (tx) => {
    const run = (statement: ReturnType<typeof sql>) => runSql(payload, statement, tx.db)
    await run(sql`DELETE FROM analytics_daily WHERE day = ${day}`)
    await run(sql`INSERT INTO analytics_daily (day, kind, key, variant, events, visitors)
      SELECT day, kind, ${ROLLUP_KEY}, coalesce(variant, ''), count(*), count(DISTINCT visitor)
      FROM analytics_events WHERE day = ${day}
      GROUP BY day, kind, ${ROLLUP_KEY}, coalesce(variant, '')`)
    await run(sql`INSERT INTO analytics_daily (day, kind, key, variant, events, visitors)
      SELECT day, ${sql.raw(`'${ROLLUP_SEARCH_ZERO}'`)}, keyword, '', count(*), count(DISTINCT visitor)
      FROM analytics_events WHERE day = ${day} AND kind = 'search' AND results = 0 AND keyword IS NOT NULL
      GROUP BY day, keyword`)
    await run(sql`INSERT INTO analytics_daily (day, kind, key, variant, events, visitors)
      SELECT day, ${sql.raw(`'${ROLLUP_ALL}'`)}, '', '', sum(CASE WHEN kind = 'page_view' THEN 1 ELSE 0 END), count(DISTINCT visitor)
      FROM analytics_events WHERE day = ${day} GROUP BY day`)
    await run(sql`INSERT INTO analytics_campaign_visitors (campaign, variant, visitor, first_day)
      SELECT campaign, coalesce(variant, ''), visitor, min(day)
      FROM analytics_events WHERE day = ${day} AND kind = 'campaign_view' AND campaign IS NOT NULL
      GROUP BY campaign, coalesce(variant, ''), visitor
      ON CONFLICT (campaign, variant, visitor) DO NOTHING`)
    const [row] = await run(sql`SELECT count(*) AS n FROM analytics_daily WHERE day = ${day}`)
    return numberOf(row?.n)
  })
}

/** Days that have raw events and no rollup yet (a day the job missed), oldest first. */
export async function daysWithoutRollup(payload: Payload): Promise<string[]> {
  const rows = await runSql(
    payload,
    sql`SELECT DISTINCT day FROM analytics_events
      WHERE day NOT IN (SELECT day FROM analytics_daily WHERE kind = ${ROLLUP_ALL}) ORDER BY day`,
  )
  return rows.map((r) => String(r.day))
}

/** Deletes raw events of days before `day` (their rollups stay); the number deleted. */
export async function purgeEventsBefore(payload: Payload, day: string): Promise<number> {
  const [row] = await runSql(payload, sql`SELECT count(*) AS n FROM analytics_events WHERE day < ${day}`)
  const n = numberOf(row?.n)
  if (n > 0) await runSql(payload, sql`DELETE FROM analytics_events WHERE day < ${day}`)
  return n
}

export interface DailyRow {
  day: string
  kind: string
  key: string
  variant: string
  events: number
  visitors: number
}

const dailyRow = (r: Record<string, unknown>): DailyRow => ({
  day: String(r.day),
  kind: String(r.kind),
  key: String(r.key),
  variant: String(r.variant),
  events: numberOf(r.events),
  visitors: numberOf(r.visitors),
})

/** Rollup rows of `kinds` from `from` to `to` (Japan days, inclusive). */
export async function dailyRows(
  payload: Payload,
  kinds: readonly string[],
  from: string,
  to: string,
): Promise<DailyRow[]> {
  const rows = await runSql(
    payload,
    sql`SELECT day, kind, key, variant, events, visitors FROM analytics_daily
      WHERE kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) AND day >= ${from} AND day <= ${to}`,
  )
  return rows.map(dailyRow)
}

/** Per kind and key (and variant), the sums over `from`..`to`: events, and visitors summed over the days. */
export async function totalsByKey(
  payload: Payload,
  kinds: readonly string[],
  from: string,
  to: string,
): Promise<Omit<DailyRow, 'day'>[]> {
  const rows = await runSql(
    payload,
    sql`SELECT kind, key, variant, sum(events) AS events, sum(visitors) AS visitors FROM analytics_daily
      WHERE kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) AND day >= ${from} AND day <= ${to}
      GROUP BY kind, key, variant`,
  )
  return rows.map((r) => {
    const { day: _day, ...rest } = dailyRow({ ...r, day: '' })
    return rest
  })
}

/** Each campaign's distinct visitors per variant ('' for a campaign shown without a test), over its whole life. */
export async function campaignVisitors(
  payload: Payload,
): Promise<{ campaign: string; variant: string; visitors: number }[]> {
  const rows = await runSql(
    payload,
    sql`SELECT campaign, variant, count(*) AS visitors FROM analytics_campaign_visitors GROUP BY campaign, variant`,
  )
  return rows.map((r) => ({
    campaign: String(r.campaign),
    variant: String(r.variant),
    visitors: numberOf(r.visitors),
  }))
}
