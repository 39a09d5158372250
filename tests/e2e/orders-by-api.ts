/**
 * Orders made through the shop's own API for a test's data, before the pages under test: the signed-in context's
 * cart ordered by cash on delivery to the member's address.
 */
import { type APIRequestContext, expect } from '@playwright/test'

/** The context's cart ordered by cash on delivery: the order number. */
export async function orderNow(request: APIRequestContext, origin: string): Promise<string> {
  const ordered = await request.post('/api/order/', {
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
    data: {
      DESTINATION: '0',
      DELIVERY_DATE: '1',
      DELIVERY_TIME: '0',
      WANT_GIFT_WRAPPING: '0',
      PAYMENT_METHOD: '1',
      POINT_METHOD: '0',
      POINT_NUMBER: '0',
    },
  })
  expect(ordered.status(), await ordered.text()).toBe(200)
  return ((await ordered.json()) as { orderNumber: string }).orderNumber
}

/** A regular course of the signed-in member (sesamin every 2 months, cash on delivery): its number. */
export async function courseByApi(request: APIRequestContext, origin: string): Promise<string> {
  const added = await request.post('/api/cart/', {
    headers: { origin },
    data: { productCode: 'sesamin-ex', cycleType: '2', quantity: 1 },
  })
  expect(added.status(), await added.text()).toBe(200)
  const orderNumber = await orderNow(request, origin)
  return `R${orderNumber.replace(/^W/, '')}-1`
}
