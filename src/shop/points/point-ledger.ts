/**
 * The point ledger's one owner (issue 12, docs/adr/032-courses-and-ledger-owners.md): every change of a member's
 * points is a point-ledger row, and every settled row changes customers.swcPoint in the same transaction, so the
 * balance is always the sum of the member's settled rows. No other module writes the ledger or the balance.
 *
 * - spend: a guarded decrement (never below zero) and a settled 'order-use' row;
 * - earn: a pending 'order-earn' row (usable once the order ships: settleOrderPoints);
 * - refund on cancel: a settled 'order-cancel-refund' row, and the order's pending earn becomes void;
 * - withdrawal (closeAccount): settled rows that bring the balance to 0, and every pending earn becomes void,
 *   so nothing is ever settled onto a withdrawn account (settleOrderPoints voids them too, should one remain);
 * - expiry (expireBalance): a settled 'expiry' row for the whole balance, written only while the balance and the
 *   last earning are still what the expiry job read (docs/adr/049-club-stages-and-point-expiry.md).
 *
 * - return (returnOrderPoints): a returned order's used points come back (a settled 'return-refund' row) and the
 *   points it earned are taken back (settled 'return-takeback' rows) — never below zero: what the member has spent
 *   already is not taken, and the caller records the shortfall (docs/adr/069-returns-and-refunds.md).
 *
 * Earning (an order's points settling, a positive adjustment) also records customers.pointsEarnedAt, the start of
 * the balance's validity (src/shop/club/expiry-rules.ts).
 */
import type { Payload } from 'payload'

import { decrementIfAtLeast, increment, transitionIf, updateColumns } from '@/cms/guarded-update'
import type { Transaction } from '@/cms/transaction'
import { updateColumnsWhere } from '@/cms/update-where'

import type { LedgerReason, LedgerState } from './ledger-reasons'

interface Row {
  customerId: number
  delta: number
  reason: LedgerReason
  state: LedgerState
  orderId?: number | null
  balanceAfter?: number | null
  /** Why staff adjusted (the support console's 理由); adjustments only. */
  note?: string | null
}

async function writeRow(payload: Payload, tx: Transaction, row: Row): Promise<void> {
  await payload.create({
    collection: 'point-ledger',
    overrideAccess: true,
    depth: 0,
    req: tx.req,
    select: { delta: true },
    data: {
      customer: row.customerId,
      delta: row.delta,
      reason: row.reason,
      state: row.state,
      order: row.orderId ?? null,
      balanceAfter: row.balanceAfter ?? null,
      ...(row.note ? { note: row.note } : {}),
    },
  })
}

/** Adds `delta` (≠ 0) to the balance with a settled row. Null (and nothing written) when a debit would go below zero. */
async function settle(
  payload: Payload,
  tx: Transaction,
  entry: Omit<Row, 'state' | 'balanceAfter'>,
): Promise<number | null> {
  const { customerId, delta } = entry
  const balance =
    delta > 0
      ? await increment(payload, 'customers', 'id', customerId, 'swcPoint', delta, tx)
      : await decrementIfAtLeast(payload, 'customers', 'id', customerId, 'swcPoint', -delta, tx)
  if (balance === null) return null
  await writeRow(payload, tx, { ...entry, state: 'settled', balanceAfter: balance })
  return balance
}

export interface OrderPoints {
  customerId: number
  orderId: number
  points: number
}

/** The balance's validity starts again: the member earned points now. */
const recordEarning = (payload: Payload, tx: Transaction, customerId: number) =>
  updateColumns(payload, 'customers', customerId, { pointsEarnedAt: new Date().toISOString() }, tx)

/** Points used on an order. The balance after, or null when the member holds fewer (nothing written). */
export async function spendPoints(
  payload: Payload,
  tx: Transaction,
  use: OrderPoints,
): Promise<number | null> {
  if (use.points <= 0) return null
  return settle(payload, tx, {
    customerId: use.customerId,
    orderId: use.orderId,
    delta: -use.points,
    reason: 'order-use',
  })
}

