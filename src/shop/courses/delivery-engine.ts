/**
 * The regular-delivery engine (issue 12, docs/adr/033-regular-delivery-engine.md). Every day (a Payload job,
 * src/cms/jobs/regular-deliveries.ts) it makes the order of each active course whose next delivery is due —
 * `leadDays` before its delivery date, the first day the member can no longer change it — and catches up on days
 * it missed. Per delivery, in ONE transaction: the delivery row (course, sequence) FIRST — its unique index makes
 * a rerun, a crash half way or a second worker fail there, which counts as "already done" — then the order (by
 * checkout's bill rules, delivery-bill.ts), stock, points, the course moved on (guarded on its nextSequence) and
 * a history row. A card is authorised before the transaction and released when it rolls back. A declined card or
 * a product out of stock still moves the course on (the delivery exists, no gap): the row is payment-failed or
 * held and retried on schedule (retryFailedDeliveries), or at once after the member changed the card
 * (retryDelivery). Mails go after the commit.
 *
 * Public API for other screens: runDueDeliveries, retryFailedDeliveries, retryDelivery, runRegularDeliveryJob.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { withTransaction, type Transaction } from '@/cms/transaction'
import { transitionIf } from '@/cms/guarded-update'
import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import { systemClock, type Clock } from '@/shop/calendar/clock'
import { addDays, japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'
import { loadSaleTerms, type SaleTerms } from '@/shop/catalogue/purchasable'
import { attachGiftsToDelivery } from '@/shop/campaigns/gifts/gift-service'
import { loadStageTable } from '@/shop/club/club-settings'
import { earnRateOf, type StageTable } from '@/shop/club/stage-rules'
import { takeStock, type InventoryDeps } from '@/shop/inventory/inventory'
import { defaultTransport } from '@/shop/mail/default-transport'
import { sendMail, type MailTransport, type OutgoingMail } from '@/shop/mail/mail-service'
import { orderNumberFor } from '@/shop/orders/order-number'
import { insertOrderRows, rowId, type OrderDocument } from '@/shop/orders/order-rows'
import { personSnapshotOf, type MemberContact } from '@/shop/orders/person-snapshot'
import { orderNumberTaken } from '@/shop/orders/place-order'
import { createCardGateway } from '@/shop/payments/card-gateway'
import type { PaymentGateway } from '@/shop/payments/payment-gateway'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { recordPendingEarn, spendPoints } from '@/shop/points/point-ledger'

import { appendHistory } from './course-history'
import { syncCoursePaymentFailed } from './course-payment-flag'
import { deliveryBill, type DeliveryBill } from './delivery-bill'
import { deliveryOrderedMail, heldMail, paymentFailedMail, REGULAR_COURSES_PATH } from './delivery-mail'
import { deliveryDateOf } from './delivery-schedule'
import { HELD_REASON_LABELS } from './held-delivery-guidance'
import {
  advanceCourse,
  courseById,
  deliveryById,
  deliveryOf,
  dueCourses,
  dueRetries,
  insertDelivery,
  linkDeliveryOrder,
  openDeliveryOfCourse,
  updateDeliveryIf,
  type DeliveryRow,
  type EngineCourse,
} from './delivery-store'
import {
  clampLeadDays,
  DEFAULT_STAFF_NOTIFICATION_EMAIL,
  MAX_LEAD_DAYS,
  parseRetryDays,
  type EngineSettings,
} from './engine-settings'
import { syncRegularFlag } from './regular-courses'

export interface EngineMailer {
  transport: MailTransport
  from: string
  /** SITE_URL without a trailing slash: links in the mails. */
  siteUrl: string
}

