/**
 * The point-expiry run (docs/adr/049-club-stages-and-point-expiry.md): members whose balance is past its validity
 * (src/shop/club/expiry-rules.ts) lose it through the ledger's owner (expireBalance: a settled 'expiry' row, never
 * a silent change). Runs on Payload's jobs queue (src/cms/jobs/point-expiry.ts) with an injectable clock. Running
 * it twice writes each expiry once: the first run leaves a zero balance, and expireBalance only writes while the
 * balance and the last earning are what the run read.
 */
import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import type { Clock } from '@/shop/calendar/clock'
import { addMonthsClamped, japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'
import { expireBalance } from '@/shop/points/point-ledger'

import { hasExpired, POINT_VALIDITY_MONTHS } from './expiry-rules'

const PAGE = 200

/**
 * Earnings before this instant may have expired on `now` (the start of the Japan day POINT_VALIDITY_MONTHS months
 * back): the indexed query's bound; `hasExpired` decides each member exactly.
 */
const earnedBefore = (now: Date): Date =>
  startOfJapanDay(addMonthsClamped(japanDate(now), -POINT_VALIDITY_MONTHS))

export interface ExpiryRunReport {
  expired: number
  points: number
  skipped: number
}

export async function runPointExpiryJob(payload: Payload, deps: { clock: Clock }): Promise<ExpiryRunReport> {
  const now = deps.clock.now()
  const report: ExpiryRunReport = { expired: 0, points: 0, skipped: 0 }
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'customers',
      where: {
        and: [
          { swcPoint: { greater_than: 0 } },
          { pointsEarnedAt: { less_than: earnedBefore(now).toISOString() } },
          { id: { greater_than: lastId } },
        ],
      },
      select: { swcPoint: true, pointsEarnedAt: true },
      depth: 0,
      limit: PAGE,
      sort: 'id',
      overrideAccess: true,
    })
    for (const customer of docs) {
      lastId = customer.id
      const balance = customer.swcPoint ?? 0
      const earnedAt = customer.pointsEarnedAt
      if (!earnedAt || balance <= 0 || !hasExpired(new Date(earnedAt), now)) continue
      const done = await withTransaction(payload, (tx) =>
        expireBalance(payload, tx, { customerId: customer.id, balance, earnedAt }),
      )
      if (done) {
        report.expired++
        report.points += balance
      } else report.skipped++
    }
    if (docs.length < PAGE) break
  }
  logger.info('point expiry run', { ...report })
  return report
}
