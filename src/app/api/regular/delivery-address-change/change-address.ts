import { getShopPayload } from '@/cms/get-payload'
import type { addressChangeCall } from '@/lib/api/calls/course-changes'
import { ApiError } from '@/lib/api/errors'
import type { Impl } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { completeAddressChange, sendAddressChangeCode } from '@/shop/courses/course-address-change'
import { OTP_FIELD_MESSAGES } from '@/shop/customer/one-time-password-fields'
import { personOfRegistration } from '@/shop/customer/person-address'

import { requireMember } from '../../auth/signed-in-member'
import { addressChangeDeps, addressChangeError } from '../../payment-method-change/course-change-http'

/**
 * `POST regular/delivery-address-change` (spec §7, docs/adr/035): without `code`, mails a one-time password to the
 * member (again for the same transaction when `authenticateTransactionId` is given); with `code` and the
 * transaction, changes the destination from the course's next delivery. Also the my-page steps' call (ADR 059).
 */
export const changeAddress: Impl<typeof addressChangeCall> = async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const deps = addressChangeDeps(await getShopPayload())
  const target = {
    customerId: customer.id,
    regularOrderNumber: body.regularOrderNumber,
    sequence: body.regularOrderDetailSequenceNumber,
    ip: clientIp(request),
  }
  if (!body.code) {
    const sent = await sendAddressChangeCode(deps, {
      ...target,
      transactionId: body.authenticateTransactionId,
    })
    if (!sent.ok) throw addressChangeError(sent)
    return { status: 'code-sent', authenticateTransactionId: sent.transactionId } as const
  }
  if (!body.authenticateTransactionId)
    throw new ApiError(410, 'otp_unknown', OTP_FIELD_MESSAGES.transactionMissing)
  const changed = await completeAddressChange(deps, {
    ...target,
    transactionId: body.authenticateTransactionId,
    code: body.code,
    destination: personOfRegistration(body.destination),
  })
  if (!changed.ok) throw addressChangeError(changed)
  return { status: 'changed', sequence: changed.sequence, deliveryDate: changed.deliveryDate } as const
}