export interface EngineDeps {
  clock: Clock
  /** Default: the global regular-delivery-settings. */
  settings?: EngineSettings
  /** The card gateway (default: the configured provider or the sandbox, without the shopper card-testing limits). */
  gateways?: { card?: Pick<PaymentGateway, 'authorize' | 'cancel'> }
  mailer?: EngineMailer
  inventory?: InventoryDeps
  /** Tests only: fails a delivery's transaction after its order was written, before the course moves on. */
  faults?: { afterOrder?: (at: { courseId: number; sequence: number }) => void | Promise<void> }
  /** Deliveries worked on at once (their transactions are still one at a time on SQLite). Default 4. */
  concurrency?: number
}

export interface EngineReport {
  ordered: number
  paymentFailed: number
  held: number
  /** Deliveries another run (or an earlier one) had already made. */
  alreadyDone: number
  /** Courses ended because their cancellation took effect. */
  ended: number
  /** Deliveries that failed unexpectedly (logged; tried again on the next run). */
  errors: number
}

export type DeliveryOutcome = 'ordered' | 'payment-failed' | 'held' | 'already-done' | 'ended' | 'error'

const emptyReport = (): EngineReport => ({
  ordered: 0,
  paymentFailed: 0,
  held: 0,
  alreadyDone: 0,
  ended: 0,
  errors: 0,
})

function count(report: EngineReport, outcome: DeliveryOutcome): void {
  const key = (
    {
      ordered: 'ordered',
      'payment-failed': 'paymentFailed',
      held: 'held',
      'already-done': 'alreadyDone',
      ended: 'ended',
      error: 'errors',
    } as const
  )[outcome]
  report[key]++
}

/** The settings staff keep in the admin (global regular-delivery-settings), normalised. */
export async function loadEngineSettings(payload: Payload): Promise<EngineSettings> {
  const global = await payload.findGlobal({
    slug: 'regular-delivery-settings',
    depth: 0,
    overrideAccess: true,
  })
  return {
    leadDays: clampLeadDays(global?.leadDays),
    paymentRetryDays: parseRetryDays(global?.paymentRetryDays),
    staffNotificationEmail: global?.staffNotificationEmail || DEFAULT_STAFF_NOTIFICATION_EMAIL,
  }
}

/** The card gateway of recurring charges: the shopper-facing card-testing limits do not apply to the shop's own. */
export function engineCardGateway(): Pick<PaymentGateway, 'authorize' | 'cancel'> {
  return createCardGateway({
    limits: { beforeAttempt: async () => null, countCard: async () => null, recordApproval: async () => {} },
  })
}

export function defaultMailer(): EngineMailer {
  return {
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
  }
}

type Member = MemberContact &
  Pick<Customer, 'id' | 'customerType' | 'swcPoint' | 'stage' | 'withdrawnAt' | 'savedCard'>

const MEMBER_SELECT = {
  customerType: true,
  swcPoint: true,
  stage: true,
  email: true,
  lastName: true,
  firstName: true,
  lastNameKana: true,
  firstNameKana: true,
  postalCode: true,
  prefecture: true,
  city: true,
  town: true,
  streetAddress: true,
  building: true,
  phone: true,
  withdrawnAt: true,
  savedCard: true,
} as const

async function loadMembers(payload: Payload, ids: readonly number[]): Promise<Map<number, Member>> {
  const out = new Map<number, Member>()
  const unique = [...new Set(ids)]
  for (let i = 0; i < unique.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'customers',
      where: { id: { in: unique.slice(i, i + 500) } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: MEMBER_SELECT,
    })
    for (const doc of docs as Member[]) out.set(doc.id, doc)
  }
  return out
}

/** What one pass knows: members and products loaded once for all its courses. */
interface PassContext {
  payload: Payload
  deps: EngineDeps
  settings: EngineSettings
  mailer: EngineMailer
  card: Pick<PaymentGateway, 'authorize' | 'cancel'>
  members: Map<number, Member>
  products: Map<string, SaleTerms>
  /** The club's stage table as it stands for this pass: a delivery earns at the member's stage rate. */
  stages: StageTable
  now: Date
  /** Mails of committed deliveries, written together after the pass (flushMails). */
  mails: { mail: OutgoingMail; courseId: number; sequence: number }[]
}

