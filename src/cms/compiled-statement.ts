/**
 * Write statements of the order hot path compiled ONCE (docs/adr/039-one-sqlite-writer-and-order-latency.md):
 * drizzle builds the SQL text with `sql.placeholder(…)` parameters the first time, and every later run only fills
 * the placeholders (drizzle's `fillPlaceholders`, which still applies each column's encoder) and hands text and
 * values to the driver — drizzle's query building was the largest share of an order's CPU after libsql itself.
 * Same code on both databases:
 *
 * - SQLite: the libsql client of the transaction's connection (or of the main one), whose connection keeps the
 *   compiled statement too (src/cms/sqlite-client.ts);
 * - PostgreSQL: the transaction's pool client (or the pool), as a NAMED statement (`shop_` + a hash of its text),
 *   which node-postgres parses once per connection.
 *
 * Rows come back as arrays in the order of the statement's RETURNING list. Only for statements whose values need
 * no read transform (ids, counts); the callers convert numbers with `Number` (PostgreSQL's numeric is a string).
 */
import { createHash } from 'node:crypto'

import { fillPlaceholders } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { InTransaction } from './guarded-update'

interface Built {
  toSQL(): { sql: string; params: unknown[] }
}

export interface CompiledStatement {
  sql: string
  params: unknown[]
  /** PostgreSQL's name for it (unique per text). */
  name: string
}

interface LibsqlLike {
  execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: ArrayLike<unknown>[] }>
}
interface PgLike {
  query(config: {
    name: string
    text: string
    values: unknown[]
    rowMode: 'array'
  }): Promise<{ rows: unknown[][] }>
}
interface AdapterLike {
  name: string
  drizzle: unknown
  client?: LibsqlLike
  pool?: PgLike
}

const compiledByAdapter = new WeakMap<object, Map<string, CompiledStatement>>()

/**
 * The statement `key` names, built by `build(db)` on first use (with the adapter's main drizzle instance, which
 * only renders it). `key` must change whenever the built text would: it is the cache key.
 */
export function compiledStatement(
  payload: Payload,
  key: string,
  build: (db: unknown) => Built,
): CompiledStatement {
  const adapter = payload.db as unknown as AdapterLike
  let compiled = compiledByAdapter.get(adapter)
  if (!compiled) {
    compiled = new Map()
    compiledByAdapter.set(adapter, compiled)
  }
  let statement = compiled.get(key)
  if (!statement) {
    const { sql, params } = build(adapter.drizzle).toSQL()
    const name = `shop_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`
    statement = { sql, params, name }
    compiled.set(key, statement)
  }
  return statement
}

/** Runs a compiled statement in `tx` (or on its own, autocommitted): its rows as arrays. */
export async function runCompiled(
  payload: Payload,
  statement: CompiledStatement,
  values: Record<string, unknown>,
  tx?: InTransaction,
): Promise<unknown[][]> {
  const adapter = payload.db as unknown as AdapterLike
  const args = fillPlaceholders(statement.params, values)
  if (adapter.name === 'sqlite') {
    const client = tx ? (tx.db as { $client: LibsqlLike }).$client : adapter.client
    if (!client) throw new Error('compiled statement: SQLite adapter without a client')
    const { rows } = await client.execute({ sql: statement.sql, args })
    return rows.map((row) => Array.prototype.slice.call(row) as unknown[])
  }
  const client = tx ? (tx.db as { session: { client: PgLike } }).session.client : adapter.pool
  if (!client) throw new Error('compiled statement: PostgreSQL adapter without a pool')
  const { rows } = await client.query({
    name: statement.name,
    text: statement.sql,
    values: args,
    rowMode: 'array',
  })
  return rows
}
