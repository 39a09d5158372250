/**
 * What the campaign order's routes share (docs/adr/048-campaign-shopping.md): the shopper of a request — the
 * signed-in member, and the campaign order's own cart cookie — and that cookie on an answer.
 */
import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { CAMPAIGN_CART_COOKIE, CAMPAIGN_CART_MAX_AGE } from '@/shop/campaigns/shopping/campaign-cart'
import type { CheckoutShopper } from '@/shop/checkout/checkout-state'
import { tokenCookieOptions } from '@/lib/security/opaque-token'

import { sessionTokenFrom } from '../../auth/session-cookie'
import { requestCookie } from '../../cart/cart-cookie'

export async function campaignShopper(payload: Payload, request: Request): Promise<CheckoutShopper> {
  const { customerId } = await sessionShopper(payload, sessionTokenFrom(request))
  return { customerId, cartToken: requestCookie(request, CAMPAIGN_CART_COOKIE), campaignCart: true }
}

export function setCampaignCartCookie(response: NextResponse, token: string): void {
  setCookieSafely(response.cookies, CAMPAIGN_CART_COOKIE, token, {
    ...tokenCookieOptions(env.SITE_URL),
    maxAge: CAMPAIGN_CART_MAX_AGE,
  })
}
