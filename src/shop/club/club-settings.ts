/**
 * The stage table as the shop uses it: the admin's (global club-settings) when it passes the rules, else the
 * default (an unreadable table must never stop orders or the stage run; it is logged so staff can fix it).
 */
import type { Payload } from 'payload'

import type { Transaction } from '@/cms/transaction'
import { logger } from '@/lib/log'

import { DEFAULT_STAGE_TABLE, earnRateOf, parseStageTable, type StageTable } from './stage-rules'

export async function loadStageTable(payload: Payload, tx?: Pick<Transaction, 'req'>): Promise<StageTable> {
  const global = await payload.findGlobal({
    slug: 'club-settings',
    depth: 0,
    overrideAccess: true,
    req: tx?.req,
  })
  const stages = global?.stages
  if (!stages || stages.length === 0) return DEFAULT_STAGE_TABLE
  const check = parseStageTable(
    stages.map(({ stage, thresholdYen, earnRatePercent, benefits }) => ({
      stage,
      thresholdYen,
      earnRatePercent,
      benefits,
    })),
  )
  if (check.ok) return check.table
  logger.warn('club settings: stage table refused, using the default', { reason: check.message })
  return DEFAULT_STAGE_TABLE
}

/** The point rate of a member at this moment (their stage's), for an order being priced. */
export async function earnRateForStage(
  payload: Payload,
  stage: number | null | undefined,
  tx?: Pick<Transaction, 'req'>,
): Promise<number> {
  return earnRateOf(stage, await loadStageTable(payload, tx))
}
