/**
 * The claims of "one sample per person and product" on the adapter's Drizzle table (same code on SQLite and
 * PostgreSQL): `INSERT … ON CONFLICT DO NOTHING` under the unique index on the key, so of two concurrent applications
 * with a common key exactly one inserts it (on PostgreSQL the second waits for the first transaction, then does
 * nothing). Only the apply service calls these (tests/unit/shop/campaigns/apply-owner.test.ts).
 */
import { inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { InTransaction } from '@/cms/guarded-update'
import { columnsOf, selectFrom, tableNamed, type Table } from '@/cms/table-read'

interface Runner {
  insert(table: Table): {
    values(v: object[]): {
      onConflictDoNothing(): { returning(f: object): Promise<{ id: number }[]> }
    }
  }
}

const claimsTable = (payload: Payload) => tableNamed(payload, 'sample_apply_claims')

/** Inserts every key; the number inserted (fewer than `keys.length`: some key was claimed before). */
export async function insertClaims(
  payload: Payload,
  tx: InTransaction,
  keys: readonly string[],
  applicationNumber: string,
  at: string,
): Promise<number> {
  const { id } = columnsOf(claimsTable(payload), ['id'])
  const inserted = await (tx.db as Runner)
    .insert(claimsTable(payload))
    .values(keys.map((key) => ({ key, applicationNumber, createdAt: at, updatedAt: at })))
    .onConflictDoNothing()
    .returning({ id })
  return inserted.length
}

/** Whether any of the keys is claimed (the check before the confirm page; the insert decides). */
export async function anyClaimed(payload: Payload, keys: readonly string[]): Promise<boolean> {
  const table = claimsTable(payload)
  const c = columnsOf(table, ['id', 'key'])
  const rows = await selectFrom<{ id: number }>(payload, table, { id: c.id })
    .where(inArray(c.key as never, [...keys]))
    .limit(1)
  return rows.length > 0
}
