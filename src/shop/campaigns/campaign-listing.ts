/**
 * Where the shop points to its open campaigns (issue 26): a published campaign, from its start to its end, has a
 * tile in the top page's campaign slot, an entry in the sitemap, and a note on the page of each product it offers
 * at its price or as a sample. A campaign only recipients of a link may use (link keys) is listed nowhere: its
 * mail or advertisement is its door. The pages that list campaigns are cached with the campaigns' tag, which the
 * jobs at every start and end expire (campaign-boundaries.ts), so an ended campaign disappears without a deploy.
 */
import type { Payload } from 'payload'

import type { Product } from '@/cms/payload-types'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { published } from '@/shop/content/read-options'

import { campaignPath, type CampaignKind } from './campaign-kinds'
import { campaignPhase, lastMinuteOf, type CampaignPeriod } from './campaign-period'

/** A campaign as the listings need it (JSON-safe: it is cached). */
export interface ListedCampaign {
  promotionId: string
  kind: CampaignKind
  title: string
  description: string | null
  path: string
  /** ISO instants; the start inclusive, the end exclusive. */
  startsAt: string
  endsAt: string
  /** Products it sells at its own price (shopping) and products whose sample it gives (apply). */
  offerCodes: string[]
  sampleCodes: string[]
  /** Only visitors of its links may use it (link keys): not listed. */
  restricted: boolean
}

const productCodeOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? ((value as Product).productCode ?? null) : null
const codesOf = (rows: readonly { product?: unknown }[] | null | undefined): string[] =>
  (rows ?? []).map((row) => productCodeOf(row.product)).filter((c): c is string => c !== null)

/**
 * The published campaigns the public may read (the collection's access: started ones only) that have not ended
 * at `now`, soonest ending first.
 */
export async function loadListedCampaigns(
  payload: Payload,
  now: Date = new Date(),
): Promise<ListedCampaign[]> {
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: { and: [published, { endsAt: { greater_than: now.toISOString() } }] },
    sort: 'endsAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    populate: { products: { productCode: true } },
    select: {
      title: true,
      kind: true,
      promotionId: true,
      year: true,
      startsAt: true,
      endsAt: true,
      description: true,
      offers: true,
      samples: true,
      linkKeys: true,
    },
  })
  return docs.map((doc) => ({
    promotionId: doc.promotionId,
    kind: doc.kind,
    title: doc.title,
    description: doc.description ?? null,
    path: campaignPath(doc),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    offerCodes: doc.kind === 'shopping' ? codesOf(doc.offers) : [],
    sampleCodes: doc.kind === 'apply' ? codesOf(doc.samples) : [],
    restricted: (doc.linkKeys ?? []).length > 0,
  }))
}

const periodOf = (c: ListedCampaign): CampaignPeriod => ({
  startsAt: new Date(c.startsAt),
  endsAt: new Date(c.endsAt),
})

/** The campaigns the shop points to at `now`: running and open to everyone. */
export function openCampaigns(list: readonly ListedCampaign[], now: Date): ListedCampaign[] {
  return list.filter((c) => !c.restricted && campaignPhase(periodOf(c), now) === 'running')
}

/** 「2026年12月25日 23:59まで」: the last minute the campaign runs. */
export const untilText = (c: ListedCampaign): string =>
  `${formatJapanDateTime(lastMinuteOf(periodOf(c)))}まで`

const TONES: Record<CampaignKind, string> = {
  shopping: 'orange',
  apply: 'green',
  birthday: 'pink',
  continuation: 'navy',
}

export interface CampaignBanner {
  key: string
  title: string
  subtitle: string
  href: string
  tone: string
}

/** The tiles of the top page's campaign slot. */
export function campaignBanners(list: readonly ListedCampaign[], now: Date): CampaignBanner[] {
  return openCampaigns(list, now).map((c) => ({
    key: `campaign-${c.kind}-${c.promotionId}`,
    title: c.title,
    subtitle: c.description ? `${c.description}（${untilText(c)}）` : untilText(c),
    href: c.path,
    tone: TONES[c.kind],
  }))
}

export interface ProductCampaign {
  title: string
  href: string
  /** What the campaign gives on this product, in a sentence. */
  note: string
}

/** The open campaigns a product's page points to: those that sell it at their price or give its sample. */
export function campaignsForProduct(
  list: readonly ListedCampaign[],
  productCode: string,
  now: Date,
): ProductCampaign[] {
  return openCampaigns(list, now).flatMap((c) => {
    const benefit = c.offerCodes.includes(productCode)
      ? 'この商品をキャンペーン特別価格でお求めいただけます'
      : c.sampleCodes.includes(productCode)
        ? 'この商品の無料サンプルをお申し込みいただけます'
        : null
    return benefit ? [{ title: c.title, href: c.path, note: `${benefit}（${untilText(c)}）。` }] : []
  })
}
