/**
 * The returns owner (issue 29 §2, docs/adr/069-returns-and-refunds.md): the one writer of the `returns`
 * collection. Staff record a return on 返品・返金 (/admin/returns); this
 *
 * 1. in ONE transaction — holding the order's row, so two returns of one order are decided in turn — checks the
 *    rules (return-rules.ts) against the order and its earlier returns, records the return under the form's
 *    idempotency key (unique: a double submit finds the first return and records nothing), gives stock back
 *    through the inventory owner for the resellable lines, and points through the ledger owner (used points back,
 *    earned points taken back);
 * 2. after the commit, for a card or app payment, asks the gateway to refund with the key `return-<id>` — the same
 *    key for every attempt, so the provider gives the money back once however often or concurrently it is asked
 *    (ADR 066). An outside call cannot join a transaction, so it comes last: when it fails or does not answer, the
 *    return stays 返金失敗 and staff retry (the same key again); a late success wins over a failure recorded by a
 *    concurrent attempt;
 * 3. sends the customer's mail once (a guarded set-if-empty of mailedAt), when the refund is done (返金済み), owed
 *    by bank transfer (返金待ち（振込）) or not needed (points only).
 *
 * A bank-transfer refund records the customer's account; staff mark it 振込済み once they have transferred
 * (markTransferred). Logs name the order number and the return's id, never the account.
 */
import type { Payload } from 'payload'

import { increment, setIfEmpty, transitionIf, updateColumns } from '@/cms/guarded-update'
import type { Return } from '@/cms/payload-types'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { todayInJapan } from '@/shop/calendar/japan-date'
import type { CheckoutDeps } from '@/shop/checkout/checkout-deps'
import { restoreStock, type InventoryDeps } from '@/shop/inventory/inventory'
import { sendMail } from '@/shop/mail/mail-service'
import { holdShippedOrder } from '@/shop/orders/order-returns'
import { gatewayFor } from '@/shop/payments/gateways'
import type { PaymentGateway, RefundResult } from '@/shop/payments/payment-gateway'
import { SETTLEMENT_MESSAGES } from '@/shop/payments/payment-messages'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'
import { returnOrderPoints, type ReturnedPoints } from '@/shop/points/point-ledger'

import { returnMail } from './return-mails'
import { bankAccountOf, earlierOf, idOf, orderFiguresOf, returnByKey, returnsOfOrder } from './return-queries'
import {
  checkBankAccount,
  isPastWindow,
  lineErrors,
  NOTE_MAX,
  OVERRIDE_REASON_MAX,
  refundRouteOf,
  RETURN_KEY_PATTERN,
  RETURN_MESSAGES,
  RETURN_STATE_LABELS,
  returnableRefusal,
  returnFigures,
  windowRefusal,
  type BankAccount,
  type BankAccountInput,
  type RequestedLine,
  type ReturnFieldError,
  type ReturnReason,
  type ReturnState,
} from './return-rules'

export interface ReturnDeps extends CheckoutDeps {
  /** The gateway of a payment method (default: gatewayFor). */
  gatewayOf?: (method: PaymentMethodCode) => PaymentGateway
  inventory?: InventoryDeps
  now?: () => Date
}

export interface RecordReturnInput {
  orderId: number
  lines: readonly RequestedLine[]
  reason: ReturnReason
  note?: string | null
  /** Staff's reason for taking a change-of-mind return after the 返品特約's window. */
  overrideReason?: string | null
  staffId: number
  /** Made when the staff form was shown (the same for a double submit). `[\w.:-]{8,100}`. */
  idempotencyKey: string
  /** Cash on delivery, direct debit, postal transfer: where the customer wants the money. */
  bankAccount?: BankAccountInput | null
}

export type RecordReturnResult =
  | { ok: true; returnId: number; replayed: boolean; state: ReturnState }
  | { ok: false; errors: ReturnFieldError[] }

// In return-rules.ts, so the screen's form draft (return-draft.ts) checks them without the service's imports.
export { NOTE_MAX, OVERRIDE_REASON_MAX, RETURN_KEY_PATTERN } from './return-rules'

/** The key the gateway keeps the return's refund under: the same for every attempt of it. */
export const refundKeyOf = (returnId: number) => `return-${returnId}`

/** The states after which the customer is told (the refund is done, owed by transfer, or not needed). */
const MAILED_STATES: readonly ReturnState[] = ['refunded', 'awaiting-transfer', 'transferred', 'no-refund']

