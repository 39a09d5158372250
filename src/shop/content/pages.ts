import type { Payload } from 'payload'

import type { Page } from '@/cms/payload-types'

import { PUBLIC, published, type ReadMode } from './read-options'

export async function findPage(payload: Payload, path: string, mode: ReadMode = PUBLIC): Promise<Page | null> {
  const result = await payload.find({
    collection: 'pages',
    where: mode.draft ? { path: { equals: path } } : { and: [published, { path: { equals: path } }] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  return result.docs[0] ?? null
}

export type PageLink = Pick<Page, 'path' | 'title' | 'section' | 'order'>

/** Every published page, for the sitemap and child-page lists. */
export async function listPublishedPages(payload: Payload): Promise<PageLink[]> {
  const result = await payload.find({
    collection: 'pages',
    where: published,
    sort: ['order', 'path'],
    limit: 500,
    depth: 0,
    overrideAccess: false,
    select: { path: true, title: true, section: true, order: true },
  })
  return result.docs as PageLink[]
}

/** Direct children of a page path ("service" → "service/set", …). */
export function childPages(pages: readonly PageLink[], parent: string): PageLink[] {
  const prefix = `${parent}/`
  return pages.filter((p) => p.path.startsWith(prefix) && !p.path.slice(prefix.length).includes('/'))
}
