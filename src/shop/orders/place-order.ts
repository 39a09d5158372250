/**
 * `POST order`: places a checked order (order-check.ts) in ONE transaction (src/cms/transaction.ts) —
 * docs/adr/017-orders-points-and-stock.md:
 *
 *   1. the order row, whose unique idempotency key makes a repeated submit return the first order;
 *   2. the cart is consumed (a guarded delete: a cart becomes at most one order);
 *   3. stock of every product taken by its owner (src/shop/inventory: guarded, never below zero; short → the
 *      whole order is refused, naming the product; a sell-out expires the cached pages after the commit);
 *   4. points used debited and points to earn recorded as pending, through the point ledger's owner
 *      (src/shop/points/point-ledger.ts);
 *   5. one regular-delivery course per regular line, through the courses' owner (src/shop/courses/regular-courses.ts,
 *      which also makes the member a regular customer); the saved card reference (LAST_USED_CARD), if any.
 *
 * Any failure rolls all of it back; an authorised payment is then released through the gateway.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { eq, sql } from '@payloadcms/db-sqlite/drizzle'

import type { Order } from '@/cms/payload-types'
import { deleteIfExists } from '@/cms/guarded-update'
import { columnsOf, preparedSelect, selectFrom, tableNamed } from '@/cms/table-read'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import type { Variant } from '@/shop/campaigns/ab-test'
import { takeStock, type InventoryDeps } from '@/shop/inventory/inventory'
import { openCourses } from '@/shop/courses/regular-courses'
import type { PaymentGateway, SavedCard } from '@/shop/payments/payment-gateway'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'
import { recordPendingEarn, spendPoints } from '@/shop/points/point-ledger'

import type { CheckedOrder } from './order-check'
import { ORDER_MESSAGES } from './order-messages'
import { orderNumberFor } from './order-number'
import { insertOrderRows, rowId, type OrderDocument } from './order-rows'
import type { OrderStatus } from './order-status'

export type PersonSnapshot = Order['orderer']

export interface PaymentOutcome {
  method: PaymentMethodCode
  /** not-required: paid later (cash on delivery, direct debit, postal transfer); pending: 3-D Secure / app redirect under way. */
  status: 'not-required' | 'pending' | 'authorized'
  /** The provider's transaction reference (never card data). */
  reference?: string | null
  /** The card the provider kept for this member (WANT_SAVE_CREDIT_CARD). */
  savedCard?: SavedCard
  /** pending: where the browser goes (ACS, app approval); kept so a repeated submit answers the same redirect. */
  redirectUrl?: string | null
}

export interface PlaceOrderInput {
  checked: CheckedOrder
  orderer: PersonSnapshot
  destination: PersonSnapshot
  delivery: {
    dateChoice: '1' | '2' | '3'
    specifiedDate?: string | null
    timeCode?: string
    timeLabel?: string | null
  }
  gift: { wanted: boolean; kind?: string | null; packaging?: '1' | '2' | null }
  payment: PaymentOutcome
  /** The client's key for this submission (a UUID made when the confirm page loaded). */
  idempotencyKey: string
  /** The number the payment was authorised under, when it was; otherwise one is made here. */
  orderNumber?: string
  /** WANT_MAIL_MAGAZINE1-3 chosen at checkout, by number ('1', '3'). */
  mailMagazines?: readonly string[]
  /** The campaign A/B variant the shopper was shown (RANDOM mode only; ADR 045). */
  abVariant?: Variant | null
  now?: Date
  /**
   * The caller (submitOrder) has just looked this key up and found no order: skip the lookup before the
   * transaction. A concurrent submit with the same key is still caught by the unique index in the transaction.
   */
  keyAlreadyChecked?: boolean
}

export interface PlaceOrderDeps {
  /** Releases an authorisation when the order cannot be placed. */
  gateway?: Pick<PaymentGateway, 'cancel'>
  /** The stock owner's side effects (tests observe the cache expiry). */
  inventory?: InventoryDeps
  /** Tests only: a step that fails after stock and points were taken, to prove the rollback. */
  faults?: { afterStockAndPoints?: () => Promise<void> | void }
}

export interface PlacedOrder {
  orderId: number
  orderNumber: string
  status: OrderStatus
}

export type RefusalCode = 'invalid-key' | 'cart-changed' | 'out-of-stock' | 'points' | 'failed'

export type PlaceOrderResult =
  ({ ok: true; replayed: boolean } & PlacedOrder) | { ok: false; code: RefusalCode; message: string }

class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message)
  }
}

/** A UUID or similar opaque client key: 16–64 of [A-Za-z0-9-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/

/** The stored key: SHA-256 of the owner and the client's key, so one shopper's key never finds another's order. */
export function idempotencyHash(ownerScope: string, key: string): string {
  return createHash('sha256').update(`${ownerScope}\u0000${key}`).digest('hex')
}

