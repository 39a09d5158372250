import { describe, expect, it } from 'vitest'

import {
  boundariesAfter,
  campaignPhase,
  closingNote,
  isInPeriod,
  periodError,
  periodText,
} from '@/shop/campaigns/campaign-period'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'

// 2026-12-01 10:00 to 2026-12-26 00:00 in Japan (UTC+9).
const period = { startsAt: new Date('2026-12-01T01:00:00Z'), endsAt: new Date('2026-12-25T15:00:00Z') }

describe('campaign period', () => {
  it('is upcoming before its start, running from its start, ended from its end', () => {
    expect(campaignPhase(period, new Date('2026-12-01T00:59:59.999Z'))).toBe('upcoming')
    expect(campaignPhase(period, new Date('2026-12-01T01:00:00Z'))).toBe('running')
    expect(campaignPhase(period, new Date('2026-12-25T14:59:59.999Z'))).toBe('running')
    expect(campaignPhase(period, new Date('2026-12-25T15:00:00Z'))).toBe('ended')
    expect(isInPeriod(period, new Date('2026-12-10T00:00:00Z'))).toBe(true)
    expect(isInPeriod(period, new Date('2026-12-26T00:00:00Z'))).toBe(false)
  })

  it('lists the boundaries still ahead, for the jobs that expire its pages', () => {
    expect(boundariesAfter(period, new Date('2026-11-30T00:00:00Z'))).toEqual([
      period.startsAt,
      period.endsAt,
    ])
    expect(boundariesAfter(period, new Date('2026-12-01T01:00:00Z'))).toEqual([period.endsAt])
    expect(boundariesAfter(period, new Date('2026-12-27T00:00:00Z'))).toEqual([])
  })

  it('must end after it starts', () => {
    expect(periodError('2026-12-01T01:00:00Z', '2026-12-01T01:00:00Z')).toBe(
      '終了日時は開始日時より後にしてください',
    )
    expect(periodError('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(
      '終了日時は開始日時より後にしてください',
    )
    expect(periodError('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')).toBeNull()
    // Missing dates are the required-field rule's to name.
    expect(periodError(undefined, '2026-12-02T00:00:00Z')).toBeNull()
  })

  it('states the last minute of the period, not the exclusive end', () => {
    expect(periodText(period, formatJapanDateTime)).toBe('2026年12月1日 10:00 〜 2026年12月25日 23:59')
  })

  it('counts down in the last week', () => {
    expect(closingNote(period, new Date('2026-12-10T00:00:00Z'))).toBeNull()
    expect(closingNote(period, new Date('2026-12-22T15:00:00Z'))).toBe('終了まであと3日')
    expect(closingNote(period, new Date('2026-12-24T15:00:00Z'))).toBe('まもなく終了')
    expect(closingNote(period, new Date('2026-12-25T15:00:00Z'))).toBeNull()
  })
})