async function passContext(
  payload: Payload,
  deps: EngineDeps,
  settings: EngineSettings,
  courses: readonly Pick<EngineCourse, 'customerId' | 'productCode'>[],
): Promise<PassContext> {
  const [members, products, stages] = await Promise.all([
    loadMembers(
      payload,
      courses.map((c) => c.customerId).filter((id): id is number => id !== null),
    ),
    loadSaleTerms(
      payload,
      courses.map((c) => c.productCode),
    ),
    loadStageTable(payload),
  ])
  return {
    payload,
    deps,
    settings,
    mailer: deps.mailer ?? defaultMailer(),
    card: deps.gateways?.card ?? engineCardGateway(),
    members,
    products,
    stages,
    now: deps.clock.now(),
    mails: [],
  }
}

async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
}

/** Safety net against a course that cannot move on: far more than any outage's catch-up needs. */
const MAX_PASSES = 400

/**
 * Makes every due delivery of every active course, catching up on missed days (a course due twice gets both, in
 * order). Safe to run any number of times, concurrently too. Cheap when nothing is due: one indexed query.
 */
export async function runDueDeliveries(payload: Payload, deps: EngineDeps): Promise<EngineReport> {
  const report = emptyReport()
  let settings = deps.settings
  const failed = new Set<number>()
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const today = japanDate(deps.clock.now())
    // The settings are read only once something may be due (the widest lead first): a quiet day is one query.
    const due = (await dueCourses(payload, addDays(today, settings?.leadDays ?? MAX_LEAD_DAYS))).filter(
      (c) => !failed.has(c.id),
    )
    if (due.length === 0) break
    settings ??= await loadEngineSettings(payload)
    const horizon = addDays(today, settings.leadDays)
    const stillDue = due.filter((c) => c.nextDeliveryDate <= horizon)
    if (stillDue.length === 0) break
    const ctx = await passContext(payload, deps, settings, stillDue)
    await inPool(stillDue, deps.concurrency ?? 4, async (course) => {
      const outcome = await orderNextDelivery(ctx, course)
      count(report, outcome)
      if (outcome === 'error') failed.add(course.id)
    })
    await flushMails(ctx)
  }
  if (report.ordered + report.paymentFailed + report.held + report.ended + report.errors > 0)
    logger.info('regular deliveries made', { ...report })
  return report
}

class Refused extends Error {
  constructor(readonly code: 'out-of-stock' | 'points' | 'moved') {
    super(code)
  }
}

/** Why a delivery was held, in staff's words (held-delivery-guidance.ts, shared with 保留中のお届け). */
const HELD_REASONS = HELD_REASON_LABELS

interface Attempt {
  course: EngineCourse
  sequence: number
  deliveryDate: string
  /** A retry of an existing failed or held delivery row. */
  existing?: DeliveryRow
}

function keyOf(courseId: number, sequence: number): string {
  return createHash('sha256').update(`regular-delivery\u0000${courseId}\u0000${sequence}`).digest('hex')
}

function orderDocumentOf(
  a: Attempt,
  member: Member | null,
  bill: Extract<DeliveryBill, { ok: true }>,
  payment: { method: PaymentMethodCode; status: 'authorized' | 'not-required'; reference: string | null },
  orderNumber: string,
  now: Date,
): OrderDocument & { regularCourse: number; regularSequence: number } {
  const stamp = now.toISOString()
  const { totals } = bill
  return {
    createdAt: stamp,
    updatedAt: stamp,
    orderNumber,
    idempotencyKey: keyOf(a.course.id, a.sequence),
    status: payment.status === 'authorized' ? 'confirmed' : 'received',
    customer: a.course.customerId,
    cartOwner: a.course.customerId ? `m:${a.course.customerId}` : `regular:${a.course.id}`,
    placedAt: stamp,
    orderer: { ...(member ? personSnapshotOf(member) : a.course.destination) },
    destination: { ...a.course.destination },
    payment: {
      method: payment.method,
      status: payment.status,
      reference: payment.reference,
      codFee: totals.cashOnDeliveryFee,
      redirectUrl: null,
    },
    mailMagazines: null,
    linkKey: null,
    campaign: null,
    abVariant: null,
    delivery: {
      dateChoice: '2',
      specifiedDate: a.deliveryDate,
      timeCode: a.course.deliveryTimeCode,
      timeLabel: a.course.deliveryTimeLabel,
    },
    gift: { wanted: false, kind: null, packaging: null },
    lines: [{ id: rowId(), ...bill.line }],
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
    regularCourse: a.course.id,
    regularSequence: a.sequence,
  }
}

