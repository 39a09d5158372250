/**
 * The club's stages (docs/adr/049-club-stages-and-point-expiry.md). A member's stage is set by what they bought in
 * the last STAGE_WINDOW_MONTHS months: the items of their shipped orders, tax included (shipping, fees and points
 * used do not change it). Each stage has a threshold, a point rate and its benefits; the table below is the default,
 * staff edit it in the admin (club settings) and `parseStageTable` decides whether an edited table can be used.
 *
 * Stage 0 means "no purchase in the window": no label (spec §3: 1–7 「N星」, 8 「VIP」, anything else nothing).
 */
import { z } from 'zod'

import { addMonthsClamped } from '@/shop/calendar/japan-date'

/** How far back purchases count for the stage. */
export const STAGE_WINDOW_MONTHS = 12
export const MAX_STAGE = 8
/** The point rate of members without a stage (and the floor of every stage): 1 point per 100 yen, ADR 017. */
export const BASE_EARN_RATE_PERCENT = 1
/** How content states the rate (fact `pointEarnRate`): every stage earns at least the base rate (parseStageTable). */
export const BASE_EARN_RATE_TEXT = `100円ごとに${BASE_EARN_RATE_PERCENT}ポイント以上（ポイント率は会員ステージによって上がります）`

export interface StageRow {
  /** 1–8. */
  stage: number
  /** Yen bought (items, tax included) in the window from which this stage applies. */
  thresholdYen: number
  /** Points per 100 yen of items excluding tax. */
  earnRatePercent: number
  /** What the stage gives, one benefit per line (shown on the club's special page). */
  benefits: string
}

export type StageTable = readonly StageRow[]

export const DEFAULT_STAGE_TABLE: StageTable = [
  {
    stage: 1,
    thresholdYen: 1,
    earnRatePercent: 1,
    benefits: 'お買い物100円（税抜）ごとに1ポイント\nお誕生月のプレゼント',
  },
  {
    stage: 2,
    thresholdYen: 10_000,
    earnRatePercent: 1,
    benefits: 'お買い物100円（税抜）ごとに1ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内',
  },
  {
    stage: 3,
    thresholdYen: 20_000,
    earnRatePercent: 2,
    benefits: 'お買い物100円（税抜）ごとに2ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内',
  },
  {
    stage: 4,
    thresholdYen: 40_000,
    earnRatePercent: 2,
    benefits:
      'お買い物100円（税抜）ごとに2ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内\n新商品の先行案内',
  },
  {
    stage: 5,
    thresholdYen: 60_000,
    earnRatePercent: 3,
    benefits:
      'お買い物100円（税抜）ごとに3ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内\n新商品の先行案内',
  },
  {
    stage: 6,
    thresholdYen: 80_000,
    earnRatePercent: 3,
    benefits:
      'お買い物100円（税抜）ごとに3ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内\n新商品の先行案内\n季節のサンプルのお届け',
  },
  {
    stage: 7,
    thresholdYen: 100_000,
    earnRatePercent: 4,
    benefits:
      'お買い物100円（税抜）ごとに4ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内\n新商品の先行案内\n季節のサンプルのお届け',
  },
  {
    stage: 8,
    thresholdYen: 150_000,
    earnRatePercent: 5,
    benefits:
      'お買い物100円（税抜）ごとに5ポイント\nお誕生月のプレゼント\n会員限定キャンペーンのご案内\n新商品の先行案内\n季節のサンプルのお届け\nVIP専用のご相談窓口',
  },
]

const rowSchema = z.object({
  stage: z.number().int().min(1).max(MAX_STAGE),
  thresholdYen: z.number().int().min(1),
  earnRatePercent: z.number().int().min(BASE_EARN_RATE_PERCENT).max(20),
  benefits: z.string(),
})

export const STAGE_TABLE_MESSAGES = {
  count: `ステージは1〜${MAX_STAGE}の${MAX_STAGE}段階をすべて設定してください。`,
  order: 'ステージの番号は1から順に並べてください。',
  thresholds: '上のステージほど基準の金額を大きくしてください。',
  rates: '上のステージのポイント率は、下のステージ以上にしてください。',
  row: (stage: number) =>
    `ステージ${stage}の基準金額・ポイント率を正しく入力してください（ポイント率は1〜20）。`,
} as const

export type StageTableCheck = { ok: true; table: StageTable } | { ok: false; message: string }

/** Whether an edited table can be used: all eight stages in order, thresholds rising, rates not falling. */
export function parseStageTable(input: unknown): StageTableCheck {
  if (!Array.isArray(input) || input.length !== MAX_STAGE)
    return { ok: false, message: STAGE_TABLE_MESSAGES.count }
  const rows: StageRow[] = []
  for (const [index, raw] of input.entries()) {
    const parsed = rowSchema.safeParse(raw)
    if (!parsed.success) return { ok: false, message: STAGE_TABLE_MESSAGES.row(index + 1) }
    const row = { ...parsed.data, benefits: parsed.data.benefits.trim() }
    if (row.stage !== index + 1) return { ok: false, message: STAGE_TABLE_MESSAGES.order }
    const below = rows[index - 1]
    if (below && row.thresholdYen <= below.thresholdYen)
      return { ok: false, message: STAGE_TABLE_MESSAGES.thresholds }
    if (below && row.earnRatePercent < below.earnRatePercent)
      return { ok: false, message: STAGE_TABLE_MESSAGES.rates }
    rows.push(row)
  }
  return { ok: true, table: rows }
}

/** The stage that `boughtYen` in the window reaches: the highest whose threshold it meets, 0 below the first. */
export function stageForAmount(boughtYen: number, table: StageTable = DEFAULT_STAGE_TABLE): number {
  if (!Number.isFinite(boughtYen) || boughtYen <= 0) return 0
  let stage = 0
  for (const row of table) if (boughtYen >= row.thresholdYen) stage = row.stage
  return stage
}

/** Points per 100 yen (excluding tax) at `stage`; stage 0 and unknown stages earn the base rate. */
export function earnRateOf(
  stage: number | null | undefined,
  table: StageTable = DEFAULT_STAGE_TABLE,
): number {
  return table.find((row) => row.stage === stage)?.earnRatePercent ?? BASE_EARN_RATE_PERCENT
}

/** The first day whose purchases count for a stage computed on `today` (a Japan date, YYYY-MM-DD). */
export const stageWindowStart = (today: string): string => addMonthsClamped(today, -STAGE_WINDOW_MONTHS)

/** What is still to buy in the window to reach the next stage; null at the top stage. */
export function toNextStage(
  boughtYen: number,
  table: StageTable = DEFAULT_STAGE_TABLE,
): { stage: number; remainingYen: number } | null {
  const current = stageForAmount(boughtYen, table)
  const next = table.find((row) => row.stage === current + 1)
  if (!next) return null
  return {
    stage: next.stage,
    remainingYen: Math.max(0, next.thresholdYen - Math.max(0, Math.floor(boughtYen))),
  }
}

/** The benefits of a stage as lines. */
export const benefitLines = (row: Pick<StageRow, 'benefits'>): string[] =>
  row.benefits
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
