import type { Metadata } from 'next'

import { getPage } from '@/app/_data/content'

/** The page's title and description from its CMS page; the club pages are public text, so they are indexed. */
export async function clubMetadata(
  cmsPath: string,
  fallbackTitle: string,
  canonical: string,
): Promise<Metadata> {
  const page = await getPage(cmsPath)
  return {
    title: page?.title ?? fallbackTitle,
    description: page?.description ?? undefined,
    alternates: { canonical },
  }
}
