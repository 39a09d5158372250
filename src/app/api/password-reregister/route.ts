import { getShopPayload } from '@/cms/get-payload'
import { passwordReregisterCall } from '@/lib/api/calls/password-reregister'
import { handle } from '@/lib/api/server'
import { completePasswordReregister } from '@/shop/customer/password-reregister-service'
import { otpDeps } from '@/shop/otp/otp-deps'

import { otpApiError } from '../otp-api-error'

export const dynamic = 'force-dynamic'

export const POST = handle(passwordReregisterCall, async ({ body }) => {
  const result = await completePasswordReregister(otpDeps(await getShopPayload()), {
    transactionId: body.authenticateTransactionId,
    newPassword: body.newPassword,
  })
  if (!result.ok) throw otpApiError(result)
  return { completed: true as const }
})
