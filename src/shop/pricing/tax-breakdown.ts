/**
 * The per-rate line of an order, worded once for every surface (cart, confirm, complete, mails, receipt and its PDF,
 * my-page order detail; docs/adr/054-tax-breakdown-and-point-scope.md): tax-inclusive, as an invoice receipt
 * (適格簡易請求書) and 総額表示 state it — 「8%対象（軽減税率） 1,620円（内消費税 120円）」. The figures are a
 * TaxByRate of the pricing module (summed per rate, taxed once per rate, rounded down); this module only words
 * them. It imports nothing but the tax rates and the yen format, so client bundles may use it.
 */
import { formatYen } from './format-amount'
import { TAX_RATES } from './tax'

/** One rate's totals as the pricing module gives them (taxByRate). */
export interface RateTotals {
  rate: number
  /** Tax-excluded sum at this rate. */
  taxableAmount: number
  /** Tax on that sum, once. */
  tax: number
}

export interface TaxBreakdownLine {
  rate: number
  /** 「8%対象（軽減税率）」 or 「10%対象」. */
  label: string
  /** The tax-excluded sum (kept for data; the text states the tax-inclusive one). */
  taxableAmount: number
  tax: number
  /** taxableAmount + tax: what the shopper pays at this rate. */
  amountIncludingTax: number
  /** 「8%対象（軽減税率） 1,620円（内消費税 120円）」. */
  text: string
}

/** The heading every surface gives the lines. */
export const TAX_BREAKDOWN_HEADING = '消費税率ごとの合計'

/** The reduced rate names itself: 「8%対象（軽減税率）」; the standard rate 「10%対象」. */
export const taxRateLabel = (rate: number): string =>
  rate === TAX_RATES.food ? `${rate}%対象（軽減税率）` : `${rate}%対象`

export function taxBreakdownLine(r: RateTotals): TaxBreakdownLine {
  const label = taxRateLabel(r.rate)
  const amountIncludingTax = r.taxableAmount + r.tax
  return {
    rate: r.rate,
    label,
    taxableAmount: r.taxableAmount,
    tax: r.tax,
    amountIncludingTax,
    text: `${label} ${formatYen(amountIncludingTax)}（内消費税 ${formatYen(r.tax)}）`,
  }
}

export const taxBreakdownLines = (byRate: readonly RateTotals[]): TaxBreakdownLine[] =>
  byRate.map(taxBreakdownLine)