/**
 * The order a key already placed, or null. A prepared indexed select on the main connection (the order hot
 * path, ADR 017): the same row `payload.find` would return, without its query building.
 */
export async function findPlacedOrder(
  payload: Payload,
  ownerScope: string,
  key: string,
): Promise<PlacedOrder | null> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return null
  return orderByKeyHash(payload, idempotencyHash(ownerScope, key))
}

async function orderByKeyHash(payload: Payload, keyHash: string): Promise<PlacedOrder | null> {
  const query = preparedSelect(payload, 'order_by_key', () => {
    const table = tableNamed(payload, 'orders')
    const c = columnsOf(table, ['id', 'orderNumber', 'status', 'idempotencyKey'])
    return selectFrom<{ id: number; orderNumber: string; status: OrderStatus }>(payload, table, {
      id: c.id,
      orderNumber: c.orderNumber,
      status: c.status,
    })
      .where(eq(c.idempotencyKey as never, sql.placeholder('keyHash')))
      .limit(1)
  })
  const [order] = await query.execute({ keyHash })
  return order ? { orderId: order.id, orderNumber: order.orderNumber, status: order.status } : null
}

/** What a log line may say about an error: its kind and code, never its message (SQL parameters hold personal data). */
function errorFields(err: unknown): Record<string, unknown> {
  const e = err as { name?: unknown; code?: unknown; cause?: { code?: unknown } }
  return {
    errorKind: typeof e?.name === 'string' ? e.name : 'unknown',
    errCode: e?.code ?? e?.cause?.code ?? null,
  }
}

function initialStatus(payment: PaymentOutcome): OrderStatus {
  if (payment.status === 'authorized') return 'confirmed'
  if (payment.status === 'pending') return 'payment-pending'
  return 'received'
}

async function releasePayment(deps: PlaceOrderDeps, payment: PaymentOutcome, orderNumber: string) {
  if (!deps.gateway || !payment.reference || payment.status === 'not-required') return
  try {
    await deps.gateway.cancel(payment.reference)
  } catch (err) {
    logger.error('order: releasing the payment failed', { orderNumber, ...errorFields(err) })
  }
}

export async function placeOrder(
  payload: Payload,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps = {},
): Promise<PlaceOrderResult> {
  const { checked, payment } = input
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey))
    return { ok: false, code: 'invalid-key', message: ORDER_MESSAGES.idempotencyKeyInvalid }
  if (!input.keyAlreadyChecked) {
    const replay = await findPlacedOrder(payload, checked.ownerScope, input.idempotencyKey)
    if (replay) return { ok: true, replayed: true, ...replay }
  }

  const now = input.now ?? new Date()
  const keyHash = idempotencyHash(checked.ownerScope, input.idempotencyKey)
  const customerId = checked.customerId
  let orderNumber = input.orderNumber ?? orderNumberFor(now)
  for (let attempt = 1; ; attempt++) {
    const result = await attemptPlacement(payload, input, deps, { now, keyHash, orderNumber })
    // Six random digits can clash within a day: try again with a new number (only when we chose it).
    const clash = result === 'number-taken' && !input.orderNumber && attempt < ORDER_NUMBER_ATTEMPTS
    if (clash) {
      orderNumber = orderNumberFor(now)
      continue
    }
    if (result !== 'number-taken') return result
    await releasePayment(deps, payment, orderNumber)
    logger.error('order placement failed: order number taken', { cartId: checked.cartId, customerId })
    return { ok: false, code: 'failed', message: ORDER_MESSAGES.failed }
  }
}

const ORDER_NUMBER_ATTEMPTS = 5

/** A number no order has yet (for a payment authorised before the order exists). */
export async function freshOrderNumber(payload: Payload, now: Date): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = orderNumberFor(now)
    if (attempt >= ORDER_NUMBER_ATTEMPTS || !(await orderNumberTaken(payload, candidate))) return candidate
  }
}

