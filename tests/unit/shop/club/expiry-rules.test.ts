import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  expiryDay,
  hasExpired,
  lastValidDay,
  nextExpiry,
  POINT_EXPIRY_RULE_TEXT,
  POINT_VALIDITY_MONTHS,
} from '@/shop/club/expiry-rules'

// 2025-11-27 10:00 in Japan.
const earned = new Date('2025-11-27T01:00:00Z')

describe('point expiry', () => {
  it('keeps points valid until the same day twelve months after the last earning, Japan time', () => {
    expect(POINT_VALIDITY_MONTHS).toBe(12)
    expect(lastValidDay(earned)).toBe('2026-11-27')
    expect(expiryDay(earned)).toBe('2026-11-28')
    // 23:30 UTC on 2025-11-26 is already the 27th in Japan.
    expect(lastValidDay(new Date('2025-11-26T23:30:00Z'))).toBe('2026-11-27')
    // A leap day's points stay until the last day of February.
    expect(lastValidDay(new Date('2028-02-29T03:00:00Z'))).toBe('2029-02-28')
  })

  it('expires them from the first moment of the day after, in Japan', () => {
    expect(hasExpired(earned, new Date('2026-11-27T14:59:59Z'))).toBe(false)
    expect(hasExpired(earned, new Date('2026-11-27T15:00:00Z'))).toBe(true)
    expect(hasExpired(earned, new Date('2025-12-01T00:00:00Z'))).toBe(false)
  })

  it('names the next expiry of what is held, and nothing without points', () => {
    expect(nextExpiry({ balance: 1200, lastEarnedAt: earned })).toEqual({
      lastValidDay: '2026-11-27',
      points: 1200,
    })
    expect(nextExpiry({ balance: 0, lastEarnedAt: earned })).toBeNull()
    expect(nextExpiry({ balance: 100, lastEarnedAt: null })).toBeNull()
  })

  it('states the rule with the same number of months', () => {
    expect(POINT_EXPIRY_RULE_TEXT).toContain(`${POINT_VALIDITY_MONTHS}か月後`)
  })
})

describe('the point terms', () => {
  it('give examples of the validity that the rule computes', () => {
    const terms = readFileSync(join(process.cwd(), 'content/pages/kiyaku--point.md'), 'utf8')
    const examples = [
      ...terms.matchAll(
        /(\d{4})年(\d{1,2})月(\d{1,2})日に(?:最後に)?ポイントを獲得 \|[^|\d]*(\d{4})年(\d{1,2})月(\d{1,2})日まで/g,
      ),
    ]
    expect(examples.length).toBe(2)
    const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
    for (const [, y, m, d, ey, em, ed] of examples)
      expect(lastValidDay(new Date(`${iso(y!, m!, d!)}T03:00:00Z`))).toBe(iso(ey!, em!, ed!))
  })
})
