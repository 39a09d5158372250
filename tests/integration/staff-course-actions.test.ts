/**
 * Staff actions on a regular course in the admin (issue 12, docs/adr/036): pause, resume, skip the next delivery,
 * through the `staffAction` select (local API as a staff user, and the admin's REST door), each writing a history
 * row with the staff user and keeping the customer's regular flag in step. Admin and support only.
 */
import { randomUUID } from 'node:crypto'

import { REST_PATCH } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STALE_FORM } from '@/cms/collections/orders/course-staff-actions'
import type { User } from '@/cms/payload-types'
import { TestClock } from '@/shop/calendar/clock'
import { addDays, todayInJapan } from '@/shop/calendar/japan-date'
import { applyStaffCourseAction } from '@/shop/courses/staff-course-actions'
import { STAFF_ACTION_REFUSALS, STAFF_SKIP_TAKEN } from '@/shop/courses/staff-course-rules'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload
type Staff = User & { collection: 'users' }
const staff: Record<'admin' | 'support' | 'editor', Staff> = {} as never
let supportToken = ''

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'sa-sesamin', {
    taxClass: 'food',
    price: 4000,
    regularPrice: 3600,
    regularCycles: ['1', '2'],
    stock: 100,
    name: 'セサミンEX',
  })
  for (const role of ['admin', 'support', 'editor'] as const) {
    const email = `${role}-sa-${randomUUID()}@example.jp`
    const password = `${role}-pass-2026`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: [role] },
    })
    staff[role] = { ...user, collection: 'users' }
    if (role === 'support')
      supportToken = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
})

async function memberCourse() {
  const member = await createMember(payload, `sa-${randomUUID()}@example.jp`)
  const orderId = await placeMemberOrder(payload, member.id, [
    { productCode: 'sa-sesamin', cycleType: '1', quantity: 1 },
  ])
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: orderId } },
    overrideAccess: true,
    depth: 0,
  })
  return { member, course: docs[0]! }
}

const courseOf = (id: number) =>
  payload.findByID({ collection: 'regular-courses', id, overrideAccess: true, depth: 0 })
const flagOf = async (id: number) =>
  (await payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 }))
    .isRegularOrderCustomer

