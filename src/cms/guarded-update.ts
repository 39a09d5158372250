/**
 * Single-statement conditional updates that Payload's local API cannot express: its update-by-where reads the
 * matching ids first and writes them one by one, so two requests can both pass the condition. These helpers go
 * to the adapter's Drizzle table directly (same code on SQLite and PostgreSQL), so the condition is checked by
 * the database in the UPDATE itself.
 */
import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

type Column = unknown
type Table = Record<string, Column>
interface UpdateChain {
  set(values: Record<string, unknown>): {
    where(condition: unknown): { returning(fields: Record<string, Column>): Promise<unknown[]> }
  }
}
interface DrizzleAdapter {
  drizzle: { update(table: Table): UpdateChain }
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
): Promise<boolean> {
  const { db, table } = tableOf(payload, slug)
  const idColumn = columnOf(table, 'id')
  const target = columnOf(table, field)
  const rows = await db.drizzle
    .update(table)
    .set({ [field]: value, updatedAt: new Date().toISOString() })
    .where(and(eq(idColumn as never, id), isNull(target as never)))
    .returning({ id: idColumn })
  return rows.length === 1
}
