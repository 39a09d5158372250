/**
 * The orders owner's part in returns (docs/adr/069-returns-and-refunds.md): a return of an order holds the order's
 * row for the rest of its transaction, so two returns of one order (two staff, or a double submit) are decided one
 * after the other and the second sees the first's quantities and refunds. The order itself does not change: a
 * shipped order stays shipped; its returns are the `returns` collection's rows.
 */
import type { Payload } from 'payload'

import { transitionIf } from '@/cms/guarded-update'
import type { Transaction } from '@/cms/transaction'

/**
 * Locks the order's row until `tx` ends (PostgreSQL: the UPDATE's row lock; SQLite: the one writer already runs
 * transactions one at a time) — only while it is shipped. False when it is not (or gone): nothing was locked.
 */
export const holdShippedOrder = (payload: Payload, tx: Transaction, orderId: number): Promise<boolean> =>
  transitionIf(payload, 'orders', orderId, 'status', ['shipped'], 'shipped', tx)
