/**
 * What a shopping campaign changes in an order (issue 15 item 6; docs/adr/048-campaign-shopping.md): which lines it
 * sells at its own price and how many, and whether kankeisha get that price. Pure apart from `loadCampaignTerms`.
 * The price always comes from the campaign as published, never from the browser.
 */
import type { Payload } from 'payload'

import type { CycleType } from '@/shop/catalogue/codes'
import type { PriceAdjustments } from '@/shop/pricing'

import { findCampaign, type CampaignOffer } from '../campaign-content'
import { campaignPhase } from '../campaign-period'

export type CampaignTerms = {
  promotionId: string
  title: string
  startsAt: string
  endsAt: string
  allowKankeisha: boolean
  offers: CampaignOffer[]
  /** Only visitors of these links may order (empty: everyone). */
  linkKeys: string[]
}

export const CAMPAIGN_ORDER_MESSAGES = {
  notFound: 'このキャンペーンは見つかりません。キャンペーンのページからご注文ください。',
  ended: 'このキャンペーンは終了しました。特別価格でのご注文はお受けできません。',
  notOffered: (name: string) => `「${name}」はこのキャンペーンの対象ではありません。`,
  overLimit: (name: string, max: number) => `「${name}」はお一人様${max}個までです。`,
} as const

export type TermsRefusal = { ok: false; reason: 'not-found' | 'ended'; message: string }

/** The published campaign's terms while it runs: before its start it does not exist, after its end it is ended. */
export async function loadCampaignTerms(
  payload: Payload,
  promotionId: string,
  now: Date,
): Promise<{ ok: true; terms: CampaignTerms } | TermsRefusal> {
  const campaign = await findCampaign(payload, 'shopping', promotionId)
  if (!campaign) return { ok: false, reason: 'not-found', message: CAMPAIGN_ORDER_MESSAGES.notFound }
  const phase = campaignPhase(
    { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
    now,
  )
  if (phase === 'upcoming')
    return { ok: false, reason: 'not-found', message: CAMPAIGN_ORDER_MESSAGES.notFound }
  if (phase === 'ended') return { ok: false, reason: 'ended', message: CAMPAIGN_ORDER_MESSAGES.ended }
  const { title, startsAt, endsAt, allowKankeisha, offers, linkKeys } = campaign
  return { ok: true, terms: { promotionId, title, startsAt, endsAt, allowKankeisha, offers, linkKeys } }
}

export const offerOf = (terms: CampaignTerms, productCode: string, cycleType: CycleType) =>
  terms.offers.find((o) => o.productCode === productCode && o.purchase === cycleType)

/** A campaign line's price adjustments: the campaign's price on top of the shopper's own (kankeisha only if listed). */
export function campaignAdjustments(
  base: PriceAdjustments,
  terms: CampaignTerms,
  line: { productCode: string; cycleType: CycleType },
): PriceAdjustments {
  const offer = offerOf(terms, line.productCode, line.cycleType)
  return offer
    ? { ...base, campaignPrice: offer.campaignPrice, campaignForKankeisha: terms.allowKankeisha }
    : base
}

/** Why these lines cannot be a campaign order (a line the campaign does not offer, or over its limit), or null. */
export function campaignLinesProblem(
  terms: CampaignTerms,
  lines: readonly { productCode: string; cycleType: CycleType; quantity: number }[],
  nameOf: (productCode: string) => string,
): string | null {
  for (const line of lines) {
    const offer = offerOf(terms, line.productCode, line.cycleType)
    if (!offer) return CAMPAIGN_ORDER_MESSAGES.notOffered(nameOf(line.productCode))
    const wanted = lines.filter((l) => l.productCode === line.productCode).reduce((n, l) => n + l.quantity, 0)
    if (wanted > offer.maxQuantity)
      return CAMPAIGN_ORDER_MESSAGES.overLimit(nameOf(line.productCode), offer.maxQuantity)
  }
  return null
}
