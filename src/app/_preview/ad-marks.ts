/**
 * The advertising-law check's phrases for a staff preview of a document (issue 27 §2): the same check the save
 * hook and the findings panel run (src/cms/ad-review/document-check.ts), on the document's latest draft, which is
 * what the preview shows. Only a verified staff preview gets any (undefined otherwise), and such a page is
 * rendered per request in draft mode, never cached: a shopper's page and the cached pages never carry a mark.
 */
import 'server-only'

import { checkDocument } from '@/cms/ad-review/document-check'
import type { ReviewedCollection } from '@/cms/ad-review/reviewed-collections'
import { getShopPayload } from '@/cms/get-payload'
import { marksOf, type PreviewMark } from '@/shop/publish-review/preview-marks'

import { isStaffPreview } from './staff-preview'

export async function previewMarks(
  collection: ReviewedCollection,
  id: number | string | null | undefined,
): Promise<PreviewMark[] | undefined> {
  if (id === null || id === undefined || !(await isStaffPreview())) return undefined
  return documentMarks(collection, id)
}

/** The marks of the document's latest draft, for a page that has itself checked the staff session. */
export async function documentMarks(
  collection: ReviewedCollection,
  id: number | string,
): Promise<PreviewMark[] | undefined> {
  const payload = await getShopPayload()
  const fields = payload.collections[collection]?.config.fields
  if (!fields) return undefined
  // The stored draft as the editor holds it (the storefront's own reads reshape documents for the page).
  const doc = await payload
    .findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return undefined
  const { findings } = await checkDocument(payload, {
    collection,
    fields,
    data: doc as unknown as Record<string, unknown>,
  })
  return marksOf(findings)
}