/** Points an order will earn: pending until it ships. */
export async function recordPendingEarn(payload: Payload, tx: Transaction, earn: OrderPoints): Promise<void> {
  if (earn.points <= 0) return
  await writeRow(payload, tx, {
    customerId: earn.customerId,
    orderId: earn.orderId,
    delta: earn.points,
    reason: 'order-earn',
    state: 'pending',
  })
}

async function pendingRows(payload: Payload, tx: Transaction, field: 'order' | 'customer', id: number) {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { and: [{ [field]: { equals: id } }, { state: { equals: 'pending' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: tx.req,
    select: { customer: true, delta: true },
  })
  return docs.map((row) => ({
    id: row.id,
    delta: row.delta,
    customerId: typeof row.customer === 'object' ? row.customer.id : row.customer,
  }))
}

const voidRow = (payload: Payload, tx: Transaction, id: number) =>
  transitionIf(payload, 'point-ledger', id, 'state', ['pending'], 'void', tx)

/** A cancelled order: the points it used come back (a settled row), the points it would have earned become void. */
export async function refundOrderPoints(
  payload: Payload,
  tx: Transaction,
  order: { customerId: number | null; orderId: number; pointsUsed: number },
): Promise<void> {
  if (order.customerId && order.pointsUsed > 0)
    await settle(payload, tx, {
      customerId: order.customerId,
      orderId: order.orderId,
      delta: order.pointsUsed,
      reason: 'order-cancel-refund',
    })
  for (const row of await pendingRows(payload, tx, 'order', order.orderId)) await voidRow(payload, tx, row.id)
}

/** The member's balance and whether the account is closed (withdrawn, or gone). */
async function accountOf(payload: Payload, tx: Transaction, customerId: number) {
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
    select: { swcPoint: true, withdrawnAt: true },
    disableErrors: true,
  })
  return { balance: customer?.swcPoint ?? 0, closed: !customer || Boolean(customer.withdrawnAt) }
}

/**
 * A shipped order: its pending earned points become settled and usable (each row once, however often asked).
 * A withdrawn member's pending points lapse (void) instead: nothing is settled onto a closed account.
 */
export async function settleOrderPoints(payload: Payload, tx: Transaction, orderId: number): Promise<void> {
  for (const row of await pendingRows(payload, tx, 'order', orderId)) {
    if (row.delta <= 0) continue
    if ((await accountOf(payload, tx, row.customerId)).closed) {
      await voidRow(payload, tx, row.id)
      continue
    }
    if (!(await transitionIf(payload, 'point-ledger', row.id, 'state', ['pending'], 'settled', tx))) continue
    const balance = await increment(payload, 'customers', 'id', row.customerId, 'swcPoint', row.delta, tx)
    await recordEarning(payload, tx, row.customerId)
    await payload.update({
      collection: 'point-ledger',
      id: row.id,
      data: { balanceAfter: balance },
      overrideAccess: true,
      depth: 0,
      req: tx.req,
      select: { delta: true },
    })
  }
}

/**
 * Withdrawal: the balance goes to 0 through settled 'withdrawal' rows (one, unless a concurrent change moved the
 * balance between the read and the guarded debit: then another row takes the rest), and every pending earn lapses.
 */
export async function closeAccount(payload: Payload, tx: Transaction, customerId: number): Promise<void> {
  for (let { balance } = await accountOf(payload, tx, customerId); balance > 0;) {
    const left = await settle(payload, tx, { customerId, delta: -balance, reason: 'withdrawal' })
    balance = left ?? (await accountOf(payload, tx, customerId)).balance
  }
  for (const row of await pendingRows(payload, tx, 'customer', customerId)) await voidRow(payload, tx, row.id)
}

/**
 * A correction by the shop (opening balances, staff adjustments): a settled 'adjustment' row, with the staff
 * member's reason as its note when given. Null when it would go below 0.
 */
