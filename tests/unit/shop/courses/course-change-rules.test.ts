import { describe, expect, it } from 'vitest'

import { cardChangeTicket, readCardChangeTicket, ticketMatches } from '@/shop/courses/card-change-ticket'
import {
  addressChangeSummary,
  addressChangeTarget,
  paymentChangeSummary,
  paymentChoiceRefusal,
} from '@/shop/courses/course-change-rules'
import { codFeeBands } from '@/shop/courses/course-change-views'
import { paymentChangeErrorPage } from '@/shop/courses/payment-change-paths'

const course = { status: 'active' as const, nextSequence: 3, nextDeliveryDate: '2026-12-10' }

describe('addressChangeTarget (7-day rule, ADR 035)', () => {
  it('applies to the next delivery while it is at least 7 days away', () => {
    expect(addressChangeTarget(course, 3, '2026-12-03')).toEqual({
      ok: true,
      sequence: 3,
      deliveryDate: '2026-12-10',
    })
  })

  it('inside 7 days: refused with the last day and the inquiry route, never moved to the following delivery', () => {
    const refusal = addressChangeTarget(course, 3, '2026-12-04')
    expect(refusal).toMatchObject({
      ok: false,
      reason: 'too-late',
      lastChangeDay: '2026-12-03',
      inquiryPath: '/inquiry/contact/',
    })
    expect(refusal.ok || refusal.message).toContain('7日前（2026年12月3日（木））')
  })

  it('a stale sequence and a cancelled course are refused', () => {
    expect(addressChangeTarget(course, 2, '2026-11-01')).toMatchObject({ reason: 'sequence-moved' })
    expect(addressChangeTarget({ ...course, status: 'cancelled' }, 3, '2026-11-01')).toMatchObject({
      reason: 'not-changeable',
    })
    expect(addressChangeTarget({ ...course, status: 'paused' }, 3, '2026-11-01')).toMatchObject({ ok: true })
  })
})

describe('paymentChoiceRefusal', () => {
  const owner = { hasSavedCard: true, hasDirectDebit: false }
  const cod = { method: '1' as const, cardReference: null }

  it('direct debit only once registered', () => {
    expect(paymentChoiceRefusal('active', cod, { method: '3' }, owner, 'card_a')).toMatchObject({
      reason: 'direct-debit-unregistered',
      field: 'paymentMethod',
    })
    expect(
      paymentChoiceRefusal('active', cod, { method: '3' }, { ...owner, hasDirectDebit: true }, 'card_a'),
    ).toBeNull()
  })

  it('the saved card needs one, and is "unchanged" when the course already uses it', () => {
    expect(
      paymentChoiceRefusal(
        'active',
        cod,
        { method: '2', card: 'saved' },
        { ...owner, hasSavedCard: false },
        null,
      ),
    ).toMatchObject({ reason: 'saved-card-missing', field: 'card' })
    expect(
      paymentChoiceRefusal(
        'active',
        { method: '2', cardReference: 'card_a' },
        { method: '2', card: 'saved' },
        owner,
        'card_a',
      ),
    ).toMatchObject({ reason: 'unchanged' })
    expect(
      paymentChoiceRefusal(
        'active',
        { method: '2', cardReference: 'card_old' },
        { method: '2', card: 'saved' },
        owner,
        'card_a',
      ),
    ).toBeNull()
  })

  it('a new card is always a change; the same offline method is not; an ended course is refused', () => {
    const card = { method: '2' as const, cardReference: 'card_a' }
    expect(
      paymentChoiceRefusal('active', card, { method: '2', card: 'new', token: 't' }, owner, 'card_a'),
    ).toBeNull()
    expect(paymentChoiceRefusal('active', cod, { method: '1' }, owner, null)).toMatchObject({
      reason: 'unchanged',
    })
    expect(paymentChoiceRefusal('ended', cod, { method: '4' }, owner, null)).toMatchObject({
      reason: 'not-changeable',
    })
  })
})

describe('history summaries carry no personal or card data', () => {
  it('names methods and the delivery only', () => {
    expect(paymentChangeSummary('1', '2')).toBe(
      'お支払い方法を「代金引換」から「クレジットカード」に変更しました。',
    )
    expect(paymentChangeSummary(null, '4')).toBe(
      'お支払い方法を「未設定」から「郵便振替（後払い）」に変更しました。',
    )
    expect(paymentChangeSummary('2', '2')).toBe('お支払いのクレジットカードを別のものに変更しました。')
    expect(addressChangeSummary(4)).toBe('第4回のお届けからお届け先を変更しました。')
  })
})

describe('COD fee bands come from the fee table', () => {
  it('tax included, one per band', () => {
    expect(codFeeBands()).toEqual([
      { below: 10_000, fee: 330 },
      { below: 30_000, fee: 440 },
      { below: 100_000, fee: 660 },
      { below: 300_000, fee: 1_100 },
    ])
  })
})

describe('card change ticket', () => {
  const now = new Date('2026-11-25T10:00:00Z')
  const ticket = {
    reference: 'pay_x',
    customerId: 7,
    regularOrderNumber: 'R1',
    expiresAt: now.getTime() + 60_000,
  }

  it('round-trips, and binds reference, member and course', () => {
    const read = readCardChangeTicket('secret', cardChangeTicket('secret', ticket), now)
    expect(read).toEqual(ticket)
    expect(ticketMatches(read, { reference: 'pay_x', customerId: 7, regularOrderNumber: 'R1' })).toBe(true)
    expect(ticketMatches(read, { reference: 'pay_x', customerId: 8, regularOrderNumber: 'R1' })).toBe(false)
    expect(ticketMatches(read, { reference: 'pay_y', customerId: 7, regularOrderNumber: 'R1' })).toBe(false)
  })

  it('refuses another secret, a tampered body and an expired ticket', () => {
    const value = cardChangeTicket('secret', ticket)
    expect(readCardChangeTicket('other', value, now)).toBeNull()
    const [body, mac] = value.split('.')
    const forged = Buffer.from(JSON.stringify({ ...ticket, customerId: 8 })).toString('base64url')
    expect(readCardChangeTicket('secret', `${forged}.${mac}`, now)).toBeNull()
    expect(readCardChangeTicket('secret', `${body}.${mac}`, new Date(ticket.expiresAt))).toBeNull()
    expect(readCardChangeTicket('secret', undefined, now)).toBeNull()
  })
})

describe('3-D Secure error page of the change', () => {
  it('says nothing changed and goes back to the course', () => {
    expect(paymentChangeErrorPage('card_declined', 'R 1')).toEqual({
      title: 'カードをご利用いただけませんでした',
      message: expect.stringContaining('お支払い方法は変更されていません。'),
      retryPath: '/mypage/payment-method-change/?regularOrderNumber=R+1',
    })
    expect(paymentChangeErrorPage(undefined).retryPath).toBe('/mypage/')
  })
})
