/**
 * Plain single-table reads on the adapter's Drizzle tables, for hot paths where Payload's `find` costs more in
 * query building than the query itself (order placement, docs/adr/017-orders-points-and-stock.md). Same code on
 * SQLite and PostgreSQL (both adapters expose `drizzle` and `tables`; src/cms/guarded-update.ts does the same
 * for writes). Hooks, access control and Payload's read transform are NOT applied: use only for columns whose
 * stored value is what the caller needs (numbers are normalised with `Number` — PostgreSQL's `numeric` comes
 * back as a string — and dates with `isoDate`, as Payload's read transform does).
 */
import type { Payload } from 'payload'

import type { InTransaction } from './guarded-update'

type Column = unknown
export type Table = Record<string, Column>

interface Query<Row> extends PromiseLike<Row[]> {
  prepare(name: string): Prepared<Row>
  where(condition: unknown): Query<Row>
  orderBy(...columns: unknown[]): Query<Row>
  limit(count: number): Query<Row>
  innerJoin(table: Table, on: unknown): Query<Row>
  leftJoin(table: Table, on: unknown): Query<Row>
}
interface SelectRunner {
  select<Row>(fields: Record<string, Column>): { from(table: Table): Query<Row> }
}
interface DrizzleAdapter {
  drizzle: SelectRunner
  tables: Record<string, Table | undefined>
}

/** The adapter's Drizzle table by its database name (`orders`, `carts_lines`…); throws when unknown. */
export function tableNamed(payload: Payload, name: string): Table {
  const table = (payload.db as unknown as DrizzleAdapter).tables[name]
  if (!table) throw new Error(`table read: no table ${name}`)
  return table
}

/** The columns of `table` by their Drizzle keys (a group's field is `group_field`); throws on an unknown key. */
export function columnsOf<K extends string>(table: Table, keys: readonly K[]): Record<K, Column> {
  const out = {} as Record<K, Column>
  for (const key of keys) {
    const column = table[key]
    if (!column) throw new Error(`table read: no column ${key}`)
    out[key] = column
  }
  return out
}

/** `select … from table` on the adapter's connection, or inside `tx` when given. */
export function selectFrom<Row>(
  payload: Payload,
  table: Table,
  fields: Record<string, Column>,
  tx?: InTransaction,
): Query<Row> {
  const runner = (tx?.db as SelectRunner | undefined) ?? (payload.db as unknown as DrizzleAdapter).drizzle
  return runner.select<Row>(fields).from(table)
}

/** A stored date as Payload returns it (ISO 8601, UTC): PostgreSQL gives `2026-11-23 06:45:54.123+00`. */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  return new Date(String(value)).toISOString()
}

/** A query built once per connection with `sql.placeholder(…)` parameters (drizzle's prepared query). */
export interface Prepared<Row> {
  execute(values: Record<string, unknown>): PromiseLike<Row[]>
}

const preparedCache = new WeakMap<object, Map<string, Prepared<unknown>>>()

/**
 * The prepared form of a hot read on the adapter's main connection, built (SQL text and all) on first use and
 * reused: drizzle's query building costs more CPU than these indexed reads. `key` names the query's shape (a
 * PostgreSQL prepared-statement name, so it must differ whenever the SQL differs); `build` makes it with
 * `sql.placeholder(…)` for every value. Same code on SQLite and PostgreSQL (`prepare(name).execute(values)`).
 */
export function preparedSelect<Row>(payload: Payload, key: string, build: () => Query<Row>): Prepared<Row> {
  const runner = (payload.db as unknown as DrizzleAdapter).drizzle
  let cache = preparedCache.get(runner)
  if (!cache) {
    cache = new Map()
    preparedCache.set(runner, cache)
  }
  let prepared = cache.get(key) as Prepared<Row> | undefined
  if (!prepared) {
    prepared = build().prepare(`shop_${key}`)
    cache.set(key, prepared as Prepared<unknown>)
  }
  return prepared
}
