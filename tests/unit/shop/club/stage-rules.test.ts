import { describe, expect, it } from 'vitest'

import {
  BASE_EARN_RATE_PERCENT,
  benefitLines,
  DEFAULT_STAGE_TABLE,
  earnRateOf,
  MAX_STAGE,
  parseStageTable,
  STAGE_TABLE_MESSAGES,
  stageForAmount,
  stageWindowStart,
  toNextStage,
} from '@/shop/club/stage-rules'
import { stageLabel } from '@/shop/customer/stage'

describe('stageForAmount', () => {
  it('is 0 without a purchase in the window, and the highest stage whose threshold is met', () => {
    expect(stageForAmount(0)).toBe(0)
    expect(stageForAmount(-5)).toBe(0)
    expect(stageForAmount(Number.NaN)).toBe(0)
    expect(stageForAmount(1)).toBe(1)
    expect(stageForAmount(9_999)).toBe(1)
    expect(stageForAmount(10_000)).toBe(2)
    expect(stageForAmount(20_000)).toBe(3)
    expect(stageForAmount(39_999)).toBe(3)
    expect(stageForAmount(149_999)).toBe(7)
    expect(stageForAmount(150_000)).toBe(8)
    expect(stageForAmount(10_000_000)).toBe(MAX_STAGE)
  })

  it('follows an edited table', () => {
    const table = DEFAULT_STAGE_TABLE.map((row) => ({ ...row, thresholdYen: row.thresholdYen * 2 }))
    expect(stageForAmount(20_000, table)).toBe(2)
    expect(stageForAmount(40_000, table)).toBe(3)
  })

  it('gives every stage of the default table its label (1–7 「N星」, 8 「VIP」) and stage 0 none', () => {
    expect(DEFAULT_STAGE_TABLE.map((row) => stageLabel(row.stage))).toEqual([
      '1星',
      '2星',
      '3星',
      '4星',
      '5星',
      '6星',
      '7星',
      'VIP',
    ])
    expect(stageLabel(stageForAmount(0))).toBeUndefined()
  })
})

describe('earnRateOf', () => {
  it('is the stage rate, and the base rate without a stage', () => {
    expect(earnRateOf(0)).toBe(BASE_EARN_RATE_PERCENT)
    expect(earnRateOf(null)).toBe(BASE_EARN_RATE_PERCENT)
    expect(earnRateOf(99)).toBe(BASE_EARN_RATE_PERCENT)
    expect(earnRateOf(1)).toBe(1)
    expect(earnRateOf(3)).toBe(2)
    expect(earnRateOf(8)).toBe(5)
  })

  it('never falls from one stage to the next in the default table, and states the rate first in the benefits', () => {
    for (const [i, row] of DEFAULT_STAGE_TABLE.entries()) {
      if (i > 0)
        expect(row.earnRatePercent).toBeGreaterThanOrEqual(DEFAULT_STAGE_TABLE[i - 1]!.earnRatePercent)
      expect(benefitLines(row)[0]).toBe(`お買い物100円（税抜）ごとに${row.earnRatePercent}ポイント`)
    }
  })
})

describe('parseStageTable', () => {
  const copy = () => DEFAULT_STAGE_TABLE.map((row) => ({ ...row }))

  it('accepts the default table', () => {
    expect(parseStageTable(copy())).toEqual({ ok: true, table: DEFAULT_STAGE_TABLE })
  })

  it('refuses a table without all eight stages, out of order, with falling thresholds or rates, or bad rows', () => {
    expect(parseStageTable(copy().slice(1))).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.count })
    expect(parseStageTable(null)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.count })
    const swapped = copy()
    ;[swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!]
    expect(parseStageTable(swapped)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.order })
    const flat = copy()
    flat[3]!.thresholdYen = flat[2]!.thresholdYen
    expect(parseStageTable(flat)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.thresholds })
    const falling = copy()
    falling[4]!.earnRatePercent = 1
    expect(parseStageTable(falling)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.rates })
    const bad = copy()
    bad[2]!.earnRatePercent = 0
    expect(parseStageTable(bad)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.row(3) })
    const fraction = copy()
    fraction[5]!.thresholdYen = 1000.5
    expect(parseStageTable(fraction)).toEqual({ ok: false, message: STAGE_TABLE_MESSAGES.row(6) })
  })
})

describe('window and next stage', () => {
  it('counts purchases of the last twelve months', () => {
    expect(stageWindowStart('2026-11-27')).toBe('2025-11-27')
    expect(stageWindowStart('2028-02-29')).toBe('2027-02-28')
  })

  it('says what is left to buy for the next stage, and nothing at VIP', () => {
    expect(toNextStage(0)).toEqual({ stage: 1, remainingYen: 1 })
    expect(toNextStage(25_000)).toEqual({ stage: 4, remainingYen: 15_000 })
    expect(toNextStage(150_000)).toBeNull()
  })
})