export async function adjustPoints(
  payload: Payload,
  tx: Transaction,
  adjustment: { customerId: number; delta: number; note?: string },
): Promise<number | null> {
  if (adjustment.delta === 0) return (await accountOf(payload, tx, adjustment.customerId)).balance
  const balance = await settle(payload, tx, { ...adjustment, reason: 'adjustment' })
  if (balance !== null && adjustment.delta > 0) await recordEarning(payload, tx, adjustment.customerId)
  return balance
}

/**
 * Points past their validity: the whole balance goes with a settled 'expiry' row. Only while the member still holds
 * `balance` and last earned at `earnedAt` (what the caller read): a concurrent earning, use or expiry changes one of
 * them, and then nothing is written (the next run decides again). True when this call expired the points.
 */
export async function expireBalance(
  payload: Payload,
  tx: Transaction,
  read: { customerId: number; balance: number; earnedAt: string },
): Promise<boolean> {
  if (!Number.isSafeInteger(read.balance) || read.balance <= 0) return false
  const zeroed = await updateColumnsWhere(
    payload,
    'customers',
    read.customerId,
    { swcPoint: read.balance, pointsEarnedAt: read.earnedAt },
    { swcPoint: 0 },
    tx,
  )
  if (!zeroed) return false
  await writeRow(payload, tx, {
    customerId: read.customerId,
    delta: -read.balance,
    reason: 'expiry',
    state: 'settled',
    balanceAfter: 0,
  })
  return true
}

export interface ReturnPoints {
  customerId: number
  orderId: number
  /** Points used on the order that the return gives back. */
  pointsBack: number
  /** Points earned on the order that the return takes back (at most what the order's settled earning gave). */
  takeBack: number
}

export interface ReturnedPoints {
  /** Points given back (0 on a closed account: withdrawal already ended its points). */
  returned: number
  /** Points taken back. */
  takenBack: number
  /** Points that should have been taken back but the member no longer holds (spent): recorded by the caller. */
  shortfall: number
}

/** What the order's earning settled, less what earlier returns took back: the most a return may take back. */
async function earnedLeft(payload: Payload, tx: Transaction, orderId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: {
      and: [
        { order: { equals: orderId } },
        { state: { equals: 'settled' } },
        { reason: { in: ['order-earn', 'return-takeback'] } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: tx.req,
    select: { delta: true },
  })
  return Math.max(
    0,
    docs.reduce((sum, row) => sum + row.delta, 0),
  )
}

/**
 * A return (docs/adr/069): the used points come back first, then the earned points are taken from the balance
 * that leaves — as much as the member holds, never below zero (a guarded debit; when a concurrent spend moved the
 * balance, the balance is read again). Exactly once is the caller's: it calls this only in the transaction that
 * records the return. Only an order's settled earning is taken back (a pending one would be voided by a
 * cancellation, and a shipped order's earning is settled).
 */
export async function returnOrderPoints(
  payload: Payload,
  tx: Transaction,
  points: ReturnPoints,
): Promise<ReturnedPoints> {
  const { customerId, orderId } = points
  if ((await accountOf(payload, tx, customerId)).closed) return { returned: 0, takenBack: 0, shortfall: 0 }
  let returned = 0
  if (points.pointsBack > 0) {
    await settle(payload, tx, { customerId, orderId, delta: points.pointsBack, reason: 'return-refund' })
    returned = points.pointsBack
  }
  const due = Math.min(Math.max(0, points.takeBack), await earnedLeft(payload, tx, orderId))
  let takenBack = 0
  while (takenBack < due) {
    const { balance } = await accountOf(payload, tx, customerId)
    const amount = Math.min(balance, due - takenBack)
    if (amount <= 0) break
    const left = await settle(payload, tx, { customerId, orderId, delta: -amount, reason: 'return-takeback' })
    if (left !== null) takenBack += amount
  }
  return { returned, takenBack, shortfall: due - takenBack }
}
