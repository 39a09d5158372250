import { describe, expect, it } from 'vitest'

import {
  birthdayEligibility,
  continuationEligibility,
  continuousYears,
  crownTone,
  rankGifts,
} from '@/shop/campaigns/gifts/gift-rules'

/** An instant in Japan (UTC+9). */
const jst = (iso: string) => new Date(`${iso}+09:00`)

describe('birthday gifts', () => {
  it('are for the birth month of the campaign year, in Japan', () => {
    expect(birthdayEligibility('1990-11-03', 2026, jst('2026-11-01T00:00:00'))).toEqual({ ok: true })
    expect(birthdayEligibility('1990-11-03', 2026, jst('2026-11-30T23:59:00'))).toEqual({ ok: true })
    // 2026-10-31 23:30 in Japan is still October, although UTC says the same day.
    expect(birthdayEligibility('1990-11-03', 2026, jst('2026-10-31T23:30:00'))).toMatchObject({
      ok: false,
      reason: 'not-birth-month',
      message: 'お誕生日プレゼントは、お誕生月（11月）の1日から末日までにお選びいただけます。',
    })
    expect(birthdayEligibility('1990-11-03', 2026, jst('2027-11-03T12:00:00'))).toMatchObject({
      ok: false,
      reason: 'other-year',
    })
  })

  it('need a birth date on record', () => {
    expect(birthdayEligibility(null, 2026, jst('2026-11-03T12:00:00'))).toMatchObject({
      ok: false,
      reason: 'no-birth-date',
    })
  })
})

describe('continuation gifts', () => {
  const now = jst('2026-11-27T10:00:00')

  it('count full years from the first delivery of the oldest running course', () => {
    expect(
      continuousYears(
        [
          { status: 'active', firstDeliveryDate: '2024-11-27' },
          { status: 'paused', firstDeliveryDate: '2023-12-01' },
          { status: 'cancelled', firstDeliveryDate: '2019-01-01' },
        ],
        now,
      ),
    ).toBe(2)
    expect(continuousYears([{ status: 'active', firstDeliveryDate: '2025-11-28' }], now)).toBe(0)
    expect(continuousYears([{ status: 'active', firstDeliveryDate: '2025-11-27' }], now)).toBe(1)
    expect(continuousYears([{ status: 'ended', firstDeliveryDate: '2015-01-01' }], now)).toBe(0)
  })

  it('need the campaign’s years', () => {
    expect(continuationEligibility(3, 3)).toEqual({ ok: true })
    expect(continuationEligibility(2, 3)).toMatchObject({
      ok: false,
      message: '継続感謝プレゼントは、定期お届けを3年以上続けていただいている会員様が対象です。',
    })
  })
})

describe('the ranking of gifts', () => {
  it('ranks by choices, equal counts share a rank and the next skips, unchosen and below 5 get none', () => {
    const ranks = rankGifts(
      new Map([
        ['a', 3],
        ['b', 7],
        ['c', 3],
        ['d', 0],
        ['e', 1],
        ['f', 2],
        ['g', 1],
      ]),
    )
    expect(Object.fromEntries(ranks)).toEqual({ b: 1, a: 2, c: 2, f: 4, e: 5, g: 5 })
  })

  it('shows gold, silver and bronze crowns for 1–3 and the plain crown from 4', () => {
    expect([1, 2, 3, 4, 5].map(crownTone)).toEqual(['gold', 'silver', 'bronze', 'plain', 'plain'])
  })
})
