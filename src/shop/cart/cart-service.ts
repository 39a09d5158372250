/**
 * The guest cart (docs/adr/008-pricing-and-cart.md). A cart belongs to one shopper, found by its cookie token
 * (the route layer reads and sets the cookie); reading never creates a cart, adding creates one on first use.
 * Every answer is the whole CartView, priced by src/shop/pricing.
 */
import type { Payload } from 'payload'

import type { CartView } from '@/lib/api/calls/cart'
import { loadPurchasable } from '@/shop/catalogue/purchasable'
import type { PriceAdjustments } from '@/shop/pricing'

import { addLine, updateLine, type AddMerge, type CartLineInput, type CartLineRecord } from './cart-rules'
import { mergeCartLines } from './cart-merge'
import {
  adoptCart,
  createCart,
  deleteCart,
  findCartByCustomer,
  findCartByToken,
  saveCartLines,
} from './cart-store'
import { isCartToken, newCartToken } from './cart-token'
import { buildCartView } from './cart-view'

export interface CartOptions {
  /** The signed-in member: their cart is found by customer, not by the cookie (ADR 010). */
  customerId?: number | null
  /** Member prices (Members issue); guests have none. */
  adjustments?: PriceAdjustments
  /** The link key the shopper arrived with, remembered on the cart for the order. */
  linkKey?: string | null
  now?: Date
  /** How an add meets the same line already in the cart (default: quantities add up). */
  merge?: AddMerge
}

export interface CartChange {
  view: CartView
  /** The cart's token: a new one when this call created a guest cart (the route sets the cookie then); null for a member's cart. */
  token: string | null
  created: boolean
}

async function findCart(payload: Payload, token: string | null | undefined, customerId?: number | null) {
  if (customerId) return findCartByCustomer(payload, customerId)
  return isCartToken(token) ? findCartByToken(payload, token) : null
}

async function viewOf(payload: Payload, lines: CartLineRecord[], options: CartOptions): Promise<CartView> {
  const products = await loadPurchasable(
    payload,
    lines.map((l) => l.productCode),
  )
  return buildCartView(lines, products, options.adjustments)
}

export async function getCartView(
  payload: Payload,
  token: string | null | undefined,
  options: CartOptions = {},
): Promise<CartView> {
  const cart = await findCart(payload, token, options.customerId)
  return viewOf(payload, cart?.lines ?? [], options)
}

/** The header badge: the number of items that can be bought now (0 without a cart). */
export async function getCartCount(
  payload: Payload,
  token: string | null | undefined,
  customerId?: number | null,
): Promise<number> {
  const cart = await findCart(payload, token, customerId)
  if (!cart?.lines.length) return 0
  return (await viewOf(payload, cart.lines, {})).count
}

export async function addToCart(
  payload: Payload,
  token: string | null | undefined,
  input: CartLineInput,
  options: CartOptions = {},
): Promise<CartChange> {
  const cart = await findCart(payload, token, options.customerId)
  const products = await loadPurchasable(payload, [
    input.productCode,
    ...(cart?.lines.map((l) => l.productCode) ?? []),
  ])
  const lines = addLine(
    cart?.lines ?? [],
    input,
    products.get(input.productCode),
    options.now ?? new Date(),
    options.merge,
  )
  if (options.customerId) {
    const saved = cart
      ? await saveCartLines(payload, cart.id, lines, options.linkKey)
      : await createCart(payload, { customerId: options.customerId }, lines, options.linkKey)
    return { view: buildCartView(saved.lines, products, options.adjustments), token: null, created: !cart }
  }
  if (cart && isCartToken(token)) {
    const saved = await saveCartLines(payload, cart.id, lines, options.linkKey)
    return { view: buildCartView(saved.lines, products, options.adjustments), token, created: false }
  }
  // A token without a cart (expired, forged) is never adopted: the new cart gets a fresh token.
  const fresh = newCartToken()
  const created = await createCart(payload, { token: fresh }, lines, options.linkKey)
  return { view: buildCartView(created.lines, products, options.adjustments), token: fresh, created: true }
}

export async function updateCart(
  payload: Payload,
  token: string | null | undefined,
  input: CartLineInput,
  options: CartOptions = {},
): Promise<CartView> {
  const cart = await findCart(payload, token, options.customerId)
  const current = cart?.lines ?? []
  const products = await loadPurchasable(
    payload,
    current.map((l) => l.productCode),
  )
  const lines = updateLine(current, input, products.get(input.productCode))
  if (!cart) return buildCartView(lines, products, options.adjustments)
  const saved = await saveCartLines(payload, cart.id, lines)
  return buildCartView(saved.lines, products, options.adjustments)
}

/**
 * At sign-in (ADR 010): the browser's guest cart joins the member's cart. Without a member cart the guest cart
 * becomes it; otherwise the lines merge (cart-merge.ts) and the guest cart is deleted. Either way the guest
 * cookie no longer finds a cart, so the member's cart is not shown after logout.
 */
export async function mergeGuestCart(
  payload: Payload,
  guestToken: string | null | undefined,
  customerId: number,
): Promise<void> {
  const guest = isCartToken(guestToken) ? await findCartByToken(payload, guestToken) : null
  if (!guest) return
  const member = await findCartByCustomer(payload, customerId)
  if (!member) return adoptCart(payload, guest.id, customerId)
  await saveCartLines(payload, member.id, mergeCartLines(member.lines, guest.lines))
  await deleteCart(payload, guest.id)
}
