/**
 * The engine's reads and guarded writes of courses and delivery rows (docs/adr/033-regular-delivery-engine.md):
 * single statements on the adapter's Drizzle tables (same code on SQLite and PostgreSQL, like src/cms/table-read.ts
 * and guarded-update.ts), so a day with nothing due costs one indexed query, and every state change is
 * conditioned on the state it was decided from. Written only through src/shop/courses (the courses' owner).
 */
import type { Payload } from 'payload'

import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from '@payloadcms/db-sqlite/drizzle'

import type { InTransaction } from '@/cms/guarded-update'
import { columnsOf, isoDate, selectFrom, tableNamed, type Table } from '@/cms/table-read'
import type { RegularCycle } from '@/shop/catalogue/codes'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'
import type { PersonSnapshot } from '@/shop/orders/place-order'

import type { DeliveryStatusCode, PointUseMode } from './course-statuses'

export interface EngineCourse {
  id: number
  customerId: number | null
  regularOrderNumber: string
  productCode: string
  cycleType: RegularCycle
  quantity: number
  nextDeliveryDate: string
  nextSequence: number
  anchorDate: string
  anchorSequence: number
  cancelFromSequence: number | null
  paymentMethod: PaymentMethodCode | null
  cardReference: string | null
  destination: PersonSnapshot
  deliveryTimeCode: string
  deliveryTimeLabel: string | null
  pointUse: { mode: PointUseMode; points: number }
}

const PERSON_KEYS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'postalCode',
  'prefecture',
  'city',
  'town',
  'streetAddress',
  'building',
  'phone',
  'email',
] as const

const num = (value: unknown): number => Number(value)
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

interface Runner {
  insert(table: Table): {
    values(v: object): {
      onConflictDoNothing(): { returning(f: object): Promise<{ id: number }[]> }
    }
  }
  update(table: Table): {
    set(v: object): { where(c: unknown): { returning(f: object): Promise<unknown[]> } }
  }
}
const runner = (payload: Payload, tx?: InTransaction): Runner =>
  (tx?.db as Runner | undefined) ?? (payload.db as unknown as { drizzle: Runner }).drizzle

const coursesTable = (payload: Payload) => tableNamed(payload, 'regular_courses')
const deliveriesTable = (payload: Payload) => tableNamed(payload, 'regular_deliveries')

function courseColumns(payload: Payload) {
  const table = coursesTable(payload)
  const c = columnsOf(table, [
    'id',
    'customer',
    'regularOrderNumber',
    'productCode',
    'cycleType',
    'quantity',
    'status',
    'firstDeliveryDate',
    'nextDeliveryDate',
    'nextSequence',
    'anchorDate',
    'anchorSequence',
    'cancelFromSequence',
    'payment_method',
    'payment_cardReference',
    'deliveryTimeCode',
    'deliveryTimeLabel',
    'pointUse_mode',
    'pointUse_points',
    ...PERSON_KEYS.map((k) => `destination_${k}` as const),
  ])
  return { table, c }
}

type CourseRow = Record<string, unknown>

function toCourse(row: CourseRow): EngineCourse {
  const destination = Object.fromEntries(
    PERSON_KEYS.map((k) => [k, (row[`destination_${k}`] as string | null) ?? null]),
  ) as unknown as PersonSnapshot
  return {
    id: num(row.id),
    customerId: numOrNull(row.customer),
    regularOrderNumber: String(row.regularOrderNumber ?? `#${String(row.id)}`),
    productCode: String(row.productCode),
    cycleType: String(row.cycleType) as RegularCycle,
    quantity: num(row.quantity),
    nextDeliveryDate: String(row.nextDeliveryDate),
    nextSequence: num(row.nextSequence),
    anchorDate: String(row.anchorDate ?? row.firstDeliveryDate),
    anchorSequence: numOrNull(row.anchorSequence) ?? 1,
    cancelFromSequence: numOrNull(row.cancelFromSequence),
    paymentMethod: (row.payment_method as PaymentMethodCode | null) ?? null,
    cardReference: (row.payment_cardReference as string | null) ?? null,
    destination,
    deliveryTimeCode: String(row.deliveryTimeCode ?? '0'),
    deliveryTimeLabel: (row.deliveryTimeLabel as string | null) ?? null,
    pointUse: {
      mode: ((row.pointUse_mode as PointUseMode | null) ?? 'none') as PointUseMode,
      points: num(row.pointUse_points ?? 0),
    },
  }
}

