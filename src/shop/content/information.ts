import type { Payload, Where } from 'payload'

import type { Information } from '@/cms/payload-types'

import { INFORMATION_PAGE_SIZE, type InformationCategory } from './information-categories'
import { PUBLIC, published, type ReadMode } from './read-options'

export type InformationSummary = Pick<Information, 'id' | 'code' | 'title' | 'selectionDiv' | 'publishedAt' | 'hasDetail' | 'link'>

export type InformationPage = {
  items: InformationSummary[]
  page: number
  totalPages: number
  totalDocs: number
}

const SUMMARY_SELECT = { code: true, title: true, selectionDiv: true, publishedAt: true, hasDetail: true, link: true } as const

export async function listInformation(
  payload: Payload,
  options: { categories?: readonly InformationCategory[]; page?: number; limit?: number },
  mode: ReadMode = PUBLIC,
): Promise<InformationPage> {
  const and: Where[] = []
  if (!mode.draft) and.push(published)
  if (options.categories?.length) and.push({ selectionDiv: { in: [...options.categories] } })
  const result = await payload.find({
    collection: 'information',
    where: and.length ? { and } : undefined,
    sort: ['-publishedAt', '-code'],
    page: Math.max(1, options.page ?? 1),
    limit: options.limit ?? INFORMATION_PAGE_SIZE,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
    select: SUMMARY_SELECT,
  })
  return {
    items: result.docs as InformationSummary[],
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
  }
}

export async function findInformation(
  payload: Payload,
  code: string,
  mode: ReadMode = PUBLIC,
): Promise<Information | null> {
  const result = await payload.find({
    collection: 'information',
    where: mode.draft ? { code: { equals: code } } : { and: [published, { code: { equals: code } }] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  return result.docs[0] ?? null
}
