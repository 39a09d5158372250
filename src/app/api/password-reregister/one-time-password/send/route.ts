import { getShopPayload } from '@/cms/get-payload'
import { passwordReregisterSendCall } from '@/lib/api/calls/password-reregister'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import { sendPasswordReregisterCode } from '@/shop/customer/password-reregister-service'
import { otpDeps } from '@/shop/otp/otp-deps'

import { otpApiError } from '../../../otp-api-error'

export const dynamic = 'force-dynamic'

export const POST = handle(passwordReregisterSendCall, async ({ body, request }) => {
  await verifyBotCheck(defaultBotCheck(), body.botCheck)
  const result = await sendPasswordReregisterCode(otpDeps(await getShopPayload()), {
    email: body.email,
    ip: clientIp(request),
    transactionId: body.authenticateTransactionId,
  })
  if (!result.ok) throw otpApiError(result)
  return { authenticateTransactionId: result.transactionId }
})
