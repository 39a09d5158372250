/**
 * Who is asking for a receipt: the guest's signed link when the request carries one, else the signed-in member
 * (401 without a session) and the order number.
 */
import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import type { ReceiptAccess, ReceiptDeps } from '@/shop/receipts/receipt-service'

import { requireMember } from '../auth/signed-in-member'

export async function receiptAccessOf(
  request: Request,
  owner: { orderNumber?: string; token?: string },
): Promise<ReceiptAccess> {
  if (owner.token !== undefined) return { kind: 'link', token: owner.token }
  const { customer } = await requireMember(request)
  return { kind: 'member', customerId: customer.id, orderNumber: owner.orderNumber ?? '' }
}

export async function receiptDeps(): Promise<ReceiptDeps> {
  return { payload: await getShopPayload(), secret: env.payloadSecret, now: new Date() }
}
