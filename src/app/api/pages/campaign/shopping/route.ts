import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { campaignShoppingPageCall } from '@/lib/api/calls/campaign-shopping'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, TRACKING_COOKIE_OPTIONS } from '@/lib/tracking/link-key'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { loadCampaignShoppingPage } from '@/shop/campaigns/shopping/campaign-shopping-page'

import { sessionTokenFrom } from '../../../auth/session-cookie'

export const dynamic = 'force-dynamic'

/** The campaign's products at the price this shopper pays (per request: kankeisha see their own). */
export const GET = handle(campaignShoppingPageCall, async ({ query, request }) => {
  const payload = await getShopPayload()
  const { customerId } = await sessionShopper(payload, sessionTokenFrom(request))
  const loaded = await loadCampaignShoppingPage(payload, {
    promotionId: query.promotionId,
    productCode: query.productcode,
    customerId,
  })
  if (!loaded.ok)
    throw new ApiError(loaded.reason === 'ended' ? 410 : 404, loaded.reason.replace('-', '_'), loaded.message)
  const response = NextResponse.json(loaded.page)
  if (query.key) setCookieSafely(response.cookies, LINK_KEY_COOKIE, query.key, TRACKING_COOKIE_OPTIONS)
  return response
})
