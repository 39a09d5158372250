/**
 * The cart as the page and the API show it (cartViewSchema): lines with tax-included prices, one-time and
 * regular sections, per-rate totals and shipping from the pricing module. Lines that can no longer be bought
 * stay visible with a notice and count neither in the totals nor in the badge. Pure: the service loads data.
 */
import type { CartView } from '@/lib/api/calls/cart'
import { CYCLE_LABELS } from '@/shop/catalogue/codes'
import type { Purchasable } from '@/shop/catalogue/purchasable'
import {
  includingTax,
  isRegularCycle,
  lineAmount,
  priceOrder,
  taxRateOf,
  unitPriceOf,
  type PriceAdjustments,
  type PricedLine,
  type SectionTotals,
} from '@/shop/pricing'

import { CART_LINE_NOTICES } from './cart-messages'
import { lineIdOf, offersCycle, stockAllowance, type CartLineRecord } from './cart-rules'
import { CART_LINE_MAX_QUANTITY } from './limits'

type CartLineView = CartView['oneTime']['lines'][number]
type SectionView = CartView['oneTime']

const ZERO = { excludingTax: 0, includingTax: 0 }

function availability(
  lines: readonly CartLineRecord[],
  line: CartLineRecord,
  product: Purchasable | undefined,
): { available: boolean; notice: string | null; maxQuantity: number } {
  if (!product || product.saleStatus !== 'on-sale')
    return { available: false, notice: CART_LINE_NOTICES.gone, maxQuantity: 0 }
  if (!offersCycle(product, line.cycleType))
    return { available: false, notice: CART_LINE_NOTICES.cycleEnded, maxQuantity: 0 }
  const allowance = Math.min(CART_LINE_MAX_QUANTITY, stockAllowance(lines, product, line))
  if (allowance === 0) return { available: false, notice: CART_LINE_NOTICES.soldOut, maxQuantity: 0 }
  if (line.quantity > allowance)
    return { available: false, notice: CART_LINE_NOTICES.short(allowance), maxQuantity: allowance }
  return { available: true, notice: null, maxQuantity: allowance }
}

function lineView(
  lines: readonly CartLineRecord[],
  line: CartLineRecord,
  product: Purchasable | undefined,
  adjustments: PriceAdjustments,
): { view: CartLineView; priced: PricedLine | null } {
  const { available, notice, maxQuantity } = availability(lines, line, product)
  const base = {
    lineId: lineIdOf(line),
    productCode: line.productCode,
    cycleType: line.cycleType,
    cycleLabel: CYCLE_LABELS[line.cycleType],
    quantity: line.quantity,
    maxQuantity,
    available,
    notice,
  }
  if (!product || !offersCycle(product, line.cycleType)) {
    return {
      view: {
        ...base,
        category: product?.category ?? '',
        name: product?.name ?? line.productCode,
        href: product?.href ?? null,
        imageUrl: product?.imageUrl ?? null,
        taxRate: product ? taxRateOf(product.taxClass) : 10,
        unitPrice: ZERO,
        listUnitPrice: ZERO,
        lineTotal: ZERO,
      },
      priced: null,
    }
  }
  const { unitPrice, listUnitPrice } = unitPriceOf(product, line.cycleType, adjustments)
  return {
    view: {
      ...base,
      category: product.category,
      name: product.name,
      href: product.href,
      imageUrl: product.imageUrl,
      taxRate: taxRateOf(product.taxClass),
      unitPrice: { excludingTax: unitPrice, includingTax: includingTax(unitPrice, product.taxClass) },
      listUnitPrice: {
        excludingTax: listUnitPrice,
        includingTax: includingTax(listUnitPrice, product.taxClass),
      },
      lineTotal: lineAmount(unitPrice, line.quantity, product.taxClass),
    },
    priced: available
      ? { taxClass: product.taxClass, cycleType: line.cycleType, unitPrice, quantity: line.quantity }
      : null,
  }
}

const section = (lines: CartLineView[], totals: SectionTotals): SectionView => ({
  lines,
  totals: {
    items: totals.items,
    shipping: totals.shipping,
    shippingFree: totals.shippingFree,
    byRate: totals.byRate,
    total: totals.total,
  },
})

/**
 * The cart as the pages show it. `lineAdjustments` prices one line differently from the shopper's own adjustments
 * (a campaign order's price, docs/adr/048-campaign-shopping.md).
 */
export function buildCartView(
  lines: readonly CartLineRecord[],
  products: ReadonlyMap<string, Purchasable>,
  adjustments: PriceAdjustments = {},
  lineAdjustments: (line: CartLineRecord) => PriceAdjustments = () => adjustments,
): CartView {
  const views = lines.map((line) =>
    lineView(lines, line, products.get(line.productCode), lineAdjustments(line)),
  )
  const priced = views.flatMap((v) => (v.priced ? [v.priced] : []))
  const { oneTime, regular, order } = priceOrder(priced)
  return {
    count: priced.reduce((sum, l) => sum + l.quantity, 0),
    oneTime: section(
      views.filter((v) => !isRegularCycle(v.view.cycleType)).map((v) => v.view),
      oneTime,
    ),
    regular: section(
      views.filter((v) => isRegularCycle(v.view.cycleType)).map((v) => v.view),
      regular,
    ),
    totals: {
      items: order.items,
      shipping: order.shipping,
      byRate: order.byRate,
      total: order.total,
      freeShippingRemaining: order.freeShippingRemaining,
    },
    memberPrice: adjustments.memberDiscountRate !== undefined,
  }
}