const nextDateOf = (course: EngineCourse, sequence: number) =>
  deliveryDateOf(
    { anchorDate: course.anchorDate, anchorSequence: course.anchorSequence, cycleType: course.cycleType },
    Math.max(sequence, course.anchorSequence),
  )

const errorFields = (err: unknown) => ({
  errorKind: err instanceof Error ? err.name : 'unknown',
  errCode: (err as { code?: unknown })?.code ?? (err as { cause?: { code?: unknown } })?.cause?.code ?? null,
})

/** The course's next delivery (or its end, when its cancellation takes effect at this sequence). */
async function orderNextDelivery(ctx: PassContext, course: EngineCourse): Promise<DeliveryOutcome> {
  const sequence = course.nextSequence
  try {
    if (course.cancelFromSequence !== null && sequence >= course.cancelFromSequence)
      return await endCourse(ctx, course)
    return await attemptDelivery(ctx, { course, sequence, deliveryDate: course.nextDeliveryDate })
  } catch (err) {
    logger.error('regular delivery failed', { courseId: course.id, sequence, ...errorFields(err) })
    return 'error'
  }
}

/** A cancellation that takes effect at the next delivery: the course ends instead (no delivery row). */
async function endCourse(ctx: PassContext, course: EngineCourse): Promise<DeliveryOutcome> {
  const { payload } = ctx
  const ended = await withTransaction(payload, async (tx) => {
    if (!(await transitionIf(payload, 'regular-courses', course.id, 'status', ['active'], 'cancelled', tx)))
      return false
    await appendHistory(payload, tx, {
      courseId: course.id,
      event: 'cancelled',
      actor: 'system',
      sequence: course.nextSequence,
      summary: `解約により第${course.nextSequence}回以降のお届けはありません。コースを終了しました。`,
    })
    if (course.customerId) await syncRegularFlag(payload, tx, course.customerId)
    return true
  })
  return ended ? 'ended' : 'already-done'
}

interface Authorised {
  method: PaymentMethodCode
  status: 'authorized' | 'not-required'
  reference: string | null
}

type PaymentResult = { ok: true; payment: Authorised } | { ok: false; code: string }

async function authorise(
  ctx: PassContext,
  a: Attempt,
  member: Member | null,
  amountDue: number,
  orderNumber: string,
): Promise<PaymentResult> {
  const method = a.course.paymentMethod ?? PAYMENT_METHODS.CASH_ON_DELIVERY
  if (method !== PAYMENT_METHODS.CREDIT_CARD || amountDue <= 0)
    return { ok: true, payment: { method, status: 'not-required', reference: null } }
  const reference = a.course.cardReference || member?.savedCard?.reference || ''
  if (!reference) return { ok: false, code: 'no_saved_card' }
  const result = await ctx.card.authorize({
    orderNumber,
    amount: amountDue,
    method,
    savedCardReference: reference,
    customerId: a.course.customerId,
    returnUrl: `${ctx.mailer.siteUrl}${REGULAR_COURSES_PATH}`,
    ip: '127.0.0.1',
  })
  if (result.status === 'authorized')
    return { ok: true, payment: { method, status: 'authorized', reference: result.reference } }
  if (result.status === 'redirect') {
    // A saved card asked for a 3-D Secure challenge: nobody is there to answer it.
    await release(ctx, result.reference, orderNumber)
    return { ok: false, code: 'challenge_required' }
  }
  return { ok: false, code: result.code }
}

