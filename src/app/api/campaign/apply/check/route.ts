import { getShopPayload } from '@/cms/get-payload'
import { applyCheckCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { checkApplication } from '@/shop/campaigns/apply/apply-service'

import { signedInCustomerId } from '../../../auth/signed-in-member'
import { requestCookie } from '../../../cart/cart-cookie'
import { applyError } from '../apply-http'

export const dynamic = 'force-dynamic'

export const POST = handle(applyCheckCall, async ({ body: { linkKey, ...form }, request }) => {
  const checked = await checkApplication(await getShopPayload(), form, {
    customerId: await signedInCustomerId(request),
    linkKey: linkKey ?? trackingValue(requestCookie(request, LINK_KEY_COOKIE)),
  })
  if (!checked.ok) throw applyError(checked)
  return { campaignTitle: checked.target.campaign.title, sampleName: checked.target.sample.sampleName }
})