async function historyOf(courseId: number) {
  const { docs } = await payload.find({
    collection: 'regular-course-history',
    where: { course: { equals: courseId } },
    sort: 'createdAt',
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  return docs.map((h) => ({ event: h.event, actor: h.actor, staffUser: h.staffUser }))
}

const act = (courseId: number, action: string, user: Staff) =>
  payload.update({
    collection: 'regular-courses',
    id: courseId,
    data: { staffAction: action } as never,
    user,
    overrideAccess: false,
  })

describe('staff actions on a course', () => {
  it('pause and resume: status, history with the staff user, the regular flag, the next date ≥ today + 7', async () => {
    const { member, course } = await memberCourse()
    expect(await flagOf(member.id)).toBe(true)

    await act(course.id, 'pause', staff.support)
    expect((await courseOf(course.id)).status).toBe('paused')
    expect(await flagOf(member.id)).toBe(false)
    // Pausing again is refused with the reason, and changes nothing.
    await expect(act(course.id, 'pause', staff.support)).rejects.toThrow(STAFF_ACTION_REFUSALS.pause)

    await act(course.id, 'resume', staff.admin)
    const resumed = await courseOf(course.id)
    expect(resumed.status).toBe('active')
    expect(resumed.nextDeliveryDate >= addDays(todayInJapan(), 7)).toBe(true)
    expect(resumed.nextSequence).toBe(course.nextSequence)
    expect(await flagOf(member.id)).toBe(true)

    expect(await historyOf(course.id)).toEqual([
      { event: 'opened', actor: 'member', staffUser: null },
      { event: 'paused', actor: 'staff', staffUser: staff.support.id },
      { event: 'resumed', actor: 'staff', staffUser: staff.admin.id },
    ])
  })

  it('skip: a skipped delivery row for the next sequence, the course one delivery on', async () => {
    const { course } = await memberCourse()
    expect(await applyStaffCourseAction(payload, course.id, 'skip', staff.support.id)).toMatchObject({
      ok: true,
    })
    const after = await courseOf(course.id)
    expect(after.nextSequence).toBe(course.nextSequence + 1)
    expect(after.nextDeliveryDate > course.nextDeliveryDate).toBe(true)
    const { docs } = await payload.find({
      collection: 'regular-deliveries',
      where: { course: { equals: course.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((d) => [d.sequence, d.status, d.deliveryDate])).toEqual([
      [course.nextSequence, 'skipped', course.nextDeliveryDate],
    ])
    expect((await historyOf(course.id)).filter((h) => h.event === 'skipped')).toEqual([
      { event: 'skipped', actor: 'staff', staffUser: staff.support.id },
    ])
  })

  it('concurrent skips never skip one delivery twice nor lose one: each applied skip moves the course one on', async () => {
    const { course } = await memberCourse()
    const results = await Promise.all(
      [1, 2, 3].map(() => applyStaffCourseAction(payload, course.id, 'skip', staff.support.id)),
    )
    const applied = results.filter((r) => r.ok).length
    expect(applied).toBeGreaterThanOrEqual(1)
    expect(results.filter((r) => !r.ok)).toEqual(
      Array(3 - applied).fill({ ok: false, message: STAFF_SKIP_TAKEN }),
    )
    const { docs } = await payload.find({
      collection: 'regular-deliveries',
      where: { course: { equals: course.id } },
      sort: 'sequence',
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((d) => d.sequence)).toEqual(
      Array.from({ length: applied }, (_, i) => course.nextSequence + i),
    )
    expect((await courseOf(course.id)).nextSequence).toBe(course.nextSequence + applied)
    expect((await historyOf(course.id)).filter((h) => h.event === 'skipped')).toHaveLength(applied)
  })

  it('refuses an action sent from a form older than the course (saving again after a skip does not skip twice)', async () => {
    const { course } = await memberCourse()
    const shown = { staffAction: 'skip', nextSequence: course.nextSequence } as never
    await payload.update({
      collection: 'regular-courses',
      id: course.id,
      data: shown,
      user: staff.support,
      overrideAccess: false,
    })
    await expect(
      payload.update({
        collection: 'regular-courses',
        id: course.id,
        data: shown,
        user: staff.support,
        overrideAccess: false,
      }),
    ).rejects.toThrow(STALE_FORM)
    expect((await courseOf(course.id)).nextSequence).toBe(course.nextSequence + 1)
  })

  it('refuses a skip of a delivery the engine already ordered', async () => {
    const { course } = await memberCourse()
    await payload.create({
      collection: 'regular-deliveries',
      overrideAccess: true,
      data: {
        course: course.id,
        sequence: course.nextSequence,
        deliveryDate: course.nextDeliveryDate,
        status: 'ordered',
      },
    })
    expect(await applyStaffCourseAction(payload, course.id, 'skip', staff.support.id)).toEqual({
      ok: false,
      message: STAFF_SKIP_TAKEN,
    })
    expect((await courseOf(course.id)).nextSequence).toBe(course.nextSequence)
  })

  it('resumes with an injected clock', async () => {
    const { course } = await memberCourse()
    await applyStaffCourseAction(payload, course.id, 'pause', staff.support.id)
    const clock = new TestClock('2030-05-10T00:00:00Z')
    const result = await applyStaffCourseAction(payload, course.id, 'resume', staff.support.id, undefined, {
      clock,
    })
    expect(result.ok).toBe(true)
    expect((await courseOf(course.id)).nextDeliveryDate >= '2030-05-17').toBe(true)
  })

  it('cancel: an active course is cancelled from its next delivery, with the history row and the flag', async () => {
    const { member, course } = await memberCourse()
    await act(course.id, 'cancel', staff.support)
    const after = await courseOf(course.id)
    expect(after.status).toBe('cancelled')
    expect(after.cancelFromSequence).toBe(course.nextSequence)
    expect(after.cancelledAt).toBeTruthy()
    // The reason is the member's own answer on the my page (issue 28): a staff cancel leaves it empty.
    expect(after.cancelReason ?? null).toBeNull()
    expect(after.cancelReasonNote ?? null).toBeNull()
    expect(await flagOf(member.id)).toBe(false)
    await expect(act(course.id, 'cancel', staff.support)).rejects.toThrow(STAFF_ACTION_REFUSALS.cancel)
    expect((await historyOf(course.id)).filter((h) => h.event === 'cancelled')).toEqual([
      { event: 'cancelled', actor: 'staff', staffUser: staff.support.id },
    ])
  })

  it('cancel: a paused course can be cancelled; an ordered next delivery still ships', async () => {
    const paused = await memberCourse()
    await applyStaffCourseAction(payload, paused.course.id, 'pause', staff.support.id)
    expect(await applyStaffCourseAction(payload, paused.course.id, 'cancel', staff.admin.id)).toMatchObject({
      ok: true,
    })
    expect((await courseOf(paused.course.id)).status).toBe('cancelled')

    const { course } = await memberCourse()
    await payload.create({
      collection: 'regular-deliveries',
      overrideAccess: true,
      data: {
        course: course.id,
        sequence: course.nextSequence,
        deliveryDate: course.nextDeliveryDate,
        status: 'ordered',
      },
    })
    await applyStaffCourseAction(payload, course.id, 'cancel', staff.support.id)
    expect((await courseOf(course.id)).cancelFromSequence).toBe(course.nextSequence + 1)
  })

  it('the status (and the member’s cancel reason) is not editable in the admin: a plain edit leaves it, so no change goes unrecorded', async () => {
    const { member, course } = await memberCourse()
    await payload.update({
      collection: 'regular-courses',
      id: course.id,
      data: { status: 'cancelled', cancelReason: 'price', cancelReasonNote: 'スタッフが書いた理由' },
      user: staff.admin,
      overrideAccess: false,
    })
    expect((await courseOf(course.id)).status).toBe('active')
    // Nor is the member's cancel reason (read-only like the other locked fields).
    expect((await courseOf(course.id)).cancelReason ?? null).toBeNull()
    expect((await courseOf(course.id)).cancelReasonNote ?? null).toBeNull()
    expect(await flagOf(member.id)).toBe(true)
    expect((await historyOf(course.id)).map((h) => h.event)).toEqual(['opened'])
  })

  it('least privilege: editors cannot; support can through the admin’s REST door', async () => {
    const { course } = await memberCourse()
    await expect(act(course.id, 'pause', staff.editor)).rejects.toThrow()
    expect((await courseOf(course.id)).status).toBe('active')
    const path = `regular-courses/${course.id}`
    const response = await REST_PATCH(config)(
      new Request(`http://localhost:3000/cms-api/${path}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${supportToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ staffAction: 'pause' }),
      }),
      { params: Promise.resolve({ slug: path.split('/') }) },
    )
    expect(response.status).toBe(200)
    expect((await courseOf(course.id)).status).toBe('paused')
  })
})
