import { getShopPayload } from '@/cms/get-payload'
import { applyCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'
import { AB_VARIANT_COOKIE } from '@/shop/campaigns/ab-test'
import { submitApplication } from '@/shop/campaigns/apply/apply-service'
import { orderVariantOf } from '@/shop/campaigns/campaign-content'
import { defaultTransport } from '@/shop/mail/default-transport'

import { signedInCustomerId } from '../../auth/signed-in-member'
import { requestCookie } from '../../cart/cart-cookie'
import { applyError } from './apply-http'

export const dynamic = 'force-dynamic'

export const POST = handle(applyCall, async ({ body: { botCheck, linkKey, ...form }, request }) => {
  await verifyBotCheck(defaultBotCheck(), botCheck)
  const payload = await getShopPayload()
  const placed = await submitApplication(
    { payload, transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM },
    form,
    {
      customerId: await signedInCustomerId(request),
      linkKey: linkKey ?? trackingValue(requestCookie(request, LINK_KEY_COOKIE)),
      abVariant: await orderVariantOf(payload, requestCookie(request, AB_VARIANT_COOKIE)),
    },
  )
  if (!placed.ok) throw applyError(placed)
  return { applicationNumber: placed.applicationNumber }
})
