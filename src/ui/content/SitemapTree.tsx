import Link from 'next/link'

import type { SitemapEntry } from '@/shop/site/sitemap'

export function SitemapTree({ entries }: { entries: readonly SitemapEntry[] }) {
  return (
    <ul className="link-list">
      {entries.map((e) => (
        <li key={e.href ?? e.title}>
          {e.href ? <Link href={e.href}>{e.title}</Link> : e.title}
          {e.children?.length ? <SitemapTree entries={e.children} /> : null}
        </li>
      ))}
    </ul>
  )
}
