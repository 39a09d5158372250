import { describe, expect, it } from 'vitest'

import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import {
  cancelEffect,
  cancelEffectText,
  checkDateChange,
  checkPointUse,
  DEADLINE_RULE_TEXT,
  offeredNewDates,
  pointUseText,
  tooLateMessage,
} from '@/shop/courses/member-course-rules'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

describe('offeredNewDates', () => {
  it('offers from the later of today+7 and current−14 to the day before the next cycle, without the current date', () => {
    const dates = offeredNewDates('2026-05-01', '2026-06-10', '1')
    expect(dates[0]).toBe('2026-05-27')
    expect(dates.at(-1)).toBe('2026-07-09')
    expect(dates).not.toContain('2026-06-10')
  })

  it('never offers a day within the deadline from today', () => {
    const dates = offeredNewDates('2026-06-01', '2026-06-10', '2')
    expect(dates[0]).toBe('2026-06-08')
    expect(dates.at(-1)).toBe('2026-08-09')
  })

  it('never offers a closure day', () => {
    const dates = offeredNewDates('2026-12-01', '2026-12-20', '1')
    for (const day of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03'])
      expect(dates).not.toContain(day)
    expect(dates).toContain('2026-12-28')
    expect(dates).toContain('2027-01-04')
  })

  it('offers nothing once the current date is inside the deadline', () => {
    expect(offeredNewDates('2026-06-04', '2026-06-10', '1')).toEqual([])
    expect(offeredNewDates('2026-06-03', '2026-06-10', '1').length).toBeGreaterThan(0)
  })
})

describe('checkDateChange', () => {
  it('refuses inside the deadline with the reason and the inquiry routes', () => {
    const check = checkDateChange('2026-06-05', '2026-06-10', '2026-06-20', '1')
    expect(check).toMatchObject({ ok: false, reason: 'too-late' })
    if (check.ok) return
    expect(check.message).toContain('2026年6月3日')
    expect(check.message).toContain(SHOP_CONTACT.phone)
    expect(check.message).toContain('/inquiry/contact/')
    expect(check.message).toContain(DEADLINE_RULE_TEXT)
  })

  it('refuses a date that is not offered and accepts one that is', () => {
    expect(checkDateChange('2026-05-01', '2026-06-10', '2026-05-02', '1')).toMatchObject({
      ok: false,
      reason: 'not-offered',
    })
    expect(checkDateChange('2026-05-01', '2026-06-10', '2026-06-15', '1')).toEqual({ ok: true })
  })

  it('asks for a date when none was chosen (the plain form sent without one)', () => {
    expect(checkDateChange('2026-05-01', '2026-06-10', '', '1')).toEqual({
      ok: false,
      reason: 'not-offered',
      message: '変更後のお届け日を選択してください。',
    })
  })
})

describe('cancelEffect', () => {
  it('takes effect from the next delivery while it is changeable and not ordered', () => {
    const effect = cancelEffect('2026-06-01', { sequence: 3, date: '2026-06-08', ordered: false })
    expect(effect).toEqual({ fromSequence: 3, stillDelivered: null })
    expect(cancelEffectText(effect)).toContain('第3回のお届けから停止')
  })

  it('lets the next delivery ship when it is inside the deadline or already ordered', () => {
    const late = cancelEffect('2026-06-02', { sequence: 3, date: '2026-06-08', ordered: false })
    expect(late).toEqual({ fromSequence: 4, stillDelivered: { sequence: 3, date: '2026-06-08' } })
    expect(cancelEffectText(late)).toContain('2026年6月8日（月）のお届けは')
    expect(cancelEffect('2026-05-01', { sequence: 3, date: '2026-06-08', ordered: true }).fromSequence).toBe(
      4,
    )
  })
})

describe('checkPointUse', () => {
  it('accepts none, all with a balance, and 1 … balance points', () => {
    expect(checkPointUse('none', 300, 0)).toEqual({ ok: true, use: { mode: 'none', points: 0 } })
    expect(checkPointUse('all', null, 10)).toEqual({ ok: true, use: { mode: 'all', points: 0 } })
    expect(checkPointUse('some', 500, 500)).toEqual({ ok: true, use: { mode: 'some', points: 500 } })
  })

  it('refuses more than the balance, no number, and all without points', () => {
    expect(checkPointUse('some', 501, 500)).toMatchObject({ ok: false, field: 'points' })
    expect(checkPointUse('some', null, 500)).toMatchObject({ ok: false, field: 'points' })
    expect(checkPointUse('some', 0, 500)).toMatchObject({ ok: false, field: 'points' })
    expect(checkPointUse('all', null, 0)).toMatchObject({ ok: false, field: 'pointUseMode' })
  })

  it('words the choice', () => {
    expect(pointUseText({ mode: 'some', points: 1500 })).toBe('1,500pt 利用する')
  })
})

it('states the rule with the one constant', () => {
  expect(DEADLINE_RULE_TEXT).toContain(`${REGULAR_CHANGE_DEADLINE_DAYS}日前`)
  expect(tooLateMessage('2026-06-10')).toContain('2026年6月10日（水）')
})
