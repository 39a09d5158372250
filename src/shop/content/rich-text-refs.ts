/**
 * The documents rich-text bodies refer to, read in one query per collection (docs/adr/061-rich-text-editor.md):
 * the storefront path of each linked page, column or product (so a renamed path is followed), each image's URL,
 * size and alt text, and each product card's product code (the card's price and stock come from the catalogue).
 * A document the reader may not see (a draft, outside a staff preview) is simply absent.
 */
import type { Payload, Where } from 'payload'

import { mediaPath } from './media-path'
import { storefrontPathOf } from './paths'
import { PUBLIC, published, type ReadMode } from './read-options'
import { collectRichTextRefs, type RichRefCollection } from './rich-text'

export type RichImageRef = { src: string; alt: string; width: number; height: number }

/** Plain data (cacheable): `${collection}:${id}` → path, media id → image, product id → product code. */
export type RichRefData = {
  hrefs: [string, string][]
  images: [string, RichImageRef][]
  productCodes: [string, string][]
}

const LINKED = ['products', 'columns', 'pages'] as const

const PATH_FIELDS = {
  products: { productCode: true, category: true },
  columns: { number: true },
  pages: { path: true },
} as const

/** The ids the bodies refer to, sorted per collection (a stable cache key). */
export type RichRefIds = Record<RichRefCollection, string[]>

export function richRefIds(bodies: readonly unknown[]): RichRefIds {
  const refs = collectRichTextRefs(bodies)
  const sorted = (ids: Set<string>) => [...ids].sort()
  return {
    products: sorted(refs.products),
    columns: sorted(refs.columns),
    pages: sorted(refs.pages),
    media: sorted(refs.media),
  }
}

export const hasRefs = (ids: RichRefIds) => Object.values(ids).some((list) => list.length > 0)

export async function resolveRichTextRefs(
  payload: Payload,
  refs: RichRefIds,
  mode: ReadMode = PUBLIC,
): Promise<RichRefData> {
  const data: RichRefData = { hrefs: [], images: [], productCodes: [] }
  const visible = (ids: readonly string[]): Where =>
    mode.draft ? { id: { in: [...ids] } } : { and: [published, { id: { in: [...ids] } }] }

  await Promise.all(
    LINKED.map(async (collection) => {
      const ids = refs[collection]
      if (!ids.length) return
      const result = await payload.find({
        collection,
        where: visible(ids),
        limit: ids.length,
        depth: 0,
        draft: mode.draft,
        overrideAccess: mode.draft,
        pagination: false,
        select: PATH_FIELDS[collection],
      })
      for (const doc of result.docs as unknown as Record<string, unknown>[]) {
        const path = storefrontPathOf(collection, doc)
        if (path) data.hrefs.push([`${collection}:${String(doc.id)}`, path])
        if (collection === 'products' && typeof doc.productCode === 'string')
          data.productCodes.push([String(doc.id), doc.productCode])
      }
    }),
  )

  if (refs.media.length) {
    const result = await payload.find({
      collection: 'media',
      where: { id: { in: [...refs.media] } },
      limit: refs.media.length,
      depth: 0,
      pagination: false,
    })
    for (const doc of result.docs) {
      const src = mediaPath(doc.url)
      if (src && doc.width && doc.height)
        data.images.push([String(doc.id), { src, alt: doc.alt, width: doc.width, height: doc.height }])
    }
  }
  return data
}
