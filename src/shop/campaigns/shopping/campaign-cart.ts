/**
 * A campaign order's cart (docs/adr/048-campaign-shopping.md): a token cart of its own, marked with the campaign,
 * holding the one product the campaign page orders. Written through the cart store; read here with its campaign's
 * terms and priced for the pages.
 */
import type { Payload } from 'payload'

import type { CartView } from '@/lib/api/calls/cart'
import { findCampaignCart, type StoredCart } from '@/shop/cart/cart-store'
import { isCartToken } from '@/shop/cart/cart-token'
import { buildCartView } from '@/shop/cart/cart-view'
import { loadPurchasable } from '@/shop/catalogue/purchasable'
import type { PriceAdjustments } from '@/shop/pricing'

import { campaignAdjustments, loadCampaignTerms, type CampaignTerms } from './campaign-terms'

/** The campaign order's cart cookie: its own, so the shopper's cart is never touched (1 day is one sitting). */
export const CAMPAIGN_CART_COOKIE = 'campaign_cart'
export const CAMPAIGN_CART_MAX_AGE = 60 * 60 * 24

export type CampaignCart = { cart: StoredCart; terms: CampaignTerms; view: CartView }

/** The campaign cart of `token` priced by its running campaign; null when there is none or it cannot be ordered. */
export async function loadCampaignCart(
  payload: Payload,
  token: string | null | undefined,
  adjustments: PriceAdjustments,
  now: Date,
): Promise<{ ok: true; value: CampaignCart } | { ok: false; message: string | null }> {
  const cart = isCartToken(token) ? await findCampaignCart(payload, token) : null
  if (!cart?.campaign || cart.lines.length === 0) return { ok: false, message: null }
  const terms = await loadCampaignTerms(payload, cart.campaign, now)
  if (!terms.ok) return { ok: false, message: terms.message }
  const products = await loadPurchasable(
    payload,
    cart.lines.map((l) => l.productCode),
  )
  const view = buildCartView(cart.lines, products, adjustments, (line) =>
    campaignAdjustments(adjustments, terms.terms, line),
  )
  return { ok: true, value: { cart, terms: terms.terms, view } }
}