async function release(ctx: PassContext, reference: string | null, orderNumber: string) {
  if (!reference) return
  try {
    await ctx.card.cancel(reference)
  } catch (err) {
    logger.error('regular delivery: releasing the payment failed', { orderNumber, ...errorFields(err) })
  }
}

const ATTEMPTS = 4

/** One delivery: its order, or its failed/held row; the course moves on either way (new deliveries only). */
async function attemptDelivery(ctx: PassContext, a: Attempt): Promise<DeliveryOutcome> {
  const { payload } = ctx
  const member = a.course.customerId ? (ctx.members.get(a.course.customerId) ?? null) : null
  if (a.course.customerId && (!member || member.withdrawnAt))
    return recordProblem(ctx, a, 'held', 'no-member')
  const product = ctx.products.get(a.course.productCode)
  let balance = Math.max(0, member?.swcPoint ?? 0)
  for (let attempt = 1; ; attempt++) {
    const bill = product
      ? deliveryBill({
          product,
          cycleType: a.course.cycleType,
          quantity: a.course.quantity,
          paymentMethod: a.course.paymentMethod ?? PAYMENT_METHODS.CASH_ON_DELIVERY,
          customerType: member?.customerType,
          pointBalance: balance,
          // A retried delivery is made without points: the setting belonged to the day it was due.
          pointUse: a.existing || !member ? { mode: 'none', points: 0 } : a.course.pointUse,
          earnRatePercent: earnRateOf(member?.stage, ctx.stages),
        })
      : ({ ok: false, code: 'unavailable' } as const)
    if (!bill.ok) return recordProblem(ctx, a, 'held', bill.code)
    const now = ctx.deps.clock.now()
    const orderNumber = orderNumberFor(now)
    const paid = await authorise(ctx, a, member, bill.totals.amountDue, orderNumber)
    if (!paid.ok) return recordProblem(ctx, a, 'payment-failed', paid.code)
    try {
      const orderId = await withTransaction(payload, (tx) =>
        writeDelivery(ctx, tx, a, member, bill, paid.payment, orderNumber, now),
      )
      logger.info('regular delivery ordered', {
        courseId: a.course.id,
        sequence: a.sequence,
        orderId,
        orderNumber,
      })
      await mailOrdered(ctx, a, member, bill, orderNumber, paid.payment.method)
      return 'ordered'
    } catch (err) {
      await release(ctx, paid.payment.reference, orderNumber)
      if (err instanceof Refused && err.code === 'out-of-stock')
        return recordProblem(ctx, a, 'held', 'out-of-stock')
      if (err instanceof Refused && err.code === 'moved') return 'already-done'
      if (!a.existing && (await deliveryOf(payload, a.course.id, a.sequence))) return 'already-done'
      if (attempt >= ATTEMPTS) throw err
      if (err instanceof Refused && err.code === 'points') {
        balance = member
          ? Math.max(0, (await loadMembers(payload, [member.id])).get(member.id)?.swcPoint ?? 0)
          : 0
        continue
      }
      if (await orderNumberTaken(payload, orderNumber).catch(() => false)) continue
      throw err
    }
  }
}

