/**
 * The gift-selection writes that Payload's local API cannot make in one guarded statement (same code on SQLite and
 * PostgreSQL). Only the gift service calls these (tests/unit/shop/campaigns/gift-owner.test.ts).
 */
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { InTransaction } from '@/cms/guarded-update'
import { columnsOf, tableNamed, type Table } from '@/cms/table-read'

interface Runner {
  update(table: Table): {
    set(v: object): { where(c: unknown): { returning(f: object): Promise<{ id: number }[]> } }
  }
}

const selectionsTable = (payload: Payload) => tableNamed(payload, 'gift_selections')

/** Every gift of the member still waiting for a delivery now goes with `orderId`; how many did. */
export async function attachWaitingGifts(
  payload: Payload,
  tx: InTransaction,
  customerId: number,
  orderId: number,
): Promise<number> {
  const c = columnsOf(selectionsTable(payload), ['id', 'customer', 'shipping'])
  const rows = await (tx.db as Runner)
    .update(selectionsTable(payload))
    .set({ shipping: 'attached', order: orderId, updatedAt: new Date().toISOString() })
    .where(and(eq(c.customer as never, customerId), eq(c.shipping as never, 'with-next-delivery')))
    .returning({ id: c.id })
  return rows.length
}
