/**
 * The search page's results (spec §5, GET pages/search): products (a first page of 8, or every result 20 per
 * page) and FAQs (5 per page), for a keyword that has already passed the length rule.
 */
import { richTextToPlain } from '@/shop/content/rich-text'

import type { Catalogue, ProductSummary } from './catalogue-types'
import { toSummary } from './catalogue-queries'
import { faqMatches, searchProducts } from './product-search'
import { SUGGESTED_KEYWORDS } from './search-keyword'
import { searchTerms } from './search-text'

export const SEARCH_FIRST_PAGE_SIZE = 8
export const SEARCH_ALL_PAGE_SIZE = 20
export const FAQ_PAGE_SIZE = 5

/** `answer`: the answer's words, a line per paragraph; `snippet`: the same on one line, cut for the result list. */
export type FaqHit = { id: number; question: string; answer: string; snippet: string; href: string }

export const FAQ_SNIPPET_LENGTH = 120

/** The answer's words for a result, on one line (the answer is already text: see SearchFaq). */
export const faqSnippet = (answer: string): string => richTextToPlain(answer, FAQ_SNIPPET_LENGTH)

/** A question to search: `answer` the words of its rich answer (richTextToText), its facts filled. */
export type SearchFaq = { id: number; question: string; answer: string; categorySlug: string }

export type SearchResult = {
  keyword: string
  suggestedKeywords: string[]
  products: {
    items: ProductSummary[]
    totalDocs: number
    /** 0 on the first-results view (the first 8); the all-results page number otherwise. */
    page: number
    totalPages: number
    allResults: boolean
  }
  faqs: { items: FaqHit[]; totalDocs: number; page: number; totalPages: number }
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

export const faqHref = (faq: SearchFaq) =>
  faq.categorySlug ? `/faq_inquiry/?category=${encodeURIComponent(faq.categorySlug)}` : '/faq_inquiry/'

export function searchCatalogue(
  catalogue: Catalogue,
  faqs: readonly SearchFaq[],
  input: { keyword: string; faqPage: number; allResultPage?: number | null },
): SearchResult {
  const terms = searchTerms(input.keyword)
  const onShelf = catalogue.products.filter((p) => p.saleStatus !== 'ended')
  const products = terms.length ? searchProducts(onShelf, terms) : []
  const faqHits = terms.length ? faqs.filter((f) => faqMatches(f, terms)) : []

  const all = input.allResultPage != null
  const productPages = pages(products.length, all ? SEARCH_ALL_PAGE_SIZE : SEARCH_FIRST_PAGE_SIZE)
  const productPage = all ? Math.min(input.allResultPage ?? 1, productPages) : 0
  const shown = all
    ? products.slice((productPage - 1) * SEARCH_ALL_PAGE_SIZE, productPage * SEARCH_ALL_PAGE_SIZE)
    : products.slice(0, SEARCH_FIRST_PAGE_SIZE)

  const faqPages = pages(faqHits.length, FAQ_PAGE_SIZE)
  const faqPage = Math.min(input.faqPage, faqPages)
  return {
    keyword: input.keyword,
    suggestedKeywords: [...SUGGESTED_KEYWORDS],
    products: {
      items: shown.map(toSummary),
      totalDocs: products.length,
      page: productPage,
      totalPages: all ? productPages : 1,
      allResults: all,
    },
    faqs: {
      items: faqHits.slice((faqPage - 1) * FAQ_PAGE_SIZE, faqPage * FAQ_PAGE_SIZE).map((f) => ({
        id: f.id,
        question: f.question,
        answer: f.answer,
        snippet: faqSnippet(f.answer),
        href: faqHref(f),
      })),
      totalDocs: faqHits.length,
      page: faqPage,
      totalPages: faqPages,
    },
  }
}
