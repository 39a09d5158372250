import { getShopPayload } from '@/cms/get-payload'
import { customerOtpSendCall } from '@/lib/api/calls/customer'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { customerChangeDeps } from '@/shop/customer/customer-change-deps'
import { isNewAddressRefusal, sendMailAddressChangeCode } from '@/shop/customer/mail-address-change-service'

import { requireMember } from '../../../auth/signed-in-member'
import { otpApiError } from '../../../otp-api-error'
import { newAddressError } from '../../customer-errors'

export const dynamic = 'force-dynamic'

export const POST = handle(customerOtpSendCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await sendMailAddressChangeCode(customerChangeDeps(await getShopPayload()), {
    customerId: customer.id,
    newEmail: body.newEmail,
    ip: clientIp(request),
    transactionId: body.authenticateTransactionId,
  })
  if (result.ok) return { authenticateTransactionId: result.transactionId }
  if (isNewAddressRefusal(result)) throw newAddressError(result, 'send')
  throw otpApiError(result)
})
