/**
 * The one write a receipt makes on its order (docs/adr/044-receipts.md): the addressee and the issue instant,
 * set together and only while the receipt was never issued, in one conditional UPDATE. Whoever wins fixes the
 * addressee for good; every later print (page or PDF) shows the same receipt, number, date and addressee.
 */
import type { Payload } from 'payload'

import { updateColumnsWhere } from '@/cms/update-where'

/** True when this call issued it; false when it had been issued before (or the order is gone). */
export async function recordReceiptIssue(
  payload: Payload,
  orderId: number,
  addressee: string,
  now: Date,
): Promise<boolean> {
  return updateColumnsWhere(
    payload,
    'orders',
    orderId,
    { receiptIssuedAt: null },
    { receiptAddressee: addressee, receiptIssuedAt: now.toISOString() },
  )
}
