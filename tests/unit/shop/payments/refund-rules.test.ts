import { describe, expect, it } from 'vitest'

import {
  decideCapture,
  decideRefund,
  type HeldPayment,
  isIdempotencyKey,
  isPaymentYen,
  refundableOf,
} from '@/shop/payments/refund-rules'

const authorised = (authorized: number): HeldPayment => ({
  stage: 'authorized',
  authorized,
  captured: 0,
  refunded: 0,
})
const captured = (amount: number, refunded = 0): HeldPayment => ({
  stage: 'captured',
  authorized: amount,
  captured: amount,
  refunded,
})

describe('refund of an authorised payment (nothing charged yet)', () => {
  it('voids the authorisation when all of it is given back', () => {
    expect(decideRefund(authorised(5480), 5480)).toEqual({
      ok: true,
      kind: 'void',
      after: { ...authorised(5480), authorized: 0 },
    })
  })

  it('reduces the authorisation (減額) when part of it is given back', () => {
    expect(decideRefund(authorised(5480), 1480)).toEqual({
      ok: true,
      kind: 'reduce',
      after: authorised(4000),
    })
  })

  it('voids what a reduction left when the rest is given back', () => {
    const first = decideRefund(authorised(5480), 1480)
    if (!first.ok) throw new Error('refused')
    expect(decideRefund(first.after, 4000)).toMatchObject({ ok: true, kind: 'void' })
  })

  it('refuses more than is authorised', () => {
    expect(decideRefund(authorised(5480), 5481)).toEqual({ ok: false, code: 'exceeds_remaining' })
  })
})

describe('refund of a captured payment (売上確定)', () => {
  it('returns part, then the rest, and nothing beyond what was captured', () => {
    const first = decideRefund(captured(5480), 2000)
    expect(first).toEqual({ ok: true, kind: 'refund', after: captured(5480, 2000) })
    if (!first.ok) throw new Error('refused')
    expect(refundableOf(first.after)).toBe(3480)
    expect(decideRefund(first.after, 3481)).toEqual({ ok: false, code: 'exceeds_remaining' })
    const rest = decideRefund(first.after, 3480)
    expect(rest).toEqual({ ok: true, kind: 'refund', after: captured(5480, 5480) })
    if (!rest.ok) throw new Error('refused')
    expect(decideRefund(rest.after, 1)).toEqual({ ok: false, code: 'exceeds_remaining' })
  })

  it('returns all of it in one refund (never a void: the money was charged)', () => {
    expect(decideRefund(captured(3980), 3980)).toMatchObject({ ok: true, kind: 'refund' })
  })
})

describe('refund refusals', () => {
  it('refuses a payment that holds nothing (pending, declined, voided)', () => {
    expect(decideRefund(null, 100)).toEqual({ ok: false, code: 'not_refundable' })
  })

  it.each([0, -1, 1.5, Number.NaN, 10_000_001])('refuses the amount %s', (amount) => {
    expect(decideRefund(captured(5480), amount)).toEqual({ ok: false, code: 'invalid_amount' })
  })
})

describe('capture (売上確定)', () => {
  it('captures the whole authorisation by default', () => {
    expect(decideCapture(authorised(5480))).toEqual({
      ok: true,
      after: captured(5480),
      alreadyCaptured: false,
    })
  })

  it('captures less than the authorisation (the rest is released), never more', () => {
    expect(decideCapture(authorised(5480), 4000)).toMatchObject({
      ok: true,
      after: { stage: 'captured', captured: 4000, refunded: 0 },
    })
    expect(decideCapture(authorised(5480), 5481)).toEqual({ ok: false, code: 'exceeds_authorized' })
  })

  it('answers a repeated capture with the capture already made, and refuses another amount', () => {
    const done = captured(5480)
    expect(decideCapture(done)).toEqual({ ok: true, after: done, alreadyCaptured: true })
    expect(decideCapture(done, 5480)).toEqual({ ok: true, after: done, alreadyCaptured: true })
    expect(decideCapture(done, 4000)).toEqual({ ok: false, code: 'already_captured' })
  })

  it('refuses a payment that holds nothing, a zero-yen verification, and a bad amount', () => {
    expect(decideCapture(null)).toEqual({ ok: false, code: 'not_capturable' })
    expect(decideCapture(authorised(0))).toEqual({ ok: false, code: 'exceeds_authorized' })
    expect(decideCapture(authorised(5480), 0)).toEqual({ ok: false, code: 'invalid_amount' })
  })
})

describe('request values', () => {
  it('takes whole yen from 1 to the provider limit', () => {
    expect(isPaymentYen(1)).toBe(true)
    expect(isPaymentYen(10_000_000)).toBe(true)
    for (const value of [0, 10_000_001, 1.5, '100', null]) expect(isPaymentYen(value)).toBe(false)
  })

  it('takes short printable idempotency keys only', () => {
    expect(isIdempotencyKey('return-12:refund.1')).toBe(true)
    expect(isIdempotencyKey('a'.repeat(100))).toBe(true)
    for (const value of ['', 'a'.repeat(101), 'has space', '返金', 12])
      expect(isIdempotencyKey(value)).toBe(false)
  })
})