/** Active courses whose next delivery falls on or before `horizon` (YYYY-MM-DD): one indexed query. */
export async function dueCourses(
  payload: Payload,
  horizon: string,
  ids?: readonly number[],
): Promise<EngineCourse[]> {
  const { table, c } = courseColumns(payload)
  const conditions = [eq(c.status as never, 'active'), lte(c.nextDeliveryDate as never, horizon)]
  if (ids) conditions.push(inArray(c.id as never, [...ids]))
  const rows = await selectFrom<CourseRow>(payload, table, c)
    .where(and(...conditions))
    .orderBy(asc(c.id as never))
  return rows.map(toCourse)
}

/** One course by id, whatever its status (null when missing), with its status. */
export async function courseById(
  payload: Payload,
  id: number,
): Promise<(EngineCourse & { status: string }) | null> {
  const { table, c } = courseColumns(payload)
  const [row] = await selectFrom<CourseRow>(payload, table, c)
    .where(eq(c.id as never, id))
    .limit(1)
  return row ? { ...toCourse(row), status: String(row.status) } : null
}

/**
 * Moves the course on past delivery `sequence`: nextSequence+1, the next delivery date, points back to none —
 * only while nextSequence is still `sequence` and the course is active. False when another worker moved it.
 */
export async function advanceCourse(
  payload: Payload,
  tx: InTransaction,
  courseId: number,
  sequence: number,
  nextDeliveryDate: string,
): Promise<boolean> {
  const { table, c } = courseColumns(payload)
  const rows = await runner(payload, tx)
    .update(table)
    .set({
      nextSequence: sequence + 1,
      nextDeliveryDate,
      pointUse_mode: 'none',
      pointUse_points: 0,
      updatedAt: new Date().toISOString(),
    })
    .where(
      and(
        eq(c.id as never, courseId),
        eq(c.nextSequence as never, sequence),
        eq(c.status as never, 'active'),
      ),
    )
    .returning({ id: c.id })
  return rows.length === 1
}

export interface DeliveryRow {
  id: number
  courseId: number
  sequence: number
  deliveryDate: string
  status: DeliveryStatusCode
  attempts: number
  createdAt: string
}

function deliveryColumns(payload: Payload) {
  const table = deliveriesTable(payload)
  const c = columnsOf(table, [
    'id',
    'course',
    'sequence',
    'deliveryDate',
    'status',
    'order',
    'attempts',
    'nextAttemptAt',
    'failureCode',
    'shippedAt',
    'createdAt',
    'updatedAt',
  ])
  return { table, c }
}

const toDelivery = (row: Record<string, unknown>): DeliveryRow => ({
  id: num(row.id),
  courseId: num(row.course),
  sequence: num(row.sequence),
  deliveryDate: String(row.deliveryDate),
  status: row.status as DeliveryStatusCode,
  attempts: num(row.attempts ?? 0),
  createdAt: isoDate(row.createdAt),
})

/**
 * Claims delivery `sequence` of the course: inserts its row, or returns null when the (course, sequence) unique
 * index already holds one — `ON CONFLICT DO NOTHING`, the same on SQLite and PostgreSQL (where a concurrent insert
 * waits for the first transaction and then does nothing). The caller then rolls back: already done.
 */
export async function insertDelivery(
  payload: Payload,
  tx: InTransaction,
  row: {
    courseId: number
    sequence: number
    deliveryDate: string
    status: DeliveryStatusCode
    attempts: number
    nextAttemptAt?: string | null
    failureCode?: string | null
    at: string
  },
): Promise<number | null> {
  const { table } = deliveryColumns(payload)
  const [inserted] = await runner(payload, tx)
    .insert(table)
    .values({
      course: row.courseId,
      sequence: row.sequence,
      deliveryDate: row.deliveryDate,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt ?? null,
      failureCode: row.failureCode ?? null,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ id: (table as Record<string, unknown>).id })
  return inserted?.id ?? null
}

