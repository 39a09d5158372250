import { getShopPayload } from '@/cms/get-payload'
import { customerOtpVerifyCall } from '@/lib/api/calls/customer'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { customerChangeDeps } from '@/shop/customer/customer-change-deps'
import { completeMailAddressChange, isNewAddressRefusal } from '@/shop/customer/mail-address-change-service'

import { requireMember } from '../../../auth/signed-in-member'
import { otpApiError } from '../../../otp-api-error'
import { newAddressError } from '../../customer-errors'

export const dynamic = 'force-dynamic'

export const POST = handle(customerOtpVerifyCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await completeMailAddressChange(customerChangeDeps(await getShopPayload()), {
    customerId: customer.id,
    transactionId: body.authenticateTransactionId,
    code: body.code,
    newEmail: body.newEmail,
    ip: clientIp(request),
  })
  if (result.ok) return { email: result.email }
  if (isNewAddressRefusal(result)) throw newAddressError(result, 'verify')
  throw otpApiError(result)
})
