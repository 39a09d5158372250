/**
 * The search page's URL (spec §2/§5): /search/?keyword=…&faq-page=N&all-result-page=N. Lenient for pages: a
 * bad page number reads as the first page; an over-long keyword is reported, never searched or cut.
 */
import { isKeywordTooLong } from './search-keyword'

export type SearchPageQuery = {
  keyword: string
  tooLong: boolean
  faqPage: number
  allResultPage: number | null
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

const pageNumber = (v: string | string[] | undefined): number | null => {
  const n = Number(first(v))
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null
}

export function parseSearchPageQuery(params: Record<string, string | string[] | undefined>): SearchPageQuery {
  const keyword = first(params.keyword).trim()
  return {
    keyword,
    tooLong: isKeywordTooLong(keyword),
    faqPage: pageNumber(params['faq-page']) ?? 1,
    allResultPage:
      params['all-result-page'] === undefined ? null : (pageNumber(params['all-result-page']) ?? 1),
  }
}

export function searchHref({
  keyword,
  faqPage,
  allResultPage,
}: {
  keyword: string
  faqPage?: number
  allResultPage?: number
}): string {
  const q = new URLSearchParams({ keyword })
  if (allResultPage) q.set('all-result-page', String(allResultPage))
  if (faqPage && faqPage > 1) q.set('faq-page', String(faqPage))
  return `/search/?${q.toString()}`
}
