/**
 * What a page's rich-text bodies refer to, resolved for RichBody (docs/adr/061-rich-text-editor.md): cached for
 * the public under the tags of every collection a reference can point at; read afresh in a staff preview.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopPayload } from '@/cms/get-payload'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { listedByCodes } from '@/shop/catalogue/catalogue-queries'
import { hasRefs, resolveRichTextRefs, richRefIds, type RichRefIds } from '@/shop/content/rich-text-refs'
import { NO_REFS, type ResolvedRichRefs } from '@/ui/rich-text/RichBody'

import { readCatalogue } from './catalogue'
import { readMode } from './content'

const T = CACHE_TAGS

const cachedRefs = unstable_cache(
  async (ids: RichRefIds) => resolveRichTextRefs(await getShopPayload(), ids),
  ['rich-text-refs'],
  { tags: [T.products, T.columns, T.pages, T.media] },
)

/** The links, images and product cards of `bodies`, ready for RichBody. */
export async function getRichRefs(...bodies: unknown[]): Promise<ResolvedRichRefs> {
  const ids = richRefIds(bodies)
  if (!hasRefs(ids)) return NO_REFS
  const mode = await readMode()
  const data = mode.draft
    ? await resolveRichTextRefs(await getShopPayload(), ids, mode)
    : await cachedRefs(ids)
  const cards = data.productCodes.length
    ? new Map(
        listedByCodes(
          await readCatalogue(),
          data.productCodes.map(([, code]) => code),
        ).map((p) => [p.productCode, p]),
      )
    : new Map()
  return {
    hrefs: new Map(data.hrefs),
    images: new Map(data.images),
    products: new Map(
      data.productCodes.flatMap(([id, code]) => (cards.has(code) ? [[id, cards.get(code)!] as const] : [])),
    ),
  }
}
