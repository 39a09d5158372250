/**
 * The one writer of customers.stage (docs/adr/049-club-stages-and-point-expiry.md): the stage run sums each
 * member's shipped orders placed in the window (items, tax included) and sets the stage the table gives. It runs on
 * Payload's jobs queue (src/cms/jobs/club-stages.ts) with an injectable clock; a run is idempotent (it sets
 * values computed from the orders), so two workers or a rerun agree.
 *
 * Members without a purchase in the window and withdrawn members get stage 0. Only changed stages are written.
 */
import type { Payload } from 'payload'

import { updateColumns } from '@/cms/guarded-update'
import type { Clock } from '@/shop/calendar/clock'
import { japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'
import { logger } from '@/lib/log'

import { loadStageTable } from './club-settings'
import { stageForAmount, stageWindowStart, type StageTable } from './stage-rules'

const PAGE = 500

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** Yen bought per member since `since`: items (tax included) of their shipped orders. */
export async function purchasesSince(
  payload: Payload,
  since: Date,
  customerId?: number,
): Promise<Map<number, number>> {
  const totals = new Map<number, number>()
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'shipped' } },
          { placedAt: { greater_than_equal: since.toISOString() } },
          customerId === undefined ? { customer: { exists: true } } : { customer: { equals: customerId } },
        ],
      },
      select: { customer: true, totals: { itemsIncludingTax: true } },
      depth: 0,
      limit: PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    for (const order of result.docs) {
      const id = idOf(order.customer)
      if (id === null) continue
      totals.set(id, (totals.get(id) ?? 0) + (order.totals?.itemsIncludingTax ?? 0))
    }
    if (!result.hasNextPage) return totals
  }
}

/** The first instant whose orders count for the stage on `now`'s Japan day. */
export const stageWindowStartAt = (now: Date): Date => startOfJapanDay(stageWindowStart(japanDate(now)))

export interface StageRunReport {
  raised: number
  lowered: number
  unchanged: number
}

/** Sets every member's stage from their purchases in the window ending `clock.now()`. */
export async function runStageJob(
  payload: Payload,
  deps: { clock: Clock; table?: StageTable },
): Promise<StageRunReport> {
  const table = deps.table ?? (await loadStageTable(payload))
  const bought = await purchasesSince(payload, stageWindowStartAt(deps.clock.now()))
  const report: StageRunReport = { raised: 0, lowered: 0, unchanged: 0 }
  // The members the run may change: those who bought in the window, and those who still hold a stage.
  const ids = new Set(bought.keys())
  for (let page = 1; ; page++) {
    const holders = await payload.find({
      collection: 'customers',
      where: { stage: { greater_than: 0 } },
      select: { stage: true },
      depth: 0,
      limit: PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    for (const c of holders.docs) ids.add(c.id)
    if (!holders.hasNextPage) break
  }
  const list = [...ids]
  for (let i = 0; i < list.length; i += PAGE) {
    const { docs } = await payload.find({
      collection: 'customers',
      where: { id: { in: list.slice(i, i + PAGE) } },
      select: { stage: true, withdrawnAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const customer of docs) {
      const stage = customer.withdrawnAt ? 0 : stageForAmount(bought.get(customer.id) ?? 0, table)
      const before = customer.stage ?? 0
      if (stage === before) {
        report.unchanged++
        continue
      }
      await updateColumns(payload, 'customers', customer.id, { stage })
      if (stage > before) report.raised++
      else report.lowered++
    }
  }
  logger.info('club stages run', { ...report })
  return report
}
