import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { entryOtpSendCall } from '@/lib/api/calls/entry'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import { INVITATION_MESSAGES, invitationCustomerType } from '@/shop/customer/kankeisha-invitation'
import { sendEntryCode } from '@/shop/customer/registration-service'
import { otpDeps } from '@/shop/otp/otp-deps'
import { OTP_RULES } from '@/shop/otp/otp-rules'

import { otpApiError } from '../../../otp-api-error'

export const dynamic = 'force-dynamic'

export const POST = handle(entryOtpSendCall, async ({ body, request }) => {
  await verifyBotCheck(defaultBotCheck(), body.botCheck)
  const payload = await getShopPayload()
  if (body.entryType === 'kankeisha') {
    const code = body.invitationCode ?? ''
    const message = code ? INVITATION_MESSAGES.invalid : INVITATION_MESSAGES.required
    if (!code || !(await invitationCustomerType(payload, code)))
      throw ApiError.badRequest(message, { invitationCode: message })
  }
  const sent = await sendEntryCode(otpDeps(payload), {
    email: body.email1,
    kind: body.entryType,
    ip: clientIp(request),
    transactionId: body.authenticateTransactionId,
  })
  if (!sent.ok) throw otpApiError(sent)
  return NextResponse.json({
    authenticateTransactionId: sent.transactionId,
    validMinutes: OTP_RULES.validMs / 60_000,
    resendIntervalSeconds: OTP_RULES.resendIntervalMs / 1000,
  })
})
