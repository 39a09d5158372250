/**
 * Totals of a cart or an order: line amounts for display, per-rate tax computed once per rate, shipping.
 * The whole order is taxed as one bill (one-time items and the first regular delivery); each section also gets
 * its own totals for display, computed the same way.
 */
import type { CycleType, TaxClass } from '@/shop/catalogue/codes'

import { shippingFor } from './shipping'
import {
  includingTax,
  includingTaxAtRate,
  SHIPPING_TAX_RATE,
  taxByRate,
  taxRateOf,
  type TaxableAmount,
  type TaxByRate,
} from './tax'
import { assertQuantity, assertYen } from './yen'

export interface Amount {
  excludingTax: number
  includingTax: number
}

export interface PricedLine {
  taxClass: TaxClass
  cycleType: CycleType
  /** Tax-excluded price of one item (see unitPriceOf). */
  unitPrice: number
  quantity: number
}

export interface SectionTotals {
  items: Amount
  shipping: Amount
  shippingFree: boolean
  byRate: TaxByRate[]
  /** Tax-included: the per-rate taxable amounts plus their tax. */
  total: number
}

export interface OrderTotals extends SectionTotals {
  /** Tax-excluded amount of one-time items still needed for free shipping; 0 when nothing is charged. */
  freeShippingRemaining: number
}

export interface PricedOrder {
  oneTime: SectionTotals
  regular: SectionTotals
  order: OrderTotals
}

export const isRegularCycle = (cycleType: CycleType) => cycleType !== '0'

/** A line's amount for display: the tax-included figure rounds down per line and never feeds the tax due. */
export function lineAmount(unitPrice: number, quantity: number, taxClass: TaxClass): Amount {
  assertYen(unitPrice, 'unitPrice')
  assertQuantity(quantity)
  const excludingTax = unitPrice * quantity
  return { excludingTax, includingTax: includingTax(excludingTax, taxClass) }
}

function sectionTotals(lines: readonly PricedLine[], shippingFee: number): SectionTotals {
  const taxable: TaxableAmount[] = lines.map((l) => ({
    rate: taxRateOf(l.taxClass),
    amount: lineAmount(l.unitPrice, l.quantity, l.taxClass).excludingTax,
  }))
  const itemsExcludingTax = taxable.reduce((sum, t) => sum + t.amount, 0)
  if (shippingFee > 0) taxable.push({ rate: SHIPPING_TAX_RATE, amount: shippingFee })
  const byRate = taxByRate(taxable)
  const total = byRate.reduce((sum, r) => sum + r.taxableAmount + r.tax, 0)
  const shipping = {
    excludingTax: shippingFee,
    includingTax: includingTaxAtRate(shippingFee, SHIPPING_TAX_RATE),
  }
  return {
    items: { excludingTax: itemsExcludingTax, includingTax: total - shipping.includingTax },
    shipping,
    shippingFree: shippingFee === 0,
    byRate,
    total,
  }
}

export function priceOrder(lines: readonly PricedLine[]): PricedOrder {
  const oneTimeLines = lines.filter((l) => !isRegularCycle(l.cycleType))
  const regularLines = lines.filter((l) => isRegularCycle(l.cycleType))
  const oneTimeSubtotal = oneTimeLines.reduce(
    (sum, l) => sum + lineAmount(l.unitPrice, l.quantity, l.taxClass).excludingTax,
    0,
  )
  const shipping = shippingFor({
    oneTimeSubtotal,
    hasOneTime: oneTimeLines.length > 0,
    hasRegular: regularLines.length > 0,
  })
  const order = sectionTotals(lines, shipping.fee)
  return {
    // The fee belongs to the one-time items; regular delivery never pays shipping.
    oneTime: sectionTotals(oneTimeLines, shipping.fee),
    regular: sectionTotals(regularLines, 0),
    order: { ...order, freeShippingRemaining: shipping.freeShippingRemaining },
  }
}