export async function orderNumberTaken(payload: Payload, orderNumber: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The stored order (order-rows.ts), built from the checked order and the shopper's choices. */
export function orderDocument(
  input: PlaceOrderInput,
  {
    now,
    keyHash,
    orderNumber,
    status,
  }: { now: Date; keyHash: string; orderNumber: string; status: OrderStatus },
): OrderDocument {
  const { checked, payment } = input
  const { totals } = checked
  const stamp = now.toISOString()
  return {
    createdAt: stamp,
    updatedAt: stamp,
    orderNumber,
    idempotencyKey: keyHash,
    status,
    customer: checked.customerId,
    // Whose cart this was: a failed redirect payment puts the lines back there (ADR 020).
    cartOwner: checked.ownerScope,
    placedAt: stamp,
    orderer: { ...input.orderer },
    destination: { ...input.destination },
    payment: {
      method: payment.method,
      status: payment.status,
      reference: payment.reference ?? null,
      codFee: totals.cashOnDeliveryFee,
      redirectUrl: payment.status === 'pending' ? (payment.redirectUrl ?? null) : null,
    },
    mailMagazines: input.mailMagazines?.length ? input.mailMagazines.join(',') : null,
    linkKey: checked.linkKey,
    campaign: checked.campaign ?? null,
    abVariant: input.abVariant ?? null,
    delivery: {
      dateChoice: input.delivery.dateChoice,
      specifiedDate: input.delivery.dateChoice === '2' ? (input.delivery.specifiedDate ?? null) : null,
      timeCode: input.delivery.timeCode ?? '0',
      timeLabel: input.delivery.timeLabel ?? null,
    },
    gift: {
      wanted: input.gift.wanted,
      kind: input.gift.wanted ? (input.gift.kind ?? null) : null,
      packaging: input.gift.wanted ? (input.gift.packaging ?? '1') : null,
    },
    lines: checked.lines.map((l) => ({ id: rowId(), ...l })),
    // The stored totals (the fee breakdown — cash on delivery, gift wrapping — is not a column).
    totals: {
      byRate: totals.byRate.map((r) => ({
        id: rowId(),
        rate: r.rate,
        taxableAmount: r.taxableAmount,
        tax: r.tax,
      })),
      itemsExcludingTax: totals.itemsExcludingTax,
      itemsIncludingTax: totals.itemsIncludingTax,
      shipping: totals.shipping,
      fees: totals.fees,
      totalIncludingTax: totals.totalIncludingTax,
      pointsUsed: totals.pointsUsed,
      amountDue: totals.amountDue,
      pointsToEarn: totals.pointsToEarn,
    },
  }
}

async function attemptPlacement(
  payload: Payload,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
  { now, keyHash, orderNumber }: { now: Date; keyHash: string; orderNumber: string },
): Promise<PlaceOrderResult | 'number-taken'> {
  const { checked, payment } = input
  const customerId = checked.customerId
  const { totals } = checked
  try {
    const placed = await withTransaction(payload, async (tx) => {
      // The order's rows written directly (order-rows.ts: no hooks, validation or re-read, like the adapter's
      // create; the collection has no create hooks): the hot path. The row goes in FIRST and claims the key.
      const status = initialStatus(payment)
      const orderId = await insertOrderRows(
        payload,
        orderDocument(input, { now, keyHash, orderNumber, status }),
        tx,
      )
      const order: PlacedOrder = { orderId, orderNumber, status }

      if (!(await deleteIfExists(payload, 'carts', checked.cartId, tx)))
        throw new Refusal('cart-changed', ORDER_MESSAGES.cartChanged)

      const stock = await takeStock(payload, tx, checked.lines, deps.inventory)
      if (!stock.ok) throw new Refusal('out-of-stock', stock.message)

      if (totals.pointsUsed > 0) {
        const balance = customerId
          ? await spendPoints(payload, tx, { customerId, orderId, points: totals.pointsUsed })
          : null
        if (balance === null) throw new Refusal('points', ORDER_MESSAGES.pointsInsufficient)
      }

      await deps.faults?.afterStockAndPoints?.()

      if (customerId)
        await recordPendingEarn(payload, tx, { customerId, orderId, points: totals.pointsToEarn })
      await openCourses(payload, tx, {
        customerId,
        orderId,
        orderNumber,
        courses: checked.regularCourses,
        payment: { method: payment.method, savedCard: payment.savedCard },
        destination: input.destination,
        delivery: { timeCode: input.delivery.timeCode, timeLabel: input.delivery.timeLabel },
      })

      if (customerId && payment.savedCard) {
        const { reference, brand, last4 } = payment.savedCard
        await payload.update({
          collection: 'customers',
          id: customerId,
          overrideAccess: true,
          depth: 0,
          req: tx.req,
          data: { savedCard: { reference, brand, last4 } },
        })
      }
      return order
    })
    logger.info('order placed', { orderId: placed.orderId, orderNumber: placed.orderNumber, customerId })
    return { ok: true, replayed: false, ...placed }
  } catch (err) {
    // A concurrent submit with the same key won the unique index: answer with its order.
    const winner = await findPlacedOrder(payload, checked.ownerScope, input.idempotencyKey).catch(() => null)
    if (winner) return { ok: true, replayed: true, ...winner }
    if (!(err instanceof Refusal) && (await orderNumberTaken(payload, orderNumber).catch(() => false)))
      return 'number-taken'
    await releasePayment(deps, payment, orderNumber)
    if (err instanceof Refusal) {
      logger.info('order refused', { code: err.code, cartId: checked.cartId, customerId })
      return { ok: false, code: err.code, message: err.message }
    }
    logger.error('order placement failed', {
      cartId: checked.cartId,
      customerId,
      ...errorFields(err),
    })
    return { ok: false, code: 'failed', message: ORDER_MESSAGES.failed }
  }
}
