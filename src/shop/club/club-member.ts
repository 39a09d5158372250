/**
 * What the club's pages show a signed-in member (issue 16; docs/adr/049-club-stages-and-point-expiry.md): their
 * stage and what is left to the next, their points and what expires when, and their point history from the ledger.
 * Reads only; the figures are live (the customer row and the ledger), the texts are CMS pages.
 */
import type { Payload } from 'payload'

import type { Clock } from '@/shop/calendar/clock'
import { japanDate } from '@/shop/calendar/japan-date'
import { stageLabel } from '@/shop/customer/stage'
import {
  LEDGER_REASON_LABELS,
  LEDGER_STATE_LABELS,
  type LedgerReason,
  type LedgerState,
} from '@/shop/points/ledger-reasons'

import { loadStageTable } from './club-settings'
import { nextExpiry, type NextExpiry } from './expiry-rules'
import { purchasesSince, stageWindowStartAt } from './stage-service'
import { earnRateOf, MAX_STAGE, toNextStage, type StageTable } from './stage-rules'

export interface ClubMember {
  stage: number
  /** 「N星」 or 「VIP」; undefined without a stage. */
  stageLabel: string | undefined
  /** Points per 100 yen at the member's stage. */
  earnRatePercent: number
  /** null: no balance yet (shown as dashes). */
  points: number | null
  nextExpiry: NextExpiry | null
  /** Yen bought in the stage window (shipped orders, items tax included). */
  boughtYen: number
  /** The next stage and what is left to buy; null at the top. */
  toNext: { stage: number; label: string | undefined; remainingYen: number } | null
  table: StageTable
}

export async function loadClubMember(
  payload: Payload,
  customer: { id: number; stage?: number | null; swcPoint?: number | null; pointsEarnedAt?: string | null },
  clock: Clock,
): Promise<ClubMember> {
  const [table, bought] = await Promise.all([
    loadStageTable(payload),
    purchasesSince(payload, stageWindowStartAt(clock.now()), customer.id),
  ])
  const stage = customer.stage ?? 0
  const boughtYen = bought.get(customer.id) ?? 0
  const next = stage >= MAX_STAGE ? null : toNextStage(boughtYen, table)
  const points = customer.swcPoint ?? null
  return {
    stage,
    stageLabel: stageLabel(stage),
    earnRatePercent: earnRateOf(stage, table),
    points,
    nextExpiry: nextExpiry({
      balance: points ?? 0,
      lastEarnedAt: customer.pointsEarnedAt ? new Date(customer.pointsEarnedAt) : null,
    }),
    boughtYen,
    toNext:
      next && next.stage > stage
        ? { stage: next.stage, label: stageLabel(next.stage), remainingYen: next.remainingYen }
        : null,
    table,
  }
}

export interface PointHistoryRow {
  id: number
  /** Japan date of the change. */
  date: string
  reason: LedgerReason
  reasonLabel: string
  delta: number
  state: LedgerState
  stateLabel: string
  orderNumber: string | null
  balanceAfter: number | null
}

export const POINT_HISTORY_PAGE_SIZE = 20

export interface PointHistoryPage {
  rows: PointHistoryRow[]
  page: number
  totalPages: number
}

/** One page of the member's ledger, newest first (void rows, which never counted, are left out). */
export async function loadPointHistory(
  payload: Payload,
  customerId: number,
  page: number,
): Promise<PointHistoryPage> {
  const result = await payload.find({
    collection: 'point-ledger',
    where: { and: [{ customer: { equals: customerId } }, { state: { not_equals: 'void' } }] },
    sort: '-id',
    limit: POINT_HISTORY_PAGE_SIZE,
    page: Math.max(1, Math.floor(page) || 1),
    depth: 1,
    overrideAccess: true,
    select: { createdAt: true, reason: true, delta: true, state: true, order: true, balanceAfter: true },
    populate: { orders: { orderNumber: true } },
  })
  return {
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
    rows: result.docs.map((row) => ({
      id: row.id,
      date: japanDate(new Date(row.createdAt)),
      reason: row.reason,
      reasonLabel: LEDGER_REASON_LABELS[row.reason],
      delta: row.delta,
      state: row.state,
      stateLabel: LEDGER_STATE_LABELS[row.state],
      orderNumber: row.order && typeof row.order === 'object' ? row.order.orderNumber : null,
      balanceAfter: row.balanceAfter ?? null,
    })),
  }
}
