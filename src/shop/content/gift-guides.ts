/**
 * The gift guide's reads (docs/adr/051-gift-guide.md): the published occasions with the codes of the products
 * they recommend; the pages price those products from the cached catalogue, so prices are never copied here.
 */
import type { Payload } from 'payload'

import type { GiftGuide as GiftGuideDoc } from '@/cms/payload-types'

import { PUBLIC, published, type ReadMode } from './read-options'

export interface GiftGuide {
  code: string
  title: string
  lead: string
  /** Rich text (docs/adr/061-rich-text-editor.md). */
  body: GiftGuideDoc['body']
  productCodes: string[]
}

export async function listGiftGuides(payload: Payload, mode: ReadMode = PUBLIC): Promise<GiftGuide[]> {
  const { docs } = await payload.find({
    collection: 'gift-guides',
    where: mode.draft ? undefined : published,
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    draft: mode.draft,
    overrideAccess: mode.draft,
    populate: { products: { productCode: true } },
  })
  return docs.map((doc) => ({
    code: doc.code,
    title: doc.title,
    lead: doc.lead,
    body: doc.body ?? null,
    productCodes: (doc.products ?? []).flatMap((p) => (typeof p === 'object' && p ? [p.productCode] : [])),
  }))
}
