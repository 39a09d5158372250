/**
 * Display prices of the catalogue (総額表示): the tax-included figure comes from the pricing module, the one
 * place that computes tax; this file only shapes and formats it for product cards, detail pages and the API.
 */
import { includingTax, taxRateOf, type TaxRate } from '@/shop/pricing/tax'

import type { TaxClass } from './codes'

export type DisplayPrice = { excludingTax: number; includingTax: number; taxRate: TaxRate }

export function displayPrice(excludingTax: number, taxClass: TaxClass): DisplayPrice {
  return { excludingTax, includingTax: includingTax(excludingTax, taxClass), taxRate: taxRateOf(taxClass) }
}

const yen = new Intl.NumberFormat('ja-JP')

/** 総額表示: 「3,240円（税込）」. */
export function formatTaxIncluded(price: Pick<DisplayPrice, 'includingTax'>): string {
  return `${yen.format(price.includingTax)}円（税込）`
}

/** 「本体3,000円」, shown next to the tax-included price, never alone. */
export function formatExcludingTax(price: Pick<DisplayPrice, 'excludingTax'>): string {
  return `本体${yen.format(price.excludingTax)}円`
}