/**
 * Sets the outcome of an attempt on an existing delivery row, only while it still has the status and attempt
 * count it was read with (so of two concurrent retries exactly one goes on). True when this call changed it.
 */
export async function updateDeliveryIf(
  payload: Payload,
  tx: InTransaction,
  expected: { id: number; status: DeliveryStatusCode; attempts: number },
  values: {
    status: DeliveryStatusCode
    attempts: number
    order?: number | null
    nextAttemptAt: string | null
    failureCode: string | null
  },
): Promise<boolean> {
  const { table, c } = deliveryColumns(payload)
  const rows = await runner(payload, tx)
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(c.id as never, expected.id),
        eq(c.status as never, expected.status),
        eq(c.attempts as never, expected.attempts),
      ),
    )
    .returning({ id: c.id })
  return rows.length === 1
}

/** Links the delivery row to its order (same transaction as the insert). */
export async function linkDeliveryOrder(
  payload: Payload,
  tx: InTransaction,
  deliveryId: number,
  orderId: number,
): Promise<void> {
  const { table, c } = deliveryColumns(payload)
  await runner(payload, tx)
    .update(table)
    .set({ order: orderId })
    .where(eq(c.id as never, deliveryId))
    .returning({ id: c.id })
}

/**
 * Marks the delivery that made `orderId` as shipped (issue 29), once: the orders hook calls it in the transaction
 * that ships the order. An order no delivery made (a one-time order) changes nothing.
 */
export async function markDeliveryShipped(
  payload: Payload,
  tx: InTransaction | undefined,
  orderId: number,
  shippedAt: Date,
): Promise<void> {
  const { table, c } = deliveryColumns(payload)
  await runner(payload, tx)
    .update(table)
    .set({ shippedAt: shippedAt.toISOString() })
    .where(and(eq(c.order as never, orderId), isNull(c.shippedAt as never)))
    .returning({ id: c.id })
}

/** The delivery row of (course, sequence), or null. */
export async function deliveryOf(
  payload: Payload,
  courseId: number,
  sequence: number,
): Promise<DeliveryRow | null> {
  const { table, c } = deliveryColumns(payload)
  const [row] = await selectFrom<Record<string, unknown>>(payload, table, c)
    .where(and(eq(c.course as never, courseId), eq(c.sequence as never, sequence)))
    .limit(1)
  return row ? toDelivery(row) : null
}

export async function deliveryById(payload: Payload, id: number): Promise<DeliveryRow | null> {
  const { table, c } = deliveryColumns(payload)
  const [row] = await selectFrom<Record<string, unknown>>(payload, table, c)
    .where(eq(c.id as never, id))
    .limit(1)
  return row ? toDelivery(row) : null
}

/** Failed or held deliveries whose next attempt is due at `now`. */
export async function dueRetries(payload: Payload, now: Date): Promise<DeliveryRow[]> {
  const { table, c } = deliveryColumns(payload)
  const rows = await selectFrom<Record<string, unknown>>(payload, table, c)
    .where(
      and(
        inArray(c.status as never, ['payment-failed', 'held']),
        isNotNull(c.nextAttemptAt as never),
        lte(c.nextAttemptAt as never, now.toISOString()),
      ),
    )
    .orderBy(asc(c.id as never))
  return rows.map(toDelivery)
}

/** The newest unfinished (failed or held) delivery of a course, for "retry now". */
export async function openDeliveryOfCourse(payload: Payload, courseId: number): Promise<DeliveryRow | null> {
  const { table, c } = deliveryColumns(payload)
  const [row] = await selectFrom<Record<string, unknown>>(payload, table, c)
    .where(and(eq(c.course as never, courseId), inArray(c.status as never, ['payment-failed', 'held'])))
    .orderBy(sql`${c.sequence} desc`)
    .limit(1)
  return row ? toDelivery(row) : null
}
