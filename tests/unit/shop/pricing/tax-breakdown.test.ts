import { describe, expect, it } from 'vitest'

import { priceOrder, taxByRate } from '@/shop/pricing'
import {
  TAX_BREAKDOWN_HEADING,
  taxBreakdownLine,
  taxBreakdownLines,
  taxRateLabel,
} from '@/shop/pricing/tax-breakdown'

describe('the per-rate line (ADR 054)', () => {
  it('states the tax-inclusive amount and the tax in it, the reduced rate named', () => {
    // The 1,620円 trial pack: 1,500 + 8 %.
    expect(taxBreakdownLine({ rate: 8, taxableAmount: 1500, tax: 120 })).toEqual({
      rate: 8,
      label: '8%対象（軽減税率）',
      taxableAmount: 1500,
      tax: 120,
      amountIncludingTax: 1620,
      text: '8%対象（軽減税率） 1,620円（内消費税 120円）',
    })
    expect(taxBreakdownLine({ rate: 10, taxableAmount: 12345, tax: 1234 }).text).toBe(
      '10%対象 13,579円（内消費税 1,234円）',
    )
    expect(taxRateLabel(10)).toBe('10%対象')
    expect(TAX_BREAKDOWN_HEADING).toBe('消費税率ごとの合計')
  })

  it('words the pricing module’s figures: tax once per rate on the summed amounts, rounded down', () => {
    // Three 8 % lines of 333 yen: per line the tax would be 26 × 3 = 78; once per rate it is floor(999 × 0.08) = 79.
    const priced = priceOrder(
      [333, 333, 333].map((unitPrice) => ({
        taxClass: 'food' as const,
        cycleType: '0' as const,
        unitPrice,
        quantity: 1,
      })),
    )
    const food = priced.order.byRate.find((r) => r.rate === 8)!
    expect(food).toEqual({ rate: 8, taxableAmount: 999, tax: 79 })
    expect(taxBreakdownLine(food).text).toBe('8%対象（軽減税率） 1,078円（内消費税 79円）')
    // Shipping joins the 10 % line (4,000 + 8 % items under the threshold and 600 yen shipping at 10 %).
    const lines = taxBreakdownLines(
      taxByRate([
        { rate: 8, amount: 1500 },
        { rate: 10, amount: 600 },
      ]),
    )
    expect(lines.map((l) => l.text)).toEqual([
      '8%対象（軽減税率） 1,620円（内消費税 120円）',
      '10%対象 660円（内消費税 60円）',
    ])
  })
})
