import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { campaignOrderCustomerCall } from '@/lib/api/calls/campaign-shopping'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { startCampaignOrder } from '@/shop/campaigns/shopping/campaign-order'
import { checkoutPage } from '@/shop/checkout/checkout-service'

import { requestCookie } from '../../../cart/cart-cookie'
import { campaignShopper, setCampaignCartCookie } from '../campaign-order-http'

export const dynamic = 'force-dynamic'

const STATUS = { 'not-found': 404, ended: 410, 'not-offered': 409, 'link-key': 403 } as const

/** The chosen product into the campaign order's cart, then the form's data for it (the checkout's page data). */
export const POST = handle(campaignOrderCustomerCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  const shopper = await campaignShopper(payload, request)
  const { key, ...order } = body
  const started = await startCampaignOrder(payload, shopper.cartToken, {
    ...order,
    // The link the form was opened with, else the one the shop kept (the cookie may not be set yet).
    linkKey: key ?? trackingValue(requestCookie(request, LINK_KEY_COOKIE)),
  })
  if (!started.ok)
    throw new ApiError(STATUS[started.reason], started.reason.replace('-', '_'), started.message)
  const response = NextResponse.json(await checkoutPage(payload, { ...shopper, cartToken: started.token }))
  if (started.created) setCampaignCartCookie(response, started.token)
  return response
})
