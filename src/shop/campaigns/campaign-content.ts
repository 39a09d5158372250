/**
 * Reads a campaign for its landing page (docs/adr/045-campaigns.md): the public reads published campaigns through
 * the collection's access rules; a staff preview reads the latest draft. Products are returned as codes, so their
 * names, prices and sale states come from the one cached catalogue.
 */
import type { Payload, Where } from 'payload'

import type { Campaign, CampaignTextBlock, Media, Product } from '@/cms/payload-types'
import { mediaPath } from '@/shop/content/media-path'
import { PUBLIC, published, type ReadMode } from '@/shop/content/read-options'

import {
  DEFAULT_AB_TEST_MODE,
  isAbTestMode,
  isVariant,
  recordedVariant,
  type AbTestMode,
  type Variant,
} from './ab-test'
import { isYearlyKind, type CampaignKind } from './campaign-kinds'

/** A block's rich-text body (docs/adr/061-rich-text-editor.md). */
type RichBody = CampaignTextBlock['body']

export type LandingBlock =
  | { type: 'hero'; heading: string; lead: string | null; imageUrl: string | null; imageAlt: string }
  | { type: 'text'; heading: string | null; body: RichBody }
  | { type: 'product'; heading: string | null; productCodes: string[] }
  | { type: 'benefits'; heading: string | null; items: { title: string; text: string | null }[] }
  | { type: 'faq'; items: { question: string; answer: RichBody }[] }
  | { type: 'notes'; heading: string | null; body: RichBody }
  | { type: 'cta'; label: string; href: string; note: string | null }
  | { type: 'samples'; heading: string | null }
  | { type: 'gifts'; heading: string | null }
  | { type: 'offers'; heading: string | null }

/** A sample an apply campaign offers: the product it introduces, its own name, and its stock's inventory code. */
export type CampaignSample = { productCode: string; sampleName: string; sampleCode: string }

/** A product a shopping campaign sells at its own price, on one purchase form (spec §6 campaign price). */
export type CampaignOffer = {
  productCode: string
  /** The cycle type the price is for: '0' one-time, '1'–'3' a regular-delivery cycle. */
  purchase: '0' | '1' | '2' | '3'
  /** Tax-excluded yen. */
  campaignPrice: number
  maxQuantity: number
}

/** A gift a birthday or continuation campaign offers. */
export type CampaignGift = {
  giftCode: string
  name: string
  description: string | null
  imageUrl: string | null
  imageAlt: string
}

export type LandingCampaign = {
  id: number
  title: string
  kind: CampaignKind
  promotionId: string
  year: number | null
  startsAt: string
  endsAt: string
  description: string | null
  landing: LandingBlock[]
  testLanding: LandingBlock[]
  /** Apply campaigns only (empty otherwise). */
  samples: CampaignSample[]
  /** Shopping campaigns only (empty otherwise). */
  offers: CampaignOffer[]
  /** Shopping campaigns: kankeisha get the campaign price too (spec §6: only campaigns listed for them). */
  allowKankeisha: boolean
  /** Shopping and apply campaigns: only visitors of these links may order or apply (empty: everyone). */
  linkKeys: string[]
  /** Birthday and continuation campaigns only (empty otherwise). */
  gifts: CampaignGift[]
  /** Continuation campaigns: the years of regular delivery that make a member eligible. */
  continuationYears: number
}

type RawBlock = NonNullable<Campaign['landing']>[number]

const mediaOf = (value: unknown): Media | null =>
  value && typeof value === 'object' ? (value as Media) : null
const productCodeOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? ((value as Product).productCode ?? null) : null

function toBlock(block: RawBlock): LandingBlock {
  switch (block.blockType) {
    case 'hero': {
      const image = mediaOf(block.image)
      return {
        type: 'hero',
        heading: block.heading,
        lead: block.lead ?? null,
        imageUrl: mediaPath(image?.url),
        imageAlt: image?.alt ?? '',
      }
    }
    case 'text':
      return { type: 'text', heading: block.heading ?? null, body: block.body }
    case 'product':
      return {
        type: 'product',
        heading: block.heading ?? null,
        // A product the reader may not see (a draft, for the public) is left out.
        productCodes: (block.products ?? []).map(productCodeOf).filter((c): c is string => Boolean(c)),
      }
    case 'benefits':
      return {
        type: 'benefits',
        heading: block.heading ?? null,
        items: (block.items ?? []).map((i) => ({ title: i.title, text: i.text ?? null })),
      }
    case 'faq':
      return {
        type: 'faq',
        items: (block.items ?? []).map((i) => ({ question: i.question, answer: i.answer })),
      }
    case 'notes':
      return { type: 'notes', heading: block.heading ?? null, body: block.body }
    case 'cta':
      return { type: 'cta', label: block.label, href: block.href, note: block.note ?? null }
    case 'samples':
      return { type: 'samples', heading: block.heading ?? null }
    case 'gifts':
      return { type: 'gifts', heading: block.heading ?? null }
    case 'offers':
      return { type: 'offers', heading: block.heading ?? null }
  }
}

