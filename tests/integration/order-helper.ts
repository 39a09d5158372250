/** Products, stock, members and carts for the order tests and the order benchmark, made directly in the database. */
import { randomUUID } from 'node:crypto'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { createCart } from '@/shop/cart/cart-store'
import { newCartToken } from '@/shop/cart/cart-token'
import type { CycleType } from '@/shop/catalogue/codes'
import { submitOrder } from '@/shop/orders/order-service'
import type { PersonSnapshot, PlaceOrderInput } from '@/shop/orders/place-order'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

const ctx = { disableRevalidate: true }

export async function createProduct(
  payload: Payload,
  productCode: string,
  data: {
    taxClass: 'food' | 'standard'
    price: number
    regularPrice?: number
    regularCycles?: ('1' | '2' | '3')[]
    stock: number
    name?: string
  },
): Promise<void> {
  const { stock, name, ...fields } = data
  const doc: RequiredDataFromCollectionSlug<'products'> = {
    productCode,
    name: name ?? `テスト商品 ${productCode}`,
    nameKana: 'テストショウヒン',
    category: fields.taxClass === 'food' ? 'supplement' : 'beautycare',
    productClass: 'single',
    releasedAt: '2026-01-01T00:00:00.000Z',
    _status: 'published',
    saleStatus: 'on-sale',
    ...fields,
  }
  await payload.create({ collection: 'products', context: ctx, data: doc })
  await payload.create({ collection: 'inventory', context: ctx, data: { productCode, stock } })
}

export async function stockOf(payload: Payload, productCode: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'inventory',
    where: { productCode: { equals: productCode } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]?.stock ?? -1
}

type Line = { productCode: string; cycleType?: CycleType; quantity: number }

const toLines = (lines: Line[]) =>
  lines.map((l) => ({
    productCode: l.productCode,
    cycleType: l.cycleType ?? ('0' as const),
    quantity: l.quantity,
    addedAt: new Date().toISOString(),
  }))

/** A guest's cart: returns the cookie token that finds it. */
export async function guestCart(payload: Payload, lines: Line[]): Promise<string> {
  const token = newCartToken()
  await createCart(payload, { token }, toLines(lines))
  return token
}

/** A member's cart (a member may have several in these tests, to race their points). */
export async function memberCart(payload: Payload, customerId: number, lines: Line[]) {
  return createCart(payload, { customerId }, toLines(lines))
}

export const PERSON: PersonSnapshot = {
  lastName: '森野',
  firstName: '花子',
  lastNameKana: 'モリノ',
  firstNameKana: 'ハナコ',
  postalCode: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  streetAddress: '1-1',
  building: null,
  phone: '0312345678',
  email: 'hanako@example.jp',
}

export const ORDER_FORM: Pick<PlaceOrderInput, 'orderer' | 'destination' | 'delivery' | 'gift'> = {
  orderer: PERSON,
  destination: PERSON,
  delivery: { dateChoice: '1', timeCode: '0' },
  gift: { wanted: false },
}

/** A member's cash-on-delivery order of `lines` (regular lines open courses), using `pointsToUse` points: its id. */
export async function placeMemberOrder(
  payload: Payload,
  customerId: number,
  lines: Line[],
  pointsToUse = 0,
): Promise<number> {
  await memberCart(payload, customerId, lines)
  const result = await submitOrder(payload, {
    ...ORDER_FORM,
    shopper: { customerId },
    paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    idempotencyKey: randomUUID(),
    check: pointsToUse > 0 ? { pointMethod: '2', pointNumber: String(pointsToUse) } : {},
  })
  if (!result.ok || !('orderId' in result)) throw new Error(JSON.stringify(result))
  return result.orderId
}
