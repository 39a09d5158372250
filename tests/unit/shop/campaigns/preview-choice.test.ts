import { describe, expect, it } from 'vitest'

import { defaultPreviewChoice, parsePreviewChoice, previewDays } from '@/shop/campaigns/preview-choice'

// 2026-12-01 10:30 to 2026-12-04 00:00 in Japan.
const period = { startsAt: new Date('2026-12-01T01:30:00Z'), endsAt: new Date('2026-12-03T15:00:00Z') }

describe('dated preview choice', () => {
  it('offers the Japan days of the period, up to the day of its last minute', () => {
    expect(previewDays(period)).toEqual([
      { value: '2026-12-01', label: '2026年12月1日（火）' },
      { value: '2026-12-02', label: '2026年12月2日（水）' },
      { value: '2026-12-03', label: '2026年12月3日（木）' },
    ])
  })

  it('defaults to now while it runs, else to its start', () => {
    expect(defaultPreviewChoice(period, new Date('2026-11-27T03:00:00Z'))).toEqual({
      day: '2026-12-01',
      hour: 10,
    })
    expect(defaultPreviewChoice(period, new Date('2026-12-02T05:00:00Z'))).toEqual({
      day: '2026-12-02',
      hour: 14,
    })
  })

  it('turns a day and hour in Japan into the instant, the start when the hour begins before it', () => {
    expect(parsePreviewChoice({ day: '2026-12-02', hour: '9', variant: 'test' }, period, true)).toEqual({
      ok: true,
      choice: { at: new Date('2026-12-02T00:00:00Z'), variant: 'test' },
    })
    expect(parsePreviewChoice({ day: '2026-12-01', hour: '10', variant: 'control' }, period, true)).toEqual({
      ok: true,
      choice: { at: period.startsAt, variant: 'control' },
    })
  })

  it('names each field that is wrong, in Japanese', () => {
    expect(parsePreviewChoice({ day: '2026-12-09', hour: '25', variant: 'x' }, period, true)).toEqual({
      ok: false,
      fields: {
        day: 'キャンペーン期間内の日付を選んでください',
        hour: '時刻を選んでください',
        variant: '表示する版を選んでください',
      },
    })
    expect(parsePreviewChoice({ day: '2026-12-01', hour: '9', variant: 'test' }, period, false)).toEqual({
      ok: false,
      fields: { variant: 'このキャンペーンにはテスト版がありません' },
    })
  })

  it('shows an hour before the start on the first day as at the start', () => {
    expect(parsePreviewChoice({ day: '2026-12-01', hour: '9', variant: 'control' }, period, true)).toEqual({
      ok: true,
      choice: { at: period.startsAt, variant: 'control' },
    })
  })
})
