import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getSitemapCatalogue } from '@/app/_data/brands'
import { getListedCampaigns } from '@/app/_data/campaigns'
import { shopChrome } from '@/app/_data/chrome'
import { decodeSegment } from '@/lib/http/path-encoding'
import {
  getChrome,
  getColumnList,
  getFactValues,
  getInformationList,
  getPage,
  getPublishedPages,
} from '@/app/_data/content'
import { openCampaigns } from '@/shop/campaigns/campaign-listing'
import { childPages } from '@/shop/content/pages'
import { pagePath } from '@/shop/content/paths'
import { buildSitemap } from '@/shop/site/sitemap'
import { InformationList } from '@/ui/content/InformationList'
import { PageTitle } from '@/ui/content/PageTitle'
import { SitemapTree } from '@/ui/content/SitemapTree'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { FaqContent } from '@/app/_rich-text/FaqContent'
import { RichContent } from '@/app/_rich-text/RichContent'
import { previewMarks } from '@/app/_preview/ad-marks'
import { AdMarksNotice } from '@/ui/rich-text/AdMarksNotice'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'

type Props = { params: Promise<{ path: string[] }> }

// Rendered on first request and cached until staff publish (no database at build time; docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

const toPath = (segments: string[]) => segments.map(decodeSegment).join('/')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = toPath((await params).path)
  const page = await getPage(path)
  if (!page) return { title: 'ページが見つかりません' }
  return {
    title: page.title,
    description: page.description ?? undefined,
    alternates: { canonical: pagePath(path) },
  }
}

export default async function CmsPage({ params }: Props) {
  const path = toPath((await params).path)
  const page = await getPage(path)
  if (!page) notFound()
  const [chrome, allPages] = await Promise.all([shopChrome(), getPublishedPages()])

  const crumbs: { text: string; href?: string }[] = []
  const segments = path.split('/')
  for (let i = 1; i < segments.length; i++) {
    const parentPath = segments.slice(0, i).join('/')
    const parent = allPages.find((p) => p.path === parentPath)
    if (parent) crumbs.push({ text: parent.title, href: pagePath(parent.path) })
  }
  crumbs.push({ text: page.title })
  const children = childPages(allPages, path)
  const marks = await previewMarks('pages', page.id)

  return (
    <NormalLayout chrome={chrome} breadcrumb={crumbs}>
      <RefreshOnPublish />
      <article>
        <PageTitle>{page.title}</PageTitle>
        <AdMarksNotice marks={marks} />
        <RichContent data={page.body} facts={await getFactValues()} marks={marks} />
        {children.length && page.template === 'standard' ? (
          <nav aria-label={`${page.title}の関連ページ`}>
            <ul className="link-list">
              {children.map((c) => (
                <li key={c.path}>
                  <Link href={pagePath(c.path)}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {page.template === 'faq' ? (
          <FaqContent categories={(await getChrome()).faqCategories} facts={await getFactValues()} />
        ) : null}
        {page.template === 'whatsnew' ? (
          <InformationList items={(await getInformationList(1)).items} />
        ) : null}
        {page.template === 'sitemap' ? (
          <SitemapTree
            entries={buildSitemap(
              allPages,
              (await getColumnList(1, 100)).items,
              await getSitemapCatalogue(),
              openCampaigns(await getListedCampaigns(), new Date()),
            )}
          />
        ) : null}
      </article>
    </NormalLayout>
  )
}
