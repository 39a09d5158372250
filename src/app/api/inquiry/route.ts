import { getShopPayload } from '@/cms/get-payload'
import { inquiryCall } from '@/lib/api/calls/inquiry'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { clientIp } from '@/lib/http/client-ip'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import { defaultTransport } from '@/shop/mail/default-transport'
import { submitInquiry } from '@/shop/inquiry/inquiry-service'

export const dynamic = 'force-dynamic'

export const POST = handle(inquiryCall, async ({ body: { botCheck, ...inquiry }, request }) => {
  await verifyBotCheck(defaultBotCheck(), botCheck)
  return submitInquiry(
    { payload: await getShopPayload(), transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM },
    inquiry,
    { ip: clientIp(request) },
  )
})