async function writeDelivery(
  ctx: PassContext,
  tx: Transaction,
  a: Attempt,
  member: Member | null,
  bill: Extract<DeliveryBill, { ok: true }>,
  payment: Authorised,
  orderNumber: string,
  now: Date,
): Promise<number> {
  const { payload } = ctx
  const stamp = now.toISOString()
  // The claim comes first: a second worker stops here (unique (course, sequence), or the guarded row update).
  let deliveryId: number | null
  if (a.existing) {
    const claimed = await updateDeliveryIf(payload, tx, a.existing, {
      status: 'ordered',
      attempts: a.existing.attempts + 1,
      nextAttemptAt: null,
      failureCode: null,
    })
    if (!claimed) throw new Refused('moved')
    deliveryId = a.existing.id
  } else {
    deliveryId = await insertDelivery(payload, tx, {
      courseId: a.course.id,
      sequence: a.sequence,
      deliveryDate: a.deliveryDate,
      status: 'ordered',
      attempts: 1,
      at: stamp,
    })
    if (deliveryId === null) throw new Refused('moved')
  }
  const orderId = await insertOrderRows(
    payload,
    orderDocumentOf(a, member, bill, payment, orderNumber, now),
    tx,
  )
  await linkDeliveryOrder(payload, tx, deliveryId, orderId)
  // A birthday or continuation gift the member chose goes in this parcel (docs/adr/047-campaign-gifts.md).
  if (member) await attachGiftsToDelivery(payload, tx, member.id, orderId)
  const stock = await takeStock(payload, tx, [{ ...bill.line }], ctx.deps.inventory)
  if (!stock.ok) throw new Refused('out-of-stock')
  if (member && bill.totals.pointsUsed > 0) {
    const left = await spendPoints(payload, tx, {
      customerId: member.id,
      orderId,
      points: bill.totals.pointsUsed,
    })
    if (left === null) throw new Refused('points')
  }
  if (member)
    await recordPendingEarn(payload, tx, { customerId: member.id, orderId, points: bill.totals.pointsToEarn })
  await ctx.deps.faults?.afterOrder?.({ courseId: a.course.id, sequence: a.sequence })
  if (
    !a.existing &&
    !(await advanceCourse(payload, tx, a.course.id, a.sequence, nextDateOf(a.course, a.sequence + 1)))
  )
    throw new Refused('moved')
  if (a.existing?.status === 'payment-failed') await syncCoursePaymentFailed(payload, tx, a.course.id)
  await appendHistory(payload, tx, {
    courseId: a.course.id,
    event: 'delivery-ordered',
    actor: 'system',
    sequence: a.sequence,
    summary: `第${a.sequence}回のご注文 ${orderNumber} を作成しました（お届け予定日 ${a.deliveryDate}）。`,
  })
  return orderId
}

/** When a failed or held delivery is tried next (null: no more automatic tries). */
export function nextAttemptAt(
  status: 'payment-failed' | 'held',
  attempts: number,
  firstFailureDay: string,
  today: string,
  retryDays: readonly number[],
): Date | null {
  if (status === 'held') return startOfJapanDay(addDays(today, 1))
  const days = retryDays[attempts - 1]
  if (days === undefined) return null
  const day = addDays(firstFailureDay, days)
  return startOfJapanDay(day > today ? day : addDays(today, 1))
}

