/**
 * Gives an order's lines back to the cart it came from when its card or app payment failed (ADR 020), so the
 * shopper can try again with another card or method: a member's cart is found by customer, a guest's by the
 * SHA-256 of the cart cookie token the order kept (`cartOwner` 'g:<hash>'; the browser still holds the cookie).
 * Lines merge into whatever the cart holds now, within the cart's limits (cart-merge.ts).
 */
import type { Payload, Where } from 'payload'

import type { Transaction } from '@/cms/transaction'
import { mergeCartLines } from '@/shop/cart/cart-merge'
import type { CartLineRecord } from '@/shop/cart/cart-rules'
import type { CycleType } from '@/shop/catalogue/codes'

export interface OrderForCartRestore {
  customerId: number | null
  /** The order's `cartOwner`: 'm:<customer id>' or 'g:<cart token hash>'. */
  cartOwner: string | null
  lines: readonly { productCode: string; cycleType: CycleType; quantity: number }[]
  /** A campaign's one-page order: its lines never go into the shopper's cart (they were at the campaign's price). */
  campaign?: string | null
}

type CartOwner = { customer: number } | { tokenHash: string }

/** Where the lines go back: the member (also a guest who registered with this order), else the guest's cart. */
export function cartOwnerOf(order: Pick<OrderForCartRestore, 'customerId' | 'cartOwner'>): CartOwner | null {
  if (order.customerId) return { customer: order.customerId }
  const hash = order.cartOwner?.startsWith('g:') ? order.cartOwner.slice(2) : ''
  return /^[0-9a-f]{64}$/.test(hash) ? { tokenHash: hash } : null
}

/** True when the lines went back to a cart. */
export async function restoreOrderCart(
  payload: Payload,
  order: OrderForCartRestore,
  tx: Transaction,
  now: Date = new Date(),
): Promise<boolean> {
  const owner = cartOwnerOf(order)
  // The campaign order's page still holds the entries; the shopper orders again from there.
  if (!owner || order.lines.length === 0 || order.campaign) return false
  const addedAt = now.toISOString()
  const lines: CartLineRecord[] = order.lines.map((l) => ({
    productCode: l.productCode,
    cycleType: l.cycleType,
    quantity: l.quantity,
    addedAt,
  }))
  const where: Where =
    'customer' in owner
      ? { customer: { equals: owner.customer } }
      : { and: [{ tokenHash: { equals: owner.tokenHash } }, { customer: { exists: false } }] }
  const { docs } = await payload.find({
    collection: 'carts',
    where,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
  })
  const current = docs[0]
  if (current) {
    const held: CartLineRecord[] = (current.lines ?? []).map(
      ({ productCode, cycleType, quantity, addedAt }) => ({
        productCode,
        cycleType,
        quantity,
        addedAt,
      }),
    )
    await payload.update({
      collection: 'carts',
      id: current.id,
      data: { lines: mergeCartLines(held, lines) },
      overrideAccess: true,
      depth: 0,
      req: tx.req,
    })
    return true
  }
  await payload.create({
    collection: 'carts',
    data: { ...owner, lines },
    overrideAccess: true,
    depth: 0,
    req: tx.req,
  })
  return true
}
