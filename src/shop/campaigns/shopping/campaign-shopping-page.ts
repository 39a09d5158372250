/**
 * What the campaign's one-page order shows about its products (spec §7 `pages/campaign/shopping`; docs/adr/048):
 * each product the campaign sells, its usual price and the price this shopper pays — the campaign's price, or for
 * kankeisha their own unless the campaign is listed for them. Pure; the route gives it what it read.
 */
import type { Payload } from 'payload'

import { offersCycle } from '@/shop/cart/cart-rules'
import { CYCLE_LABELS } from '@/shop/catalogue/codes'
import { loadPurchasable, type Purchasable } from '@/shop/catalogue/purchasable'
import { loadMember } from '@/shop/checkout/checkout-state'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { includingTax, unitPriceOf, type PriceAdjustments } from '@/shop/pricing'

import { campaignPath } from '../campaign-kinds'
import { periodText } from '../campaign-period'
import {
  CAMPAIGN_ORDER_MESSAGES,
  campaignAdjustments,
  loadCampaignTerms,
  type CampaignTerms,
  type TermsRefusal,
} from './campaign-terms'

export type CampaignOfferView = {
  productCode: string
  name: string
  imageUrl: string | null
  purchase: '0' | '1' | '2' | '3'
  purchaseLabel: string
  /** The usual price of this purchase form, tax included. */
  usualPrice: number
  /** What this shopper pays for one, tax included. */
  price: number
  /** The campaign's price applies to this shopper. */
  campaignApplied: boolean
  maxQuantity: number
  /** On sale and in stock. */
  available: boolean
}

export type CampaignShoppingPage = {
  campaign: { title: string; promotionId: string; periodText: string; landingPath: string }
  offers: CampaignOfferView[]
  /** The product the URL named (productcode). */
  selected: string
  /** A kankeisha shopper on a campaign not listed for them: they see their own prices (spec §6). */
  kankeishaExcluded: boolean
}

export function campaignShoppingPage(
  terms: CampaignTerms,
  products: ReadonlyMap<string, Purchasable>,
  adjustments: PriceAdjustments,
  selected: string,
): CampaignShoppingPage {
  const offers = terms.offers.flatMap((offer): CampaignOfferView[] => {
    const product = products.get(offer.productCode)
    if (!product || !offersCycle(product, offer.purchase)) return []
    const usual = unitPriceOf(product, offer.purchase, adjustments)
    const paid = unitPriceOf(
      product,
      offer.purchase,
      campaignAdjustments(adjustments, terms, { productCode: offer.productCode, cycleType: offer.purchase }),
    )
    // The usual price of this purchase form, before anyone's adjustments (the pricing module's one rule).
    const list = unitPriceOf(product, offer.purchase)
    return [
      {
        productCode: offer.productCode,
        name: product.name,
        imageUrl: product.imageUrl,
        purchase: offer.purchase,
        purchaseLabel: CYCLE_LABELS[offer.purchase],
        usualPrice: includingTax(list.unitPrice, product.taxClass),
        price: includingTax(paid.unitPrice, product.taxClass),
        campaignApplied: paid.basis === 'campaign' && paid.unitPrice < usual.unitPrice,
        maxQuantity: Math.max(0, Math.min(offer.maxQuantity, product.stock)),
        available: product.saleStatus === 'on-sale' && product.stock > 0,
      },
    ]
  })
  return {
    campaign: {
      title: terms.title,
      promotionId: terms.promotionId,
      periodText: periodText(
        { startsAt: new Date(terms.startsAt), endsAt: new Date(terms.endsAt) },
        formatJapanDateTime,
      ),
      landingPath: campaignPath({ kind: 'shopping', promotionId: terms.promotionId }),
    },
    offers,
    selected,
    kankeishaExcluded: adjustments.memberDiscountRate !== undefined && !terms.allowKankeisha,
  }
}

/** The page for this shopper (a member's own prices), or why there is none: unknown, not started or ended. */
export async function loadCampaignShoppingPage(
  payload: Payload,
  query: { promotionId: string; productCode: string; customerId: number | null },
  now: Date = new Date(),
): Promise<{ ok: true; page: CampaignShoppingPage } | TermsRefusal> {
  const loaded = await loadCampaignTerms(payload, query.promotionId, now)
  if (!loaded.ok) return loaded
  const member = await loadMember(payload, query.customerId)
  const products = await loadPurchasable(
    payload,
    loaded.terms.offers.map((o) => o.productCode),
  )
  const page = campaignShoppingPage(loaded.terms, products, priceAdjustmentsFor(member), query.productCode)
  return page.offers.some((o) => o.productCode === query.productCode)
    ? { ok: true, page }
    : { ok: false, reason: 'not-found', message: CAMPAIGN_ORDER_MESSAGES.notFound }
}
