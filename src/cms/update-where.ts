/**
 * One conditional UPDATE of a row by id, only while some of its columns still hold the values the caller read
 * (an optimistic check the database makes in the statement, same code on SQLite and PostgreSQL; see
 * guarded-update.ts for the other single-statement updates). Used by a member's course change so it cannot
 * overwrite what the delivery engine or another tab changed meanwhile.
 */
import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { InTransaction } from './guarded-update'

type Table = Record<string, unknown>
interface DrizzleLike {
  update(table: Table): {
    set(values: Record<string, unknown>): {
      where(condition: unknown): { returning(fields: Record<string, unknown>): Promise<unknown[]> }
    }
  }
}
interface DrizzleAdapter {
  drizzle: DrizzleLike
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
}

type Value = string | number | boolean | null

/**
 * Sets `values` on the row `id` of `slug` while every column in `expected` equals its value (null: is null).
 * Keys are the adapter's column keys (a group's field is `group_field`). True when this call updated the row.
 */
export async function updateColumnsWhere(
  payload: Payload,
  slug: string,
  id: number,
  expected: Record<string, Value>,
  values: Record<string, Value>,
  tx?: InTransaction,
): Promise<boolean> {
  const db = payload.db as unknown as DrizzleAdapter
  const name = db.tableNameMap.get(slug.replace(/-/g, '_')) ?? slug.replace(/-/g, '_')
  const table = db.tables[name]
  if (!table) throw new Error(`update where: no table for collection ${slug}`)
  const column = (key: string) => {
    const c = table[key]
    if (!c) throw new Error(`update where: no column ${key}`)
    return c as never
  }
  for (const key of Object.keys(values)) column(key)
  const conditions = [
    eq(column('id'), id),
    ...Object.entries(expected).map(([key, value]) =>
      value === null ? isNull(column(key)) : eq(column(key), value as never),
    ),
  ]
  const runner = (tx?.db as DrizzleLike | undefined) ?? db.drizzle
  const rows = await runner
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(...conditions))
    .returning({ id: column('id') })
  return rows.length === 1
}
