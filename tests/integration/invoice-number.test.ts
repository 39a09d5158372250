/**
 * The invoice registration number has one source, the site settings (issue 12, docs/adr/036): the receipt mail
 * prints what the settings hold; this test fails if a mail prints another number.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sendReceiptOnce } from '@/shop/checkout/order-receipt'
import { outboxOnly } from '@/shop/mail/mail-service'
import { invoiceRegistrationNumber } from '@/shop/site/invoice-number'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'inv-dha', { taxClass: 'food', price: 2000, stock: 10, name: 'DHAプラス' })
})

async function receiptText(orderId: number) {
  const deps = {
    payload,
    transport: outboxOnly,
    from: 'shop@example.jp',
    siteUrl: 'http://localhost:3000',
    secret: 'test-secret',
  }
  expect(await sendReceiptOnce(deps, orderId)).toBe(true)
  const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ kind: { equals: 'order-receipt' } }, { subject: { contains: order.orderNumber } }] },
    overrideAccess: true,
  })
  return docs[0]!.text
}

describe('invoice registration number', () => {
  it('the receipt mail prints the number of the site settings, and follows a change', async () => {
    const member = await createMember(payload, 'invoice-number@example.jp')
    for (const number of ['T9876543210987', 'T1111222233334']) {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { invoiceRegistrationNumber: number },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      expect(await invoiceRegistrationNumber(payload)).toBe(number)
      const orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'inv-dha', quantity: 1 }])
      const numbers = (await receiptText(orderId)).match(/T\d{13}/g)
      expect(numbers).toEqual([number])
    }
  })
})