class Refused extends Error {
  constructor(readonly errors: ReturnFieldError[]) {
    super('return refused')
  }
}
class Twin extends Error {
  constructor(readonly found: Return) {
    super('return already recorded')
  }
}

const clockOf = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))()

function inputErrors(input: RecordReturnInput): ReturnFieldError[] {
  const errors: ReturnFieldError[] = []
  if (!RETURN_KEY_PATTERN.test(input.idempotencyKey))
    errors.push({ field: 'idempotencyKey', message: RETURN_MESSAGES.idempotencyKey })
  if ((input.note ?? '').length > NOTE_MAX)
    errors.push({ field: 'note', message: RETURN_MESSAGES.noteTooLong })
  if ((input.overrideReason ?? '').length > OVERRIDE_REASON_MAX)
    errors.push({ field: 'overrideReason', message: RETURN_MESSAGES.overrideTooLong })
  return errors
}

/** A return found under the key: the same order's is answered again (its refund and mail finished if need be). */
async function replay(deps: ReturnDeps, found: Return, orderId: number): Promise<RecordReturnResult> {
  if (idOf(found.order) !== orderId)
    return { ok: false, errors: [{ field: 'idempotencyKey', message: RETURN_MESSAGES.otherOrder }] }
  const state = await settleReturn(deps, found.id)
  return { ok: true, returnId: found.id, replayed: true, state }
}

/**
 * Records a return of some or all of an order's lines and gives back what the rules say, exactly once per
 * idempotency key (a double submit, sequential or concurrent, records one return and refunds once).
 */
export async function recordReturn(deps: ReturnDeps, input: RecordReturnInput): Promise<RecordReturnResult> {
  const { payload } = deps
  const early = inputErrors(input)
  if (early.length > 0) return { ok: false, errors: early }
  const first = await returnByKey(payload, input.idempotencyKey)
  if (first) return replay(deps, first, input.orderId)
  const now = clockOf(deps)
  let created: { id: number; orderNumber: string }
  try {
    created = await withTransaction(payload, async (tx) => {
      const order = await payload.findByID({
        collection: 'orders',
        id: input.orderId,
        depth: 0,
        overrideAccess: true,
        req: tx.req,
        disableErrors: true,
      })
      if (!order) throw new Refused([{ field: 'order', message: RETURN_MESSAGES.orderNotFound }])
      const refusal = returnableRefusal(order)
      if (refusal) throw new Refused([refusal])
      // From here until the commit no other return of this order is decided.
      if (!(await holdShippedOrder(payload, tx, order.id)))
        throw new Refused([{ field: 'order', message: RETURN_MESSAGES.notShipped }])
      // A twin submit that held the order first has committed by now: answer with its return.
      const twin = await returnByKey(payload, input.idempotencyKey, tx.req)
      if (twin) throw new Twin(twin)

      const shippedAt = new Date(order.shippedAt!)
      const today = todayInJapan(now)
      const errors: ReturnFieldError[] = []
      const late = windowRefusal(shippedAt, today, input.reason, input.overrideReason)
      if (late) errors.push(late)
      const figuresOfOrder = orderFiguresOf(order)
      const earlier = earlierOf(order, await returnsOfOrder(payload, order.id, tx.req))
      errors.push(...lineErrors(figuresOfOrder, earlier, input.lines))
      if (errors.length > 0) throw new Refused(errors)

      const figures = returnFigures(figuresOfOrder, earlier, input.lines, input.reason)
      const method = order.payment.method
      const route = refundRouteOf(method, figures.money)
      let account: BankAccount | null = null
      if (route === 'bank-transfer') {
        const checked = checkBankAccount(input.bankAccount ?? {})
        if (!checked.ok) throw new Refused(checked.errors)
        account = checked.account
      }

      const resold = figures.lines.filter((l) => l.resellable)
      await restoreStock(
        payload,
        tx,
        resold.map((l) => ({ productCode: l.productCode, quantity: l.quantity })),
        deps.inventory,
      )
      const customerId = idOf(order.customer)
      const points: ReturnedPoints = customerId
        ? await returnOrderPoints(payload, tx, {
            customerId,
            orderId: order.id,
            pointsBack: figures.pointsBack,
            takeBack: figures.earnedTakeBack,
          })
        : { returned: 0, takenBack: 0, shortfall: 0 }

      const state: ReturnState =
        route === 'gateway' ? 'received' : route === 'bank-transfer' ? 'awaiting-transfer' : 'no-refund'
      const row = await payload.create({
        collection: 'returns',
        overrideAccess: true,
        depth: 0,
        req: tx.req,
        data: {
          order: order.id,
          orderNumber: order.orderNumber,
          idempotencyKey: input.idempotencyKey,
          state,
          reason: input.reason,
          note: input.note?.trim() || null,
          overrideReason: isPastWindow(shippedAt, today, input.reason)
            ? (input.overrideReason?.trim() ?? null)
            : null,
          lines: figures.lines.map((l) => ({
            lineIndex: l.lineIndex,
            productCode: l.productCode,
            name: l.name,
            quantity: l.quantity,
            resellable: l.resellable,
            amountIncludingTax: l.amountIncludingTax,
          })),
          itemsAmount: figures.itemsAmount,
          shippingAndFees: figures.shippingAndFees,
          refundAmount: figures.money,
          pointsBack: points.returned,
          earnedTakenBack: points.takenBack,
          earnedShortfall: points.shortfall,
          whole: figures.whole,
          paymentMethod: method,
          route,
          refundAttempts: 0,
          bankAccount: account ?? {},
          staff: input.staffId,
        },
      })
      return { id: row.id, orderNumber: order.orderNumber }
    })
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors }
    if (error instanceof Twin) return replay(deps, error.found, input.orderId)
    // The key's unique index refused a twin that committed in between: answer with it.
    const twin = await returnByKey(payload, input.idempotencyKey)
    if (twin) return replay(deps, twin, input.orderId)
    throw error
  }
  logger.info('return recorded', { orderNumber: created.orderNumber, returnId: created.id })
  const state = await settleReturn(deps, created.id)
  return { ok: true, returnId: created.id, replayed: false, state }
}

