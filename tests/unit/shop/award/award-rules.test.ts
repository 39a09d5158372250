import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  AWARD_MESSAGES,
  ballotKeyOf,
  checkPeriod,
  PERIOD_MESSAGES,
  periodKeyOf,
  rankEntries,
  statusMessage,
  voteStatus,
} from '@/shop/award/award-rules'

import { SRC, writePattern, writesIn, writesOutside } from '../../support/owner-scan'

const period = {
  year: 2026,
  startsAt: new Date('2026-12-01T00:00:00Z'),
  endsAt: new Date('2026-12-14T14:59:59Z'),
}

describe('voteStatus', () => {
  it('is none without a complete period (the default), and before, open or closed around it', () => {
    expect(voteStatus({ year: null, startsAt: null, endsAt: null }, new Date())).toBe('none')
    expect(voteStatus({ ...period, endsAt: null }, new Date())).toBe('none')
    expect(voteStatus({ ...period, year: null }, new Date())).toBe('none')
    expect(voteStatus(period, new Date('2026-11-30T23:59:59Z'))).toBe('before')
    expect(voteStatus(period, period.startsAt)).toBe('open')
    expect(voteStatus(period, period.endsAt)).toBe('open')
    expect(voteStatus(period, new Date(period.endsAt.getTime() + 1))).toBe('closed')
  })

  it('says in Japanese when voting opens, until when it runs, and when it closed', () => {
    expect(statusMessage('none', period)).toBe(AWARD_MESSAGES.none)
    expect(statusMessage('before', period)).toBe(
      '投票は2026年12月1日 09:00から2026年12月14日 23:59まで受け付けます。開始までお待ちください。',
    )
    expect(statusMessage('open', period)).toContain('2026年12月14日 23:59まで')
    expect(statusMessage('closed', period)).toBe(
      '投票は2026年12月14日 23:59で締め切りました。たくさんのご投票ありがとうございました。',
    )
  })
})

describe('keys', () => {
  it('make one ballot per member, award and period; a reopened period is a new one', () => {
    const key = periodKeyOf(period)
    expect(ballotKeyOf(key, 'grandprix', 7)).toBe('2026:2026-12-01T00:00:00.000Z:grandprix:7')
    expect(ballotKeyOf(key, 'issho', 7)).not.toBe(ballotKeyOf(key, 'grandprix', 7))
    expect(periodKeyOf({ ...period, startsAt: new Date('2027-01-01T00:00:00Z') })).not.toBe(key)
  })
})

describe('checkPeriod', () => {
  it('accepts both dates or neither, with a year and the end after the start', () => {
    expect(checkPeriod({})).toBe(true)
    expect(
      checkPeriod({ year: 2026, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' }),
    ).toBe(true)
    expect(checkPeriod({ year: 2026, startsAt: '2026-12-01T00:00:00Z' })).toBe(PERIOD_MESSAGES.incomplete)
    expect(checkPeriod({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' })).toBe(
      PERIOD_MESSAGES.year,
    )
    expect(
      checkPeriod({ year: 2026, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
    ).toBe(PERIOD_MESSAGES.order)
  })
})

describe('rankEntries', () => {
  it('orders by votes; equal votes share a rank', () => {
    const ranked = rankEntries([
      { id: 1, title: 'a', votes: 2 },
      { id: 2, title: 'b', votes: 5 },
      { id: 3, title: 'c', votes: 2 },
      { id: 4, title: 'd', votes: 0 },
    ])
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 4],
    ])
  })
})

describe('award votes have one writer', () => {
  const WRITE = writePattern(String.raw`['"]award-votes['"]`)
  it('the scan sees the service’s write (it is not vacuous)', () => {
    expect(
      writesIn(path.join(SRC, 'shop', 'award', 'award-vote-service.ts'), WRITE).length,
    ).toBeGreaterThanOrEqual(1)
  })
  it('no module outside src/shop/award writes them', () => {
    expect(writesOutside([path.join('shop', 'award')], WRITE)).toEqual([])
  })
})
