import type { Metadata } from 'next'

import { getPage } from '@/app/_data/content'
import { CLUB_PAGES, type ClubPageKey } from '@/ui/layout/club/club-menu'

/** The page's title and description from its CMS page; the club pages are public text, so they are indexed. */
export async function clubMetadata(key: ClubPageKey): Promise<Metadata> {
  const { cmsPath, title, href } = CLUB_PAGES[key]
  const page = await getPage(cmsPath)
  return {
    title: page?.title ?? title,
    description: page?.description ?? undefined,
    alternates: { canonical: href },
  }
}
