/**
 * Single-statement conditional updates that Payload's local API cannot express: its update-by-where reads the
 * matching ids first and writes them one by one, so two requests can both pass the condition. These helpers go
 * to the adapter's Drizzle table directly (same code on SQLite and PostgreSQL), so the condition is checked by
 * the database in the UPDATE itself. Each statement is built once per shape and then only run with its values
 * (src/cms/compiled-statement.ts, ADR 039).
 */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { compiledStatement, runCompiled } from './compiled-statement'

/** A transaction's drizzle handle (src/cms/transaction.ts `Transaction`); without one the update autocommits. */
export interface InTransaction {
  db: unknown
}

type Column = unknown
type Table = Record<string, Column>
/** A finished query: awaitable, or rendered (`toSQL`) for src/cms/compiled-statement.ts. */
type Returning = Promise<unknown[]> & { toSQL(): { sql: string; params: unknown[] } }
interface UpdateChain {
  set(values: Record<string, unknown>): {
    where(condition: unknown): { returning(fields: Record<string, Column>): Returning }
  }
}
interface DrizzleLike {
  update(table: Table): UpdateChain
}
interface DrizzleAdapter {
  drizzle: DrizzleLike
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
}

function tableOf(payload: Payload, slug: string): { db: DrizzleAdapter; table: Table } {
  const db = payload.db as unknown as DrizzleAdapter
  const name = db.tableNameMap.get(slug.replace(/-/g, '_')) ?? slug.replace(/-/g, '_')
  const table = db.tables[name]
  if (!table) throw new Error(`guarded update: no table for collection ${slug}`)
  return { db, table }
}

function runner(db: DrizzleAdapter, tx?: InTransaction): DrizzleLike {
  return (tx?.db as DrizzleLike | undefined) ?? db.drizzle
}

function columnOf(table: Table, field: string): Column {
  const column = table[field]
  if (!column) throw new Error(`guarded update: no column ${field}`)
  return column
}

/**
 * Sets `field` to `value` on the document only while the field is still empty. True when this call set it;
 * false when it was already set (or the document is gone): exactly one of concurrent callers wins.
 */
export async function setIfEmpty(
  payload: Payload,
  slug: string,
  id: number | string,
  field: string,
  value: string | number | boolean,
  tx?: InTransaction,
): Promise<boolean> {
  const statement = compiledStatement(payload, `set-if-empty:${slug}:${field}`, (db) => {
    const { table } = tableOf(payload, slug)
    const idColumn = columnOf(table, 'id')
    const target = columnOf(table, field)
    return (db as DrizzleLike)
      .update(table)
      .set({ [field]: sql.placeholder('value'), updatedAt: sql.placeholder('updatedAt') })
      .where(and(eq(idColumn as never, sql.placeholder('id')), isNull(target as never)))
      .returning({ id: idColumn })
  })
  const rows = await runCompiled(payload, statement, { id, value, updatedAt: new Date().toISOString() }, tx)
  return rows.length === 1
}

/**
 * Empties `field` on the document only while it is set and `valueField` is not below `limitField` (or the limit is
 * empty): a mark that clears only when the condition it marked is over, checked by the database on the row it
 * updates, so a concurrent fall below the limit keeps it. True when this call cleared it.
 */
export async function clearUnlessBelow(
  payload: Payload,
  slug: string,
  id: number | string,
  field: string,
  valueField: string,
  limitField: string,
  tx?: InTransaction,
): Promise<boolean> {
  const statement = compiledStatement(
    payload,
    `clear-unless-below:${slug}:${field}:${valueField}:${limitField}`,
    (db) => {
      const { table } = tableOf(payload, slug)
      const idColumn = columnOf(table, 'id')
      const target = columnOf(table, field)
      const value = columnOf(table, valueField)
      const limit = columnOf(table, limitField)
      return (db as DrizzleLike)
        .update(table)
        .set({ [field]: null, updatedAt: sql.placeholder('updatedAt') })
        .where(
          and(
            eq(idColumn as never, sql.placeholder('id')),
            isNotNull(target as never),
            or(isNull(limit as never), gte(value as never, limit as never)),
          ),
        )
        .returning({ id: idColumn })
    },
  )
  const rows = await runCompiled(payload, statement, { id, updatedAt: new Date().toISOString() }, tx)
  return rows.length === 1
}

function assertCount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`guarded update: amount must be a positive integer, got ${amount}`)
}

/**
 * `field = field - amount` on the row where `whereField = whereValue`, only while `field >= amount`: the value
 * never goes below zero however many callers race (the database checks the condition on the row it updates; on
 * PostgreSQL a waiting UPDATE re-checks it after the winner commits). Returns the new value, or null when the
 * row is missing or holds less than `amount`.
 */
