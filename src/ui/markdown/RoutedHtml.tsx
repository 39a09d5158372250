'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

import { clientRoutableHref } from './internal-link'

/**
 * Sanitised CMS HTML whose internal links navigate through the client router, like every other link of the
 * storefront (no full reload: the header state, scroll restoration and page-view tracking stay intact).
 */
export function RoutedHtml({ html, className }: { html: string; className?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (!anchor) return
    const href = clientRoutableHref(
      event,
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      window.location.origin,
    )
    if (!href) return
    event.preventDefault()
    router.push(href)
  }
  // The click handler only enhances links; keyboard activation of a link fires the same click event.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
