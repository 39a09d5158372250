/** Reading and writing carts in the `carts` collection (shop code only; staff access rules are bypassed). */
import type { Payload } from 'payload'

import type { Cart } from '@/cms/payload-types'

import type { CartLineRecord } from './cart-rules'
import { hashCartToken } from './cart-token'

export interface StoredCart {
  id: number
  lines: CartLineRecord[]
}

const toStored = (cart: Cart): StoredCart => ({
  id: cart.id,
  lines: (cart.lines ?? []).map(({ productCode, cycleType, quantity, addedAt }) => ({
    productCode,
    cycleType,
    quantity,
    addedAt,
  })),
})

/** A guest cart: a member's cart is never found by a cookie token (a shared browser after logout). */
export async function findCartByToken(payload: Payload, token: string): Promise<StoredCart | null> {
  const result = await payload.find({
    collection: 'carts',
    where: { and: [{ tokenHash: { equals: hashCartToken(token) } }, { customer: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cart = result.docs[0]
  return cart ? toStored(cart) : null
}

/** The member's cart (the most recently changed one, should there ever be two). */
export async function findCartByCustomer(payload: Payload, customerId: number): Promise<StoredCart | null> {
  const result = await payload.find({
    collection: 'carts',
    where: { customer: { equals: customerId } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cart = result.docs[0]
  return cart ? toStored(cart) : null
}

/** A guest cart is created with its token; a member's cart with its customer (and no token). */
export async function createCart(
  payload: Payload,
  owner: { token: string } | { customerId: number },
  lines: CartLineRecord[],
  linkKey?: string | null,
): Promise<StoredCart> {
  const cart = await payload.create({
    collection: 'carts',
    data: {
      ...('token' in owner ? { tokenHash: hashCartToken(owner.token) } : { customer: owner.customerId }),
      lines,
      ...(linkKey ? { linkKey } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  return toStored(cart)
}

export async function saveCartLines(
  payload: Payload,
  id: number,
  lines: CartLineRecord[],
  linkKey?: string | null,
): Promise<StoredCart> {
  const cart = await payload.update({
    collection: 'carts',
    id,
    data: { lines, ...(linkKey ? { linkKey } : {}) },
    overrideAccess: true,
    depth: 0,
  })
  return toStored(cart)
}

/** A guest cart becomes the member's cart: linked to the customer, no longer reachable by its cookie. */
export async function adoptCart(payload: Payload, id: number, customerId: number): Promise<void> {
  await payload.update({
    collection: 'carts',
    id,
    data: { customer: customerId, tokenHash: null },
    overrideAccess: true,
    depth: 0,
  })
}

export async function deleteCart(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: 'carts', id, overrideAccess: true })
}
