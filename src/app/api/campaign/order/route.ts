import { getShopPayload } from '@/cms/get-payload'
import { campaignOrderCall } from '@/lib/api/calls/campaign-order'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { placeGiftSelection } from '@/shop/campaigns/gifts/gift-service'

import { requestCookie } from '../../cart/cart-cookie'
import { placeCheckoutOrder } from '../../order/checkout-http'
import { giftError, giftMember } from '../gift-http'
import { campaignShopper } from './campaign-order-http'

export const dynamic = 'force-dynamic'

/** Campaign orders: a member's choice of this year's gift, or the campaign's one-page order (as `POST order`). */
export const POST = handle(campaignOrderCall, async ({ body, request }) => {
  if (body.kind === 'shopping') {
    const payload = await getShopPayload()
    return placeCheckoutOrder(payload, await campaignShopper(payload, request), body.form, request)
  }
  const { payload, member } = await giftMember(request)
  const placed = await placeGiftSelection(
    payload,
    body.kind,
    body.year,
    member,
    body.giftCode,
    trackingValue(body.key ?? requestCookie(request, LINK_KEY_COOKIE)),
  )
  if (!placed.ok) throw giftError(placed)
  return { status: 'selected' as const, giftName: placed.gift.name, shippingText: placed.shipping.text }
})
