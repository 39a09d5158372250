import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { campaignOrderCall } from '@/lib/api/calls/campaign-order'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { LINK_KEY_COOKIE, trackingValue } from '@/lib/tracking/link-key'
import { AB_VARIANT_COOKIE } from '@/shop/campaigns/ab-test'
import { orderVariantOf } from '@/shop/campaigns/campaign-content'
import { placeGiftSelection } from '@/shop/campaigns/gifts/gift-service'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { submitCheckout } from '@/shop/checkout/checkout-service'

import { sessionTokenFrom, setSessionCookie } from '../../auth/session-cookie'
import { requestCookie } from '../../cart/cart-cookie'
import { setReceiptCookie } from '../../order/checkout-http'
import { giftError, giftMember } from '../gift-http'
import { campaignShopper } from './campaign-order-http'

export const dynamic = 'force-dynamic'

/** Campaign orders: a member's choice of this year's gift, or the campaign's one-page order (as `POST order`). */
export const POST = handle(campaignOrderCall, async ({ body, request }) => {
  if (body.kind === 'shopping') {
    const payload = await getShopPayload()
    const { answer, session } = await submitCheckout(
      checkoutDeps(payload),
      await campaignShopper(payload, request),
      body.form,
      {
        idempotencyKey: request.headers.get('idempotency-key'),
        ip: clientIp(request),
        previousSessionToken: sessionTokenFrom(request),
        abVariant: await orderVariantOf(payload, requestCookie(request, AB_VARIANT_COOKIE)),
      },
    )
    const response = NextResponse.json(answer)
    setReceiptCookie(response, answer.orderNumber)
    if (session) setSessionCookie(response, session)
    return response
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
