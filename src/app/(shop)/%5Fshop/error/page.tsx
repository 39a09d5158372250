import type { Metadata } from 'next'

import { ErrorView } from '@/ui/content/ErrorView'

export const metadata: Metadata = { title: 'ページを表示できません', robots: { index: false } }

// Rendered per request, so its scripts carry the answer's nonce (a build-time prerender would have none).
export const dynamic = 'force-dynamic'

/**
 * The body of every storefront 5xx page (docs/adr/058): the server's edge fetches this page when a page fails to
 * render and sends it with the failure's status.
 */
export default function ErrorPage() {
  return <ErrorView />
}
