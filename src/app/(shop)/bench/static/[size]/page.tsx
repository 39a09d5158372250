import type { Metadata } from 'next'

import { readMarkdownDir } from '@/cms/seed/content-files'
import { PageTitle } from '@/ui/content/PageTitle'
import type { ChromeData } from '@/ui/layout/chrome-types'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { Markdown } from '@/ui/markdown/Markdown'

import { BENCH_SIZES_KB } from '../bench-sizes'
import brandTabs from '../../../../../../content/brand-tabs.json'
import faqCategories from '../../../../../../content/faq/categories.json'

/**
 * `npm run bench`'s baseline (docs/adr/040-several-instances.md): a page prerendered at build time in the shop's
 * own layout (NormalLayout: header, breadcrumb, footer, the same client parts) whose body is about `size` kB of the
 * shop's own Markdown texts (the seed's pages, notices and columns in content/, so it compresses like the real
 * pages), so each cached page is compared with a page of similar HTML size that costs nothing to produce. Its chrome
 * and text come from the seed files, never from the database (nothing reads it at build, docs/adr/004-caching.md);
 * no page links here and search engines are told not to index it.
 */

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return BENCH_SIZES_KB.map((size) => ({ size: String(size) }))
}

export const metadata: Metadata = {
  title: 'ベンチマーク用の静的ページ',
  robots: { index: false, follow: false },
}

const chrome: ChromeData = {
  member: { isLoggedIn: false },
  cartCount: 0,
  faqCategories: faqCategories.map((c) => ({ slug: c.slug, name: c.name })),
  footerTabs: brandTabs.tabs.map((t) => ({
    key: t.key as 'supplement' | 'beautycare',
    label: t.label,
    groups: t.groups.map((g) => ({
      title: g.title,
      links: g.links.map((l) => ({ label: l.label, href: l.href })),
    })),
  })),
  brandGroups: brandTabs.brandGroups,
  kankeisha: { bannerHiddenPaths: [], receptionHours: null },
}

/** The seed's Markdown texts in a fixed order, cut at about `bytes` bytes (whole paragraphs). */
function bodyOf(bytes: number): string {
  const texts = ['columns', 'information', 'pages'].flatMap((dir) => readMarkdownDir(dir).map((f) => f.body))
  const paragraphs = texts.join('\n\n').split(/\n{2,}/)
  let body = ''
  for (const paragraph of paragraphs) {
    if (Buffer.byteLength(body) >= bytes) break
    body += `${paragraph}\n\n`
  }
  return body
}

export default async function BenchStaticPage({ params }: { params: Promise<{ size: string }> }) {
  const size = Number((await params).size)
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: 'ベンチマーク用の静的ページ' }]}>
      <article>
        <PageTitle>ベンチマーク用の静的ページ</PageTitle>
        <Markdown source={bodyOf(size * 1024)} />
      </article>
    </NormalLayout>
  )
}
