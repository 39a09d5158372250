/**
 * Keyword matching over products and FAQs (spec §5): every whitespace-separated term must match somewhere
 * (name, kana, catch copy, summary, search aliases, brand, purposes, ingredients); products whose name or kana
 * holds the terms rank first. Text is compared after foldForSearch, so せさみん, ｾｻﾐﾝ and セサミン are one word.
 */
import type { CatalogueProduct } from './catalogue-types'
import { foldForSearch } from './search-text'

export type SearchableProduct = Pick<
  CatalogueProduct,
  'name' | 'nameKana' | 'catchCopy' | 'summary' | 'searchTerms' | 'purposes' | 'ingredients'
> & { brand: { name: string } | null }

/** 0: every term in the name or kana; 1: some term in the name or kana; 2: elsewhere only. */
export type MatchRank = 0 | 1 | 2

function haystacks(p: SearchableProduct): { name: string; other: string } {
  return {
    name: foldForSearch(`${p.name} ${p.nameKana}`),
    other: foldForSearch(
      [
        p.catchCopy,
        p.summary,
        p.searchTerms,
        p.brand?.name,
        ...p.purposes.map((x) => x.label),
        ...p.ingredients.map((x) => x.label),
      ]
        .filter(Boolean)
        .join(' \n '),
    ),
  }
}

/** The product's rank for these folded terms (searchTerms() output), or null when a term matches nowhere. */
export function productMatchRank(p: SearchableProduct, terms: readonly string[]): MatchRank | null {
  if (!terms.length) return null
  const { name, other } = haystacks(p)
  let inName = 0
  for (const term of terms) {
    if (name.includes(term)) inName++
    else if (!other.includes(term)) return null
  }
  return inName === terms.length ? 0 : inName > 0 ? 1 : 2
}

/** Matching products, name matches first, then in their given (recommended) order. */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  terms: readonly string[],
): T[] {
  return products
    .map((p, index) => ({ p, index, rank: productMatchRank(p, terms) }))
    .filter((x): x is { p: T; index: number; rank: MatchRank } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.p)
}

export type SearchableFaq = { question: string; answer: string }

export function faqMatches(faq: SearchableFaq, terms: readonly string[]): boolean {
  if (!terms.length) return false
  const text = foldForSearch(`${faq.question} ${faq.answer}`)
  return terms.every((t) => text.includes(t))
}
