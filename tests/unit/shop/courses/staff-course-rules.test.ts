import { describe, expect, it } from 'vitest'

import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import { deliveryDateOf } from '@/shop/courses/delivery-schedule'
import {
  resumePlan,
  skipPlan,
  STAFF_ACTION_REFUSALS,
  staffActionRefusal,
  staffCancelEffect,
} from '@/shop/courses/staff-course-rules'

const NO_CLOSURES = {
  shippingDays: { min: 1, max: 1 },
  transitDays: { min: 1, max: 1 },
  spanDays: 30,
  closures: [],
}

describe('staff actions on a course', () => {
  it('pauses and skips active courses only, resumes paused ones only', () => {
    expect(staffActionRefusal('pause', 'active')).toBeNull()
    expect(staffActionRefusal('pause', 'paused')).toBe(STAFF_ACTION_REFUSALS.pause)
    expect(staffActionRefusal('resume', 'paused')).toBeNull()
    expect(staffActionRefusal('resume', 'active')).toBe(STAFF_ACTION_REFUSALS.resume)
    expect(staffActionRefusal('skip', 'active')).toBeNull()
    expect(staffActionRefusal('skip', 'cancelled')).toBe(STAFF_ACTION_REFUSALS.skip)
  })

  it('cancels active and paused courses, not cancelled or ended ones', () => {
    expect(staffActionRefusal('cancel', 'active')).toBeNull()
    expect(staffActionRefusal('cancel', 'paused')).toBeNull()
    expect(staffActionRefusal('cancel', 'cancelled')).toBe(STAFF_ACTION_REFUSALS.cancel)
    expect(staffActionRefusal('cancel', 'ended')).toBe(STAFF_ACTION_REFUSALS.cancel)
  })

  it('a staff cancellation takes effect like a member’s on an active course, from the next delivery on a paused one', () => {
    const next = { sequence: 4, date: '2026-05-12', ordered: false }
    // 2026-05-01: 11 days ahead, still changeable.
    expect(staffCancelEffect('active', '2026-05-01', next)).toEqual({ fromSequence: 4, stillDelivered: null })
    // 2026-05-08: inside the 7 days, the next delivery still ships.
    expect(staffCancelEffect('active', '2026-05-08', next)).toEqual({
      fromSequence: 5,
      stillDelivered: { sequence: 4, date: '2026-05-12' },
    })
    expect(staffCancelEffect('active', '2026-05-01', { ...next, ordered: true }).fromSequence).toBe(5)
    // A paused course makes no delivery: nothing still ships.
    expect(staffCancelEffect('paused', '2026-05-08', next)).toEqual({ fromSequence: 4, stillDelivered: null })
  })

  it('resumes at the first of the course’s own dates at least 7 days ahead, on its day of the month', () => {
    const course = { anchorDate: '2026-01-15', anchorSequence: 1, cycleType: '1' as const, nextSequence: 3 }
    // 2026-05-10 + 7 = 05-17: 05-15 is too soon, 06-15 is the next date; the course stays at delivery 3.
    const plan = resumePlan(course, '2026-05-10', NO_CLOSURES)
    expect(plan).toEqual({ anchorDate: '2026-06-15', anchorSequence: 3, nextDeliveryDate: '2026-06-15' })
    expect(deliveryDateOf({ ...course, ...plan }, 4, NO_CLOSURES)).toBe('2026-07-15')
    // Exactly 7 days ahead is allowed.
    expect(resumePlan(course, '2026-05-08', NO_CLOSURES).nextDeliveryDate).toBe('2026-05-15')
    expect(REGULAR_CHANGE_DEADLINE_DAYS).toBe(7)
  })

  it('does not resume into the past of the course: never before its next sequence', () => {
    const course = { anchorDate: '2026-01-15', anchorSequence: 1, cycleType: '2' as const, nextSequence: 2 }
    expect(resumePlan(course, '2026-01-01', NO_CLOSURES).nextDeliveryDate).toBe('2026-03-15')
  })

  it('skips the next delivery: the course moves on one, to that delivery’s own date', () => {
    const course = { anchorDate: '2026-01-31', anchorSequence: 1, cycleType: '1' as const, nextSequence: 2 }
    expect(skipPlan(course, NO_CLOSURES)).toEqual({
      skippedSequence: 2,
      nextSequence: 3,
      nextDeliveryDate: '2026-03-31',
    })
  })
})
