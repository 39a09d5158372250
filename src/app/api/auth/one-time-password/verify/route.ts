import { getShopPayload } from '@/cms/get-payload'
import { entryOtpVerifyCall } from '@/lib/api/calls/entry'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { verifyEntryCode } from '@/shop/customer/registration-service'
import { otpDeps } from '@/shop/otp/otp-deps'

import { otpApiError } from '../../../otp-api-error'

export const dynamic = 'force-dynamic'

export const POST = handle(entryOtpVerifyCall, async ({ body, request }) => {
  const verified = await verifyEntryCode(otpDeps(await getShopPayload()), {
    transactionId: body.authenticateTransactionId,
    code: body.code,
    kind: body.entryType,
    ip: clientIp(request),
  })
  if (!verified.ok) throw otpApiError(verified)
  return { verified: true as const }
})