export async function decrementIfAtLeast(
  payload: Payload,
  slug: string,
  whereField: string,
  whereValue: string | number,
  field: string,
  amount: number,
  tx?: InTransaction,
): Promise<number | null> {
  assertCount(amount)
  const statement = compiledStatement(payload, `decrement:${slug}:${whereField}:${field}`, (db) => {
    const { table } = tableOf(payload, slug)
    const key = columnOf(table, whereField)
    const target = columnOf(table, field)
    const by = sql.placeholder('amount')
    return (db as DrizzleLike)
      .update(table)
      .set({ [field]: sql`${target} - ${by}`, updatedAt: sql.placeholder('updatedAt') })
      .where(and(eq(key as never, sql.placeholder('where')), gte(target as never, by)))
      .returning({ value: target })
  })
  const rows = await runCompiled(
    payload,
    statement,
    { where: whereValue, amount, updatedAt: new Date().toISOString() },
    tx,
  )
  return rows.length === 1 ? Number(rows[0]![0]) : null
}

/** `field = coalesce(field, 0) + amount` on the row where `whereField = whereValue`; the new value, or null without a row. */
export async function increment(
  payload: Payload,
  slug: string,
  whereField: string,
  whereValue: string | number,
  field: string,
  amount: number,
  tx?: InTransaction,
): Promise<number | null> {
  assertCount(amount)
  const statement = compiledStatement(payload, `increment:${slug}:${whereField}:${field}`, (db) => {
    const { table } = tableOf(payload, slug)
    const key = columnOf(table, whereField)
    const target = columnOf(table, field)
    return (db as DrizzleLike)
      .update(table)
      .set({
        [field]: sql`coalesce(${target}, 0) + ${sql.placeholder('amount')}`,
        updatedAt: sql.placeholder('updatedAt'),
      })
      .where(eq(key as never, sql.placeholder('where')))
      .returning({ value: target })
  })
  const rows = await runCompiled(
    payload,
    statement,
    { where: whereValue, amount, updatedAt: new Date().toISOString() },
    tx,
  )
  return rows.length === 1 ? Number(rows[0]![0]) : null
}

/**
 * Sets `field` to `to` on the document only while it is one of `from`: a state change exactly one of
 * concurrent callers makes. True when this call changed it.
 */
export async function transitionIf(
  payload: Payload,
  slug: string,
  id: number | string,
  field: string,
  from: readonly string[],
  to: string,
  tx?: InTransaction,
): Promise<boolean> {
  const { db, table } = tableOf(payload, slug)
  const idColumn = columnOf(table, 'id')
  const target = columnOf(table, field)
  const rows = await runner(db, tx)
    .update(table)
    .set({ [field]: to, updatedAt: new Date().toISOString() })
    .where(and(eq(idColumn as never, id), inArray(target as never, [...from])))
    .returning({ id: idColumn })
  return rows.length === 1
}

interface DeleteChain {
  delete(table: Table): {
    where(condition: unknown): { returning(fields: Record<string, Column>): Returning }
  }
}

/**
 * Deletes the document's row (array rows go with it by their ON DELETE CASCADE keys). True when this call
 * deleted it: of concurrent callers exactly one does, so a cart can become at most one order.
 */
export async function deleteIfExists(
  payload: Payload,
  slug: string,
  id: number | string,
  tx?: InTransaction,
): Promise<boolean> {
  const statement = compiledStatement(payload, `delete:${slug}`, (db) => {
    const { table } = tableOf(payload, slug)
    const idColumn = columnOf(table, 'id')
    return (db as DeleteChain)
      .delete(table)
      .where(eq(idColumn as never, sql.placeholder('id')))
      .returning({ id: idColumn })
  })
  const rows = await runCompiled(payload, statement, { id }, tx)
  return rows.length === 1
}

/**
 * Sets columns of one row by id in a single statement, without Payload's hooks, validation or re-read: for
 * bookkeeping columns the shop owns (an order's payment state after a hand-back, ADR 020). `values` are keyed by
 * the adapter's column names (a group's field is `group_field`, e.g. `payment_status`). True when the row exists.
 */
export async function updateColumns(
  payload: Payload,
  slug: string,
  id: number | string,
  values: Record<string, string | number | boolean | null>,
  tx?: InTransaction,
): Promise<boolean> {
  const { db, table } = tableOf(payload, slug)
  const idColumn = columnOf(table, 'id')
  for (const field of Object.keys(values)) columnOf(table, field)
  const rows = await runner(db, tx)
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(idColumn as never, id))
    .returning({ id: idColumn })
  return rows.length === 1
}
