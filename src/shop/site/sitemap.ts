/**
 * The human sitemap (/sitemap/), generated from the routes that really exist: the storefront's own routes
 * plus every published CMS page and column. A route is listed here only once it answers.
 */
import { columnPath, pagePath } from '@/shop/content/paths'

export type SitemapEntry = { title: string; href: string; children?: SitemapEntry[] }

const APP_ROUTES: SitemapEntry[] = [
  { title: 'トップ', href: '/' },
  { title: 'お知らせ', href: '/information/' },
  { title: 'お問い合わせ', href: '/inquiry/contact/' },
]

export function buildSitemap(
  pages: readonly { path: string; title: string; section?: string | null }[],
  columns: readonly { number: string; title: string }[],
): SitemapEntry[] {
  const information = pages.filter((p) => p.section !== 'campaign')
  const tops = information.filter((p) => !p.path.includes('/'))
  const pageEntries: SitemapEntry[] = tops.map((p) => {
    const children = information
      .filter((c) => c.path.startsWith(`${p.path}/`))
      .map((c) => ({ title: c.title, href: pagePath(c.path) }))
    return { title: p.title, href: pagePath(p.path), ...(children.length ? { children } : {}) }
  })
  const columnEntry: SitemapEntry = {
    title: '健康と美容のコラム',
    href: '/column/',
    children: columns.map((c) => ({ title: `${c.number} ${c.title}`, href: columnPath(c.number) })),
  }
  return [...APP_ROUTES, ...pageEntries, columnEntry]
}
