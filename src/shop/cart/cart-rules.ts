/**
 * What may go into a cart (pure: the service loads the cart and the products, these rules decide): the
 * product exists and is on sale, offers the purchase method, the line stays within its limit and the stock,
 * and the cart within its number of lines. Violations are ApiErrors with Japanese messages.
 */
import { ApiError } from '@/lib/api/errors'
import type { CycleType } from '@/shop/catalogue/codes'
import type { Purchasable } from '@/shop/catalogue/purchasable'

import { CART_ERROR_MESSAGES, notOnSaleMessage, outOfStockMessage } from './cart-messages'
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from './limits'

export interface CartLineRecord {
  productCode: string
  cycleType: CycleType
  quantity: number
  /** ISO date-time. */
  addedAt: string
}

export interface CartLineInput {
  productCode: string
  cycleType: CycleType
  quantity: number
}

/** A cart holds one line per product and purchase method. */
export interface CartLineKey {
  productCode: string
  cycleType: CycleType
}

export const lineIdOf = (line: CartLineKey) => `${line.productCode}:${line.cycleType}`

const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.productCode === b.productCode && a.cycleType === b.cycleType

/** One-time purchase is always offered; a regular cycle needs the cycle and a regular price. */
export function offersCycle(product: Purchasable, cycleType: CycleType): boolean {
  if (cycleType === '0') return true
  return product.regularPrice !== null && product.regularCycles.includes(cycleType)
}

/** Units of a product the given line may hold: the stock less what the cart's other lines of it hold. */
export function stockAllowance(
  lines: readonly CartLineRecord[],
  product: Purchasable,
  line: CartLineKey,
): number {
  const others = lines
    .filter((l) => l.productCode === product.productCode && !sameLine(l, line))
    .reduce((sum, l) => sum + l.quantity, 0)
  return Math.max(0, product.stock - others)
}

function assertSellable(product: Purchasable | undefined, cycleType: CycleType): Purchasable {
  if (!product) throw ApiError.notFound(CART_ERROR_MESSAGES.product_not_found, 'product_not_found')
  if (product.saleStatus !== 'on-sale')
    throw ApiError.conflict(notOnSaleMessage(product.saleStatus), 'not_on_sale')
  if (!offersCycle(product, cycleType))
    throw ApiError.conflict(CART_ERROR_MESSAGES.cycle_not_offered, 'cycle_not_offered')
  return product
}

function assertQuantity(
  lines: readonly CartLineRecord[],
  product: Purchasable,
  input: CartLineInput,
  inCart = 0,
) {
  if (input.quantity > CART_LINE_MAX_QUANTITY)
    throw ApiError.conflict(CART_ERROR_MESSAGES.line_limit, 'line_limit')
  const allowance = stockAllowance(lines, product, input)
  if (input.quantity > allowance)
    throw ApiError.conflict(outOfStockMessage(allowance, inCart), 'out_of_stock')
}

/**
 * How an add meets a line already in the cart: `sum` adds the quantities (the add-to-cart button);
 * `atLeast` makes sure the cart holds at least that many (old landing-page links, which browsers may request
 * twice and shoppers may follow twice, must not double the quantity).
 */
export type AddMerge = 'sum' | 'atLeast'

/** Adds to the cart, merging with the line of the same product and purchase method. */
export function addLine(
  lines: readonly CartLineRecord[],
  input: CartLineInput,
  product: Purchasable | undefined,
  now: Date,
  merge: AddMerge = 'sum',
): CartLineRecord[] {
  const sellable = assertSellable(product, input.cycleType)
  const existing = lines.find((l) => sameLine(l, input))
  if (!existing && lines.length >= CART_MAX_LINES)
    throw ApiError.conflict(CART_ERROR_MESSAGES.cart_full, 'cart_full')
  const held = existing?.quantity ?? 0
  const quantity = merge === 'sum' ? held + input.quantity : Math.max(held, input.quantity)
  assertQuantity(lines, sellable, { ...input, quantity }, existing?.quantity)
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity } : l))
  return [...lines, { ...input, addedAt: now.toISOString() }]
}

/** Sets a line's quantity; 0 removes it (removing a line that is not there is not an error). */
export function updateLine(
  lines: readonly CartLineRecord[],
  input: CartLineInput,
  product: Purchasable | undefined,
): CartLineRecord[] {
  const existing = lines.find((l) => sameLine(l, input))
  if (input.quantity === 0) return lines.filter((l) => l !== existing)
  if (!existing) throw ApiError.notFound(CART_ERROR_MESSAGES.line_not_found, 'line_not_found')
  const sellable = assertSellable(product, input.cycleType)
  assertQuantity(lines, sellable, input)
  return lines.map((l) => (l === existing ? { ...l, quantity: input.quantity } : l))
}
