import type { BreadcrumbItem } from './chrome-types'

export const TOP_CRUMB: Required<BreadcrumbItem> = { text: 'トップ', href: '/' }

/** Every trail starts at the top page; callers pass only what comes after it. */
export function withTopCrumb(items: BreadcrumbItem[]): BreadcrumbItem[] {
  const first = items[0]
  return first?.href === '/' ? items : [TOP_CRUMB, ...items]
}

type ListItem = { '@type': 'ListItem'; position: number; name: string; item?: string }

/** schema.org BreadcrumbList; the current page (no href) is listed without a URL, as search engines allow. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string) {
  const itemListElement: ListItem[] = items.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.text,
    ...(crumb.href ? { item: new URL(crumb.href, siteUrl).toString() } : {}),
  }))
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement }
}

/** JSON for an inline script: `<` is escaped so CMS text such as "</script>" cannot end the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
