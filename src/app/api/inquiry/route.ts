import { getShopPayload } from '@/cms/get-payload'
import { inquiryCall } from '@/lib/api/calls/inquiry'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { defaultTransport } from '@/shop/mail/default-transport'
import { submitInquiry } from '@/shop/inquiry/inquiry-service'

export const dynamic = 'force-dynamic'

export const POST = handle(inquiryCall, async ({ body }) =>
  submitInquiry(
    { payload: await getShopPayload(), transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM },
    body,
  ),
)
