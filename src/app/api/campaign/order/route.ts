import { campaignOrderCall } from '@/lib/api/calls/campaign-gifts'
import { handle } from '@/lib/api/server'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { placeGiftSelection } from '@/shop/campaigns/gifts/gift-service'

import { requestCookie } from '../../cart/cart-cookie'
import { giftError, giftMember } from '../gift-http'

export const dynamic = 'force-dynamic'

/** Campaign orders: for the gift kinds, the member's choice of this year's gift. */
export const POST = handle(campaignOrderCall, async ({ body, request }) => {
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