export function toLandingCampaign(doc: Campaign): LandingCampaign {
  return {
    id: doc.id,
    title: doc.title,
    kind: doc.kind,
    promotionId: doc.promotionId,
    year: doc.year ?? null,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    description: doc.description ?? null,
    landing: (doc.landing ?? []).map(toBlock),
    testLanding: (doc.testLanding ?? []).map(toBlock),
    samples:
      doc.kind === 'apply'
        ? (doc.samples ?? []).flatMap((s) => {
            // A product the reader may not see (a draft, for the public) leaves its sample out.
            const productCode = productCodeOf(s.product)
            return productCode ? [{ productCode, sampleName: s.sampleName, sampleCode: s.sampleCode }] : []
          })
        : [],
    offers:
      doc.kind === 'shopping'
        ? (doc.offers ?? []).flatMap((o) => {
            const productCode = productCodeOf(o.product)
            return productCode
              ? [
                  {
                    productCode,
                    purchase: o.purchase,
                    campaignPrice: o.campaignPrice,
                    maxQuantity: o.maxQuantity,
                  },
                ]
              : []
          })
        : [],
    allowKankeisha: doc.kind === 'shopping' && doc.allowKankeisha === true,
    linkKeys: doc.kind === 'shopping' || doc.kind === 'apply' ? (doc.linkKeys ?? []).map((k) => k.key) : [],
    gifts: isYearlyKind(doc.kind)
      ? (doc.gifts ?? []).map((g) => {
          const image = mediaOf(g.image)
          return {
            giftCode: g.giftCode,
            name: g.name,
            description: g.description ?? null,
            imageUrl: mediaPath(image?.url),
            imageAlt: image?.alt ?? '',
          }
        })
      : [],
    continuationYears: doc.continuationYears ?? 1,
  }
}

async function findOne(payload: Payload, where: Where, mode: ReadMode): Promise<LandingCampaign | null> {
  const result = await payload.find({
    collection: 'campaigns',
    where: mode.draft ? where : { and: [published, where] },
    sort: '-startsAt',
    limit: 1,
    depth: 1,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  const doc = result.docs[0]
  return doc ? toLandingCampaign(doc) : null
}

/** The campaign of a landing page: by promotionId, or by year for birthday and continuation campaigns. */
export function findCampaign(
  payload: Payload,
  kind: CampaignKind,
  key: string,
  mode: ReadMode = PUBLIC,
): Promise<LandingCampaign | null> {
  const where: Where = isYearlyKind(kind)
    ? { and: [{ kind: { equals: kind } }, { year: { equals: Number(key) } }] }
    : { and: [{ kind: { equals: kind } }, { promotionId: { equals: key } }] }
  return findOne(payload, where, mode)
}

/** A campaign by its id, the latest draft: the staff preview page. */
export const findCampaignDraftById = (payload: Payload, id: number) =>
  findOne(payload, { id: { equals: id } }, { draft: true })

export type CampaignSettingsView = { abTestMode: string }

export async function readCampaignSettings(payload: Payload): Promise<CampaignSettingsView> {
  const settings = await payload.findGlobal({ slug: 'campaign-settings', depth: 0, overrideAccess: true })
  return { abTestMode: settings.abTestMode }
}

/** The A/B mode now (an unknown stored value counts as the default). */
export async function abTestModeOf(payload: Payload): Promise<AbTestMode> {
  const { abTestMode } = await readCampaignSettings(payload)
  return isAbTestMode(abTestMode) ? abTestMode : DEFAULT_AB_TEST_MODE
}

/** The variant an order placed now records for a visitor with this assignment cookie (see `recordedVariant`). */
export async function orderVariantOf(
  payload: Payload,
  assigned: string | null | undefined,
): Promise<Variant | null> {
  return isVariant(assigned) ? recordedVariant(await abTestModeOf(payload), assigned) : null
}
