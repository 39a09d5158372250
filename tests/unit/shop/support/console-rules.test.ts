/** The support console's pure rules (issue 29 §3, docs/adr/071-support-console.md). */
import { describe, expect, it } from 'vitest'

import { createSignInLimits, isAccountLocked, unlockAccount } from '@/shop/auth/sign-in-limits'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'
import {
  ACCESS_ACTION_LABELS,
  ACCESS_ACTIONS,
  canCancelOrder,
  canReadAccessLog,
  canUseConsole,
  checkNote,
  checkPointAdjustment,
  checkTarget,
  CONSOLE_ACTIONS,
  courseActionsFor,
  fieldMessage,
  isActionKey,
  isAddresseeOnlyMail,
  isConsoleAction,
  noticeText,
  pointChangeText,
} from '@/shop/support/console-rules'
import { buildTimeline, TIMELINE_KIND_LABELS, type TimelineEntry } from '@/shop/support/timeline'

describe('who may use the console', () => {
  it('admins and support; nobody else', () => {
    expect(canUseConsole(['admin'])).toBe(true)
    expect(canUseConsole(['support'])).toBe(true)
    expect(canUseConsole(['editor'])).toBe(false)
    expect(canUseConsole(['marketer', 'reviewer'])).toBe(false)
    expect(canUseConsole([])).toBe(false)
  })
  it('the access log is for admins only', () => {
    expect(canReadAccessLog(['admin'])).toBe(true)
    expect(canReadAccessLog(['support'])).toBe(false)
    expect(canReadAccessLog(['editor'])).toBe(false)
  })
})

