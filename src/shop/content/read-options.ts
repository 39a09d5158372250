/**
 * How storefront reads see CMS documents: the public sees published documents only (and reads go through
 * the collections' access rules, like anonymous REST/GraphQL readers); a verified staff preview (Next draft
 * mode, src/app/(shop)/preview) sees the latest drafts.
 */
export type ReadMode = { draft: boolean }

export const PUBLIC: ReadMode = { draft: false }

export const published = { _status: { equals: 'published' } } as const
