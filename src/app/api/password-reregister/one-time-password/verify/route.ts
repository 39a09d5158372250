import { getShopPayload } from '@/cms/get-payload'
import { passwordReregisterVerifyCall } from '@/lib/api/calls/password-reregister'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { verifyPasswordReregisterCode } from '@/shop/customer/password-reregister-service'
import { otpDeps } from '@/shop/otp/otp-deps'

import { otpApiError } from '../../../otp-api-error'

export const dynamic = 'force-dynamic'

export const POST = handle(passwordReregisterVerifyCall, async ({ body, request }) => {
  const result = await verifyPasswordReregisterCode(otpDeps(await getShopPayload()), {
    transactionId: body.authenticateTransactionId,
    code: body.code,
    ip: clientIp(request),
  })
  if (!result.ok) throw otpApiError(result)
  return { verified: true as const }
})
