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

export async function findCartByToken(payload: Payload, token: string): Promise<StoredCart | null> {
  const result = await payload.find({
    collection: 'carts',
    where: { tokenHash: { equals: hashCartToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cart = result.docs[0]
  return cart ? toStored(cart) : null
}

export async function createCart(
  payload: Payload,
  token: string,
  lines: CartLineRecord[],
  linkKey?: string | null,
): Promise<StoredCart> {
  const cart = await payload.create({
    collection: 'carts',
    data: { tokenHash: hashCartToken(token), lines, ...(linkKey ? { linkKey } : {}) },
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
