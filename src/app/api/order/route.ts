import { NextResponse } from 'next/server'

import { getShopPayload } from '@/cms/get-payload'
import { orderCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { clientIp } from '@/lib/http/client-ip'
import { AB_VARIANT_COOKIE } from '@/shop/campaigns/ab-test'
import { orderVariantOf } from '@/shop/campaigns/campaign-content'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { submitCheckout } from '@/shop/checkout/checkout-service'

import { sessionTokenFrom, setSessionCookie } from '../auth/session-cookie'
import { requestCookie } from '../cart/cart-cookie'
import { checkoutShopper, setReceiptCookie } from './checkout-http'

export const dynamic = 'force-dynamic'

/**
 * Places the order (ADR 020). Every answer that names an order carries the receipt cookie (a guest's proof for
 * the complete page, also after the provider's pages); a guest who registered with it gets their new session.
 */
export const POST = handle(orderCall, async ({ body, request }) => {
  const payload = await getShopPayload()
  const { answer, session } = await submitCheckout(
    checkoutDeps(payload),
    await checkoutShopper(payload, request),
    body,
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
})
