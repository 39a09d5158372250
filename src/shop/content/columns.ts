import type { Payload } from 'payload'

import type { Column } from '@/cms/payload-types'

import { PUBLIC, published, type ReadMode } from './read-options'

export type ColumnSummary = Pick<Column, 'id' | 'number' | 'title' | 'category' | 'excerpt' | 'publishedAt' | 'readMinutes'>

/** Columns shown per page on /column/ (the rest load with 「もっと見る」 over GraphQL). */
export const COLUMN_PAGE_SIZE = 6

export async function listColumns(
  payload: Payload,
  options: { page?: number; limit?: number } = {},
  mode: ReadMode = PUBLIC,
): Promise<{ items: ColumnSummary[]; hasNextPage: boolean; totalDocs: number }> {
  const result = await payload.find({
    collection: 'columns',
    where: mode.draft ? undefined : published,
    sort: 'number',
    page: options.page ?? 1,
    limit: options.limit ?? COLUMN_PAGE_SIZE,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
    select: { number: true, title: true, category: true, excerpt: true, publishedAt: true, readMinutes: true },
  })
  return { items: result.docs as ColumnSummary[], hasNextPage: result.hasNextPage, totalDocs: result.totalDocs }
}

export async function findColumn(payload: Payload, number: string, mode: ReadMode = PUBLIC): Promise<Column | null> {
  const result = await payload.find({
    collection: 'columns',
    where: mode.draft ? { number: { equals: number } } : { and: [published, { number: { equals: number } }] },
    limit: 1,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  return result.docs[0] ?? null
}