describe('actions and labels', () => {
  it('every recorded action has a Japanese label; the form actions are recorded ones', () => {
    for (const a of ACCESS_ACTIONS) expect(ACCESS_ACTION_LABELS[a]).toMatch(/[ぁ-んァ-ヶ一-龠]/)
    for (const a of CONSOLE_ACTIONS) expect(ACCESS_ACTIONS).toContain(a)
    expect(isConsoleAction('view')).toBe(false)
    expect(isConsoleAction('adjust-points')).toBe(true)
    expect(isConsoleAction('__proto__')).toBe(false)
  })
  it('one-time keys: a UUID, nothing short or odd', () => {
    expect(isActionKey('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true)
    expect(isActionKey('short')).toBe(false)
    expect(isActionKey('x'.repeat(65))).toBe(false)
    expect(isActionKey("abc' or 1=1 --------")).toBe(false)
    expect(isActionKey(undefined)).toBe(false)
  })
  it('orders: only states that may become キャンセル', () => {
    expect(canCancelOrder('received')).toBe(true)
    expect(canCancelOrder('payment-pending')).toBe(true)
    expect(canCancelOrder('confirmed')).toBe(true)
    expect(canCancelOrder('shipped')).toBe(false)
    expect(canCancelOrder('cancelled')).toBe(false)
  })
  it('courses: the buttons the course owner would accept', () => {
    expect(courseActionsFor('active')).toEqual(['course-pause', 'course-skip'])
    expect(courseActionsFor('paused')).toEqual(['course-resume'])
    expect(courseActionsFor('cancelled')).toEqual([])
    expect(courseActionsFor('ended')).toEqual([])
  })
  it('mails with one-time codes or staff links are the addressee’s only', () => {
    expect(isAddresseeOnlyMail('otp-registration')).toBe(true)
    expect(isAddresseeOnlyMail('staff')).toBe(true)
    expect(isAddresseeOnlyMail('order-confirmation')).toBe(false)
  })
  it('the status after a points adjustment says how many', () => {
    expect(noticeText('points-adjusted', 100)).toBe('ポイントを100ポイント加算しました。')
    expect(noticeText('points-adjusted', -1500)).toBe('ポイントを1,500ポイント減算しました。')
    expect(noticeText('points-adjusted')).toBe('ポイントを調整しました。')
    expect(noticeText('note-recorded')).toBe('メモを記録しました。')
    expect(pointChangeText(5)).toBe('5ポイント加算')
  })
})

describe('validation (messages name the field)', () => {
  it('points: a non-zero integer within ±100,000 and a reason of 1–200 characters', () => {
    expect(checkPointAdjustment({ delta: '100', reason: 'お詫び' })).toEqual({
      ok: true,
      value: { delta: 100, reason: 'お詫び' },
    })
    expect(checkPointAdjustment({ delta: '－１，０００', reason: ' 誤付与の訂正 ' })).toEqual({
      ok: true,
      value: { delta: -1000, reason: '誤付与の訂正' },
    })
    expect(checkPointAdjustment({ delta: '+100000', reason: 'x' }).ok).toBe(true)
    expect(checkPointAdjustment({ delta: '', reason: '' })).toEqual({
      ok: false,
      errors: { delta: 'empty', reason: 'empty' },
    })
    expect(checkPointAdjustment({ delta: '0', reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'zero' },
    })
    expect(checkPointAdjustment({ delta: '100001', reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'range' },
    })
    expect(checkPointAdjustment({ delta: '99999999999999999999', reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'range' },
    })
    expect(checkPointAdjustment({ delta: '1.5', reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'format' },
    })
    expect(checkPointAdjustment({ delta: '1e3', reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'format' },
    })
    expect(checkPointAdjustment({ delta: 100, reason: 'x' })).toEqual({
      ok: false,
      errors: { delta: 'empty' },
    })
    expect(checkPointAdjustment({ delta: '1', reason: 'あ'.repeat(201) })).toEqual({
      ok: false,
      errors: { reason: 'long' },
    })
    expect(checkPointAdjustment({ delta: '1', reason: '😀'.repeat(200) }).ok).toBe(true)
  })
  it('note: 1–1000 characters', () => {
    expect(checkNote({ note: '電話で住所変更の相談' })).toEqual({
      ok: true,
      value: { note: '電話で住所変更の相談' },
    })
    expect(checkNote({ note: '  ' })).toEqual({ ok: false, errors: { note: 'empty' } })
    expect(checkNote({ note: 'a'.repeat(1001) })).toEqual({ ok: false, errors: { note: 'long' } })
    expect(checkNote({ note: ['x'] })).toEqual({ ok: false, errors: { note: 'empty' } })
  })
  it('targets: a positive id', () => {
    expect(checkTarget('12')).toEqual({ ok: true, value: { id: 12 } })
    expect(checkTarget('0').ok).toBe(false)
    expect(checkTarget('-1').ok).toBe(false)
    expect(checkTarget('1 or 1').ok).toBe(false)
  })
  it('messages are Japanese and name the field', () => {
    expect(fieldMessage('delta', 'empty')).toBe('「ポイント数（増減）」を入力してください。')
    expect(fieldMessage('delta', 'range')).toContain('100,000')
    expect(fieldMessage('reason', 'long')).toBe('「理由」は200文字以内で入力してください。')
    expect(fieldMessage('note', 'long')).toBe('「メモ」は1000文字以内で入力してください。')
    expect(fieldMessage('target', 'format')).toContain('「対象」')
  })
})

describe('the timeline', () => {
  const e = (kind: TimelineEntry['kind'], at: string, title: string = kind): TimelineEntry => ({
    kind,
    at,
    title,
    detail: '',
  })
  it('merges the sources newest first, each with its kind label', () => {
    const list = buildTimeline([
      [e('order', '2026-11-01T10:00:00Z'), e('order', '2026-11-20T10:00:00Z')],
      [e('points', '2026-11-10T00:00:00Z')],
      [e('mail', '2026-11-25T00:00:00+09:00')],
    ])
    // 2026-11-25 00:00 in Japan is 2026-11-24 15:00 UTC: compared as instants, not as text.
    expect(list.map((x) => [x.kind, x.at])).toEqual([
      ['mail', '2026-11-25T00:00:00+09:00'],
      ['order', '2026-11-20T10:00:00Z'],
      ['points', '2026-11-10T00:00:00Z'],
      ['order', '2026-11-01T10:00:00Z'],
    ])
    expect(list.map((x) => x.kindLabel).slice(0, 2)).toEqual(['メール', 'ご注文'])
    expect(Object.values(TIMELINE_KIND_LABELS)).toContain('ログイン・セキュリティ')
  })
  it('one instant: the answer (a mail) above what it answered (the order); unreadable times last', () => {
    const at = '2026-11-20T10:00:00.000Z'
    const list = buildTimeline([
      [e('order', at, 'a'), e('order', at, 'b')],
      [e('mail', at)],
      [e('note', 'bad')],
    ])
    expect(list.map((x) => x.title)).toEqual(['mail', 'a', 'b', 'note'])
  })
  it('empty sources give an empty story', () => {
    expect(buildTimeline([[], []])).toEqual([])
  })
})

describe('the account lock (sign-in limits)', () => {
  it('locked once the per-account limit is used up; unlocking lets sign-ins through again', async () => {
    const limits = createSignInLimits(
      { perIp: { points: 100, durationSeconds: 60 }, perAccount: { points: 3, durationSeconds: 60 } },
      memoryRateLimiter,
    )
    const email = 'Hanako@example.jp'
    expect(await isAccountLocked(email, limits)).toBe(false)
    for (let i = 0; i < 3; i++) expect(await limits.beforeAttempt(`10.0.0.${i}`, email)).toBeNull()
    expect(await isAccountLocked('hanako@example.jp', limits)).toBe(true)
    expect(await limits.beforeAttempt('10.0.0.9', email)).toBeGreaterThan(0)
    await unlockAccount(email, limits)
    expect(await isAccountLocked(email, limits)).toBe(false)
    expect(await limits.beforeAttempt('10.0.0.10', email)).toBeNull()
  })
})