const readReturn = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'returns', id, depth: 0, overrideAccess: true })

/**
 * What is left to do for a recorded return: the gateway refund (when it is not done yet) and the mail (once).
 * Its state after.
 */
async function settleReturn(deps: ReturnDeps, id: number): Promise<ReturnState> {
  let row = await readReturn(deps.payload, id)
  if (row.route === 'gateway' && (row.state === 'received' || row.state === 'failed')) {
    await refundThroughGateway(deps, row)
    row = await readReturn(deps.payload, id)
  }
  if (MAILED_STATES.includes(row.state)) await sendReturnMailOnce(deps, id)
  return row.state
}

const failure = (code: string, message: string): RefundResult => ({ status: 'failed', code, message })

async function refundThroughGateway(deps: ReturnDeps, row: Return): Promise<void> {
  const { payload } = deps
  const order = await payload.findByID({
    collection: 'orders',
    id: idOf(row.order)!,
    depth: 0,
    overrideAccess: true,
  })
  await withTransaction(payload, (tx) => increment(payload, 'returns', 'id', row.id, 'refundAttempts', 1, tx))
  let result: RefundResult
  const reference = order.payment.reference
  if (!reference) {
    result = failure('no_reference', '決済代行の取引IDがない注文のため、決済から返金できません。')
  } else {
    try {
      result = await (deps.gatewayOf ?? gatewayFor)(row.paymentMethod).refund({
        reference,
        amount: row.refundAmount,
        idempotencyKey: refundKeyOf(row.id),
        orderNumber: order.orderNumber,
      })
    } catch (error) {
      logger.error('return refund: the gateway call failed', {
        orderNumber: order.orderNumber,
        returnId: row.id,
        errorKind: error instanceof Error ? error.name : 'unknown',
      })
      result = failure('provider_unavailable', SETTLEMENT_MESSAGES.provider_unavailable)
    }
  }
  const now = clockOf(deps).toISOString()
  await withTransaction(payload, async (tx) => {
    if (result.status === 'refunded') {
      // A success recorded over a failure a concurrent attempt wrote: the money did go back.
      if (!(await transitionIf(payload, 'returns', row.id, 'state', ['received', 'failed'], 'refunded', tx)))
        return
      await updateColumns(
        payload,
        'returns',
        row.id,
        {
          refundKind: result.kind,
          providerRefundId: result.refundId,
          refundedAt: now,
          failureCode: null,
          failureMessage: null,
        },
        tx,
      )
      return
    }
    // Never over a success: only a return still waiting for its refund is marked failed.
    if (!(await transitionIf(payload, 'returns', row.id, 'state', ['received', 'failed'], 'failed', tx)))
      return
    await updateColumns(
      payload,
      'returns',
      row.id,
      { failureCode: result.code, failureMessage: result.message },
      tx,
    )
  })
  if (result.status === 'refunded')
    logger.info('return refunded', { orderNumber: order.orderNumber, returnId: row.id, kind: result.kind })
  else
    logger.warn('return refund failed; staff may retry', {
      orderNumber: order.orderNumber,
      returnId: row.id,
      code: result.code,
    })
}