/** A delivery that could not be ordered: its row says why, the course moves on, the right people are told. */
async function recordProblem(
  ctx: PassContext,
  a: Attempt,
  status: 'payment-failed' | 'held',
  code: string,
): Promise<DeliveryOutcome> {
  const { payload } = ctx
  const now = ctx.deps.clock.now()
  const today = japanDate(now)
  const attempts = (a.existing?.attempts ?? 0) + 1
  const firstDay = a.existing ? japanDate(new Date(a.existing.createdAt)) : today
  const next = nextAttemptAt(status, attempts, firstDay, today, ctx.settings.paymentRetryDays)
  const values = {
    status,
    attempts,
    nextAttemptAt: next?.toISOString() ?? null,
    failureCode: code.slice(0, 64),
  }
  try {
    const written = await withTransaction(payload, async (tx) => {
      if (a.existing) {
        if (!(await updateDeliveryIf(payload, tx, a.existing, values))) return false
      } else {
        const claimed = await insertDelivery(payload, tx, {
          courseId: a.course.id,
          sequence: a.sequence,
          deliveryDate: a.deliveryDate,
          ...values,
          at: now.toISOString(),
        })
        if (
          claimed === null ||
          !(await advanceCourse(payload, tx, a.course.id, a.sequence, nextDateOf(a.course, a.sequence + 1)))
        )
          throw new Refused('moved')
      }
      await appendHistory(payload, tx, {
        courseId: a.course.id,
        event: status === 'held' ? 'held' : 'payment-failed',
        actor: 'system',
        sequence: a.sequence,
        summary:
          status === 'held'
            ? `第${a.sequence}回のお届けを保留にしました（${HELD_REASONS[code] ?? code}）。`
            : `第${a.sequence}回のお支払いができませんでした（${attempts}回目）。`,
      })
      if (status === 'payment-failed' || a.existing?.status === 'payment-failed')
        await syncCoursePaymentFailed(payload, tx, a.course.id)
      return true
    })
    if (!written) return 'already-done'
  } catch (err) {
    if (err instanceof Refused && err.code === 'moved') return 'already-done'
    if (!a.existing && (await deliveryOf(payload, a.course.id, a.sequence))) return 'already-done'
    throw err
  }
  logger.info('regular delivery not ordered', { courseId: a.course.id, sequence: a.sequence, status, code })
  // The member is told once per delivery; staff when it is held first, and when card retries run out.
  if (status === 'payment-failed' && attempts === 1) await mailMemberPaymentFailed(ctx, a)
  if (status === 'held' && a.existing?.status !== 'held') await mailStaff(ctx, a, code)
  if (status === 'payment-failed' && !next) await mailStaff(ctx, a, 'retries-exhausted')
  return status
}

/** Queues a mail of a committed delivery; flushMails sends it. */
function deliver(ctx: PassContext, mail: OutgoingMail, a: Attempt): void {
  ctx.mails.push({ mail, courseId: a.course.id, sequence: a.sequence })
}

const MAILS_PER_TRANSACTION = 200

/**
 * Sends the pass's mails, their outbox rows written in transactions of their own (a batch each): on SQLite the
 * engine's transactions run one at a time on their own connection, and a write on the main connection while one
 * is open would wait in SQLite's busy handler, blocking the event loop (ADR 017). A failed mail is logged; the
 * deliveries stand.
 */
async function flushMails(ctx: PassContext): Promise<void> {
  const queued = ctx.mails.splice(0)
  for (let i = 0; i < queued.length; i += MAILS_PER_TRANSACTION) {
    await withTransaction(ctx.payload, async (tx) => {
      for (const { mail, courseId, sequence } of queued.slice(i, i + MAILS_PER_TRANSACTION)) {
        try {
          await sendMail(
            { payload: ctx.payload, transport: ctx.mailer.transport, from: ctx.mailer.from, req: tx.req },
            mail,
          )
        } catch (err) {
          logger.error('regular delivery mail failed', {
            courseId,
            sequence,
            kind: mail.kind,
            ...errorFields(err),
          })
        }
      }
    }).catch((err: unknown) => logger.error('regular delivery mails failed', errorFields(err)))
  }
}

const addressee = (a: Attempt, member: Member | null) => ({
  to: member?.email ?? a.course.destination.email ?? null,
  name: member
    ? `${member.lastName} ${member.firstName}`
    : `${a.course.destination.lastName} ${a.course.destination.firstName}`,
})

async function mailOrdered(
  ctx: PassContext,
  a: Attempt,
  member: Member | null,
  bill: Extract<DeliveryBill, { ok: true }>,
  orderNumber: string,
  paymentMethod: PaymentMethodCode,
) {
  const { to, name } = addressee(a, member)
  if (!to) return
  deliver(
    ctx,
    deliveryOrderedMail({
      to,
      name,
      regularOrderNumber: a.course.regularOrderNumber,
      sequence: a.sequence,
      deliveryDate: a.deliveryDate,
      orderNumber,
      paymentMethod,
      line: bill.line,
      totals: bill.totals,
      siteUrl: ctx.mailer.siteUrl,
    }),
    a,
  )
}

