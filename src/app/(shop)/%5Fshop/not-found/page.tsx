import type { Metadata } from 'next'

import { NotFoundView } from '@/ui/content/NotFoundView'

export const metadata: Metadata = { title: 'ページが見つかりません', robots: { index: false } }

// Rendered per request, so its scripts carry the answer's nonce (a build-time prerender would have none).
export const dynamic = 'force-dynamic'

/**
 * The body of every storefront 404 (docs/adr/058): the server's edge fetches this page when Next answers 404 with its
 * empty error document, and sends it with the 404 status. A direct visit is a 404 too (src/server/error-pages.ts).
 */
export default function NotFoundPage() {
  return <NotFoundView />
}
