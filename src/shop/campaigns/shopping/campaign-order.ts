/**
 * Starting a campaign's one-page order (docs/adr/048-campaign-shopping.md): the chosen product and quantity go
 * into the campaign order's own cart (made on first use, its token for the cookie), checked against the campaign as
 * published now. Everything after — the form's data, the check, the order — is the checkout's, on that cart.
 */
import type { Payload } from 'payload'

import { putCampaignCart } from '@/shop/cart/cart-store'
import { isCartToken, newCartToken } from '@/shop/cart/cart-token'
import { loadPurchasable } from '@/shop/catalogue/purchasable'

import { acceptsLinkKey, LINK_KEY_REFUSAL } from '../campaign-link-keys'
import {
  CAMPAIGN_ORDER_MESSAGES,
  campaignLinesProblem,
  loadCampaignTerms,
  type TermsRefusal,
} from './campaign-terms'

export type StartRefusal = TermsRefusal | { ok: false; reason: 'not-offered' | 'link-key'; message: string }

export async function startCampaignOrder(
  payload: Payload,
  token: string | null,
  order: { promotionId: string; productCode: string; quantity: number; linkKey: string | null },
  now: Date = new Date(),
): Promise<{ ok: true; token: string; created: boolean } | StartRefusal> {
  const loaded = await loadCampaignTerms(payload, order.promotionId, now)
  if (!loaded.ok) return loaded
  if (!acceptsLinkKey(loaded.terms, order.linkKey))
    return { ok: false, reason: 'link-key', message: LINK_KEY_REFUSAL }
  const offer = loaded.terms.offers.find((o) => o.productCode === order.productCode)
  const products = await loadPurchasable(payload, [order.productCode])
  const name = products.get(order.productCode)?.name ?? order.productCode
  if (!offer) return { ok: false, reason: 'not-offered', message: CAMPAIGN_ORDER_MESSAGES.notOffered(name) }
  const line = {
    productCode: order.productCode,
    cycleType: offer.purchase,
    quantity: order.quantity,
    addedAt: now.toISOString(),
  }
  const problem = campaignLinesProblem(loaded.terms, [line], () => name)
  if (problem) return { ok: false, reason: 'not-offered', message: problem }
  const created = !isCartToken(token)
  const cartToken = isCartToken(token) ? token : newCartToken()
  await putCampaignCart(payload, cartToken, order.promotionId, [line], order.linkKey)
  return { ok: true, token: cartToken, created }
}