async function mailMemberPaymentFailed(ctx: PassContext, a: Attempt) {
  const member = a.course.customerId ? (ctx.members.get(a.course.customerId) ?? null) : null
  const { to, name } = addressee(a, member)
  if (!to) return
  deliver(
    ctx,
    paymentFailedMail({
      to,
      name,
      regularOrderNumber: a.course.regularOrderNumber,
      sequence: a.sequence,
      deliveryDate: a.deliveryDate,
      siteUrl: ctx.mailer.siteUrl,
    }),
    a,
  )
}

async function mailStaff(ctx: PassContext, a: Attempt, code: string) {
  deliver(
    ctx,
    heldMail({
      to: ctx.settings.staffNotificationEmail,
      regularOrderNumber: a.course.regularOrderNumber,
      sequence: a.sequence,
      deliveryDate: a.deliveryDate,
      productCode: a.course.productCode,
      reason: HELD_REASONS[code] ?? code,
    }),
    a,
  )
}

async function retryRows(
  payload: Payload,
  deps: EngineDeps,
  rows: readonly DeliveryRow[],
): Promise<EngineReport> {
  const report = emptyReport()
  if (rows.length === 0) return report
  const settings = deps.settings ?? (await loadEngineSettings(payload))
  const courses = new Map<number, EngineCourse & { status: string }>()
  for (const row of rows) {
    const course = await courseById(payload, row.courseId)
    if (course) courses.set(course.id, course)
  }
  const ctx = await passContext(payload, deps, settings, [...courses.values()])
  await inPool(rows, deps.concurrency ?? 4, async (row) => {
    const course = courses.get(row.courseId)
    // A course that is no longer active keeps its failed row for staff; nothing is charged.
    if (!course || course.status !== 'active') return
    try {
      count(
        report,
        await attemptDelivery(ctx, {
          course,
          sequence: row.sequence,
          deliveryDate: row.deliveryDate,
          existing: row,
        }),
      )
    } catch (err) {
      logger.error('regular delivery retry failed', {
        courseId: row.courseId,
        sequence: row.sequence,
        ...errorFields(err),
      })
      count(report, 'error')
    }
  })
  await flushMails(ctx)
  return report
}

/** Tries again every payment-failed or held delivery whose next attempt is due (the daily job). */
export async function retryFailedDeliveries(payload: Payload, deps: EngineDeps): Promise<EngineReport> {
  return retryRows(payload, deps, await dueRetries(payload, deps.clock.now()))
}

/**
 * Tries one failed or held delivery again now, whatever its schedule — e.g. right after the member changed the
 * course's card (/mypage/payment-method-change/). `target` is the course (its newest failed or held delivery) or
 * the delivery row. Returns what happened: 'ordered', 'payment-failed' (declined again), 'held', or 'nothing'
 * when the course has no failed or held delivery (or is not active).
 */
export async function retryDelivery(
  payload: Payload,
  target: { courseId: number } | { deliveryId: number },
  deps: EngineDeps = { clock: systemClock },
): Promise<DeliveryOutcome | 'nothing'> {
  const row =
    'courseId' in target
      ? await openDeliveryOfCourse(payload, target.courseId)
      : await deliveryById(payload, target.deliveryId)
  if (!row || (row.status !== 'payment-failed' && row.status !== 'held')) return 'nothing'
  const report = await retryRows(payload, deps, [row])
  if (report.ordered) return 'ordered'
  if (report.paymentFailed) return 'payment-failed'
  if (report.held) return 'held'
  if (report.alreadyDone) return 'already-done'
  if (report.errors) return 'error'
  return 'nothing'
}

/** The daily job: new deliveries, then the retries that are due. */
export async function runRegularDeliveryJob(
  payload: Payload,
  deps: EngineDeps = { clock: systemClock },
): Promise<{ due: EngineReport; retries: EngineReport }> {
  const due = await runDueDeliveries(payload, deps)
  const retries = await retryFailedDeliveries(payload, deps)
  return { due, retries }
}
