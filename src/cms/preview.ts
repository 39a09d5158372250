/**
 * Live preview and the admin's "preview" button open the real storefront page through /preview/, which
 * checks the staff session and turns on Next's draft mode (src/app/(shop)/preview/route.ts).
 */
import { env } from '@/lib/config/env'
import { storefrontPathOf, type PreviewableCollection } from '@/shop/content/paths'

export function livePreviewUrl(collection: PreviewableCollection) {
  return ({ data }: { data: Record<string, unknown> }): string => {
    const path = storefrontPathOf(collection, data) ?? '/'
    return `${env.SITE_URL}/preview/?path=${encodeURIComponent(path)}`
  }
}

/** The admin's preview button of a campaign: the dated preview, where staff choose a day and the A/B variant. */
export const campaignPreviewUrl = (doc: Record<string, unknown>): string | null =>
  typeof doc.id === 'number' || typeof doc.id === 'string'
    ? `${env.SITE_URL}/preview/campaign/?id=${encodeURIComponent(String(doc.id))}`
    : null