/** True when this call sent the customer's mail (false: sent before, or no address). */
export async function sendReturnMailOnce(deps: ReturnDeps, returnId: number): Promise<boolean> {
  const { payload } = deps
  const now = clockOf(deps)
  const won = await withTransaction(payload, (tx) =>
    setIfEmpty(payload, 'returns', returnId, 'mailedAt', now.toISOString(), tx),
  )
  if (!won) return false
  const row = await readReturn(payload, returnId)
  const order = await payload.findByID({
    collection: 'orders',
    id: idOf(row.order)!,
    depth: 0,
    overrideAccess: true,
  })
  const to = order.orderer.email
  if (!to) return false
  try {
    await withTransaction(payload, (tx) =>
      sendMail(
        { ...deps, req: tx.req },
        returnMail({
          to,
          addressee: order.orderer,
          orderNumber: order.orderNumber,
          siteUrl: deps.siteUrl,
          lines: row.lines,
          refundAmount: row.refundAmount,
          shippingAndFees: row.shippingAndFees ?? 0,
          pointsBack: row.pointsBack ?? 0,
          earnedTakenBack: row.earnedTakenBack ?? 0,
          route: row.route,
          method: row.paymentMethod,
          refundKind: row.refundKind ?? null,
          bankAccount: bankAccountOf(row),
        }),
      ),
    )
  } catch (error) {
    logger.error('return mail failed', {
      orderNumber: order.orderNumber,
      returnId,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
    return false
  }
  logger.info('return mail sent', { orderNumber: order.orderNumber, returnId })
  return true
}

export type ReturnActionResult =
  { ok: true; applied: boolean; state: ReturnState } | { ok: false; message: string }

/** Staff retry a failed (or unanswered) gateway refund: the same key, so it can never refund twice. */
export async function retryReturnRefund(deps: ReturnDeps, returnId: number): Promise<ReturnActionResult> {
  const row = await deps.payload.findByID({
    collection: 'returns',
    id: returnId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!row) return { ok: false, message: 'その返品の記録はありません。' }
  if (row.route !== 'gateway' || (row.state !== 'failed' && row.state !== 'received'))
    return {
      ok: false,
      message: `この返品は返金をやり直せません（状態：${RETURN_STATE_LABELS[row.state]}）。`,
    }
  const state = await settleReturn(deps, returnId)
  return { ok: true, applied: state === 'refunded', state }
}

/** Staff transferred a bank-transfer refund: 返金待ち（振込） → 振込済み, once, with who and when. */
export async function markTransferred(
  payload: Payload,
  input: { returnId: number; staffId: number; now?: Date },
): Promise<ReturnActionResult> {
  const at = (input.now ?? new Date()).toISOString()
  return withTransaction(payload, async (tx) => {
    const row = await payload.findByID({
      collection: 'returns',
      id: input.returnId,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
      disableErrors: true,
    })
    if (!row) return { ok: false as const, message: 'その返品の記録はありません。' }
    if (await transitionIf(payload, 'returns', row.id, 'state', ['awaiting-transfer'], 'transferred', tx)) {
      await payload.update({
        collection: 'returns',
        id: row.id,
        data: { transferredAt: at, transferredBy: input.staffId },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
      logger.info('return refund transferred', { orderNumber: row.orderNumber, returnId: row.id })
      return { ok: true as const, applied: true, state: 'transferred' as const }
    }
    // Not changed by this call: say why from the row as it is now (a concurrent click may have marked it).
    const now = await readReturn(payload, row.id)
    if (now.state === 'transferred') return { ok: true as const, applied: false, state: now.state }
    return {
      ok: false as const,
      message: `この返品は振込待ちではありません（状態：${RETURN_STATE_LABELS[now.state]}）。`,
    }
  })
}
