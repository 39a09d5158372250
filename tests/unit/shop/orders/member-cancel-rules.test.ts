import { describe, expect, it } from 'vitest'

import {
  cancelScopeOf,
  isMemberCancellable,
  MEMBER_CANCEL_MESSAGES,
  memberCancelRefusal,
  ORDER_NUMBER_INPUT_PATTERN,
} from '@/shop/orders/member-cancel-rules'
import { ORDER_STATUSES } from '@/shop/orders/order-status'

describe('which orders a member may cancel', () => {
  it('allows received and confirmed orders that have not shipped, and nothing else', () => {
    const allowed = ORDER_STATUSES.filter((status) => isMemberCancellable({ status }))
    expect(allowed).toEqual(['received', 'confirmed'])
  })

  it('refuses a shipped order, also when only the shipping date says so', () => {
    expect(memberCancelRefusal({ status: 'shipped' })).toBe(MEMBER_CANCEL_MESSAGES.shipped)
    expect(memberCancelRefusal({ status: 'confirmed', shippedAt: '2026-11-20T01:00:00.000Z' })).toBe(
      MEMBER_CANCEL_MESSAGES.shipped,
    )
  })

  it('refuses a cancelled order and one whose payment is still in progress, each with its reason', () => {
    expect(memberCancelRefusal({ status: 'cancelled' })).toBe(MEMBER_CANCEL_MESSAGES.cancelled)
    expect(memberCancelRefusal({ status: 'payment-pending' })).toBe(MEMBER_CANCEL_MESSAGES.paymentPending)
  })

  it('says what a cancellation does to regular deliveries', () => {
    expect(cancelScopeOf({ regularCourse: 12, lines: [{ cycleType: '1' }] })).toBe('delivery')
    expect(cancelScopeOf({ regularCourse: null, lines: [{ cycleType: '0' }, { cycleType: '2' }] })).toBe(
      'opens-course',
    )
    expect(cancelScopeOf({ lines: [{ cycleType: '0' }] })).toBe('one-time')
  })

  it('accepts order numbers, not arbitrary text', () => {
    expect(ORDER_NUMBER_INPUT_PATTERN.test('W261123-048213')).toBe(true)
    expect(ORDER_NUMBER_INPUT_PATTERN.test('W261123 048213')).toBe(false)
    expect(ORDER_NUMBER_INPUT_PATTERN.test('x'.repeat(41))).toBe(false)
  })
})
