/**
 * Consumption tax (japan-commerce-rules.md): foods 8 % (軽減税率), everything else, shipping and fees 10 %.
 * Amounts are integer yen. Display prices round down per item; an order's tax is computed once per rate on the
 * summed tax-excluded amounts, never per line.
 */
import type { TaxClass } from '@/shop/catalogue/codes'

import { assertYen } from './yen'

export const TAX_RATES = { food: 8, standard: 10 } as const satisfies Record<TaxClass, number>
export type TaxRate = (typeof TAX_RATES)[TaxClass]
/** Shipping and fees are taxed at the standard rate. */
export const SHIPPING_TAX_RATE: TaxRate = TAX_RATES.standard

export function taxRateOf(taxClass: TaxClass): TaxRate {
  const rate = TAX_RATES[taxClass]
  if (rate === undefined) throw new RangeError(`unknown tax class: ${String(taxClass)}`)
  return rate
}

/** Tax on a tax-excluded amount at one rate, rounded down (integer arithmetic: no floating-point drift). */
export function taxOn(amountExcludingTax: number, rate: TaxRate): number {
  assertYen(amountExcludingTax, 'amountExcludingTax')
  return Math.floor((amountExcludingTax * rate) / 100)
}

/** The tax-included price shown to shoppers (総額表示), rounded down. */
export function includingTax(amountExcludingTax: number, taxClass: TaxClass): number {
  return amountExcludingTax + taxOn(amountExcludingTax, taxRateOf(taxClass))
}

/** Same as includingTax, for an amount whose rate is already known (shipping, per-rate totals). */
export function includingTaxAtRate(amountExcludingTax: number, rate: TaxRate): number {
  return amountExcludingTax + taxOn(amountExcludingTax, rate)
}

export interface TaxableAmount {
  rate: TaxRate
  /** Tax-excluded, integer yen. */
  amount: number
}

export interface TaxByRate {
  rate: TaxRate
  /** Sum of the tax-excluded amounts at this rate. */
  taxableAmount: number
  /** Tax on that sum, rounded down once. */
  tax: number
}

/**
 * Per-rate totals of an order (適格簡易請求書 style): amounts are summed per rate first and taxed once per rate.
 * Rates with nothing taxable are left out; the result is ordered 8 % then 10 %.
 */
export function taxByRate(amounts: readonly TaxableAmount[]): TaxByRate[] {
  const sums = new Map<TaxRate, number>()
  for (const { rate, amount } of amounts) {
    if (rate !== TAX_RATES.food && rate !== TAX_RATES.standard)
      throw new RangeError(`unknown tax rate: ${rate}`)
    assertYen(amount, 'amount')
    sums.set(rate, (sums.get(rate) ?? 0) + amount)
  }
  return [...sums.entries()]
    .filter(([, taxableAmount]) => taxableAmount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, taxableAmount]) => ({ rate, taxableAmount, tax: taxOn(taxableAmount, rate) }))
}
