/**
 * The product list's rules as pure functions: which products a list shows (published ones of the category,
 * never `ended`), the filters (any code within a filter, all filters together) and the five sort orders.
 */
import type { SortClassification } from './codes'
import type { ProductSummary } from './catalogue-types'
import type { ListQuery } from './list-query'
import { searchProducts, type SearchableProduct } from './product-search'
import { searchTerms } from './search-text'

type Listable = Pick<
  ProductSummary,
  | 'productCode'
  | 'saleStatus'
  | 'purposeCodes'
  | 'ingredientCodes'
  | 'productClass'
  | 'recommendOrder'
  | 'releasedAt'
  | 'popularity'
  | 'price'
>

const anyOf = (wanted: readonly string[], has: readonly string[]) =>
  wanted.length === 0 || wanted.some((code) => has.includes(code))

/**
 * Whether a list shows the product at all: every one on the shelf; sold-out and coming-soon ones are shown and
 * marked by their card's badge, ended ones are left out. Lists and staff's picks (the gift guide) alike.
 */
export const isListed = (p: Pick<Listable, 'saleStatus'>): boolean => p.saleStatus !== 'ended'

export function matchesFilters(p: Listable, q: Omit<ListQuery, 'sort' | 'searchKey'>): boolean {
  return (
    isListed(p) &&
    anyOf(q.purposeCodes, p.purposeCodes) &&
    anyOf(q.ingredientCodes, p.ingredientCodes) &&
    anyOf(q.productClassCodes, [p.productClass])
  )
}

const byRecommend = (a: Listable, b: Listable) =>
  a.recommendOrder - b.recommendOrder || a.productCode.localeCompare(b.productCode)

const COMPARATORS: Record<SortClassification, (a: Listable, b: Listable) => number> = {
  '1': byRecommend,
  '2': (a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt) || byRecommend(a, b),
  '3': (a, b) => a.price.includingTax - b.price.includingTax || byRecommend(a, b),
  '4': (a, b) => b.price.includingTax - a.price.includingTax || byRecommend(a, b),
  '5': (a, b) => b.popularity - a.popularity || byRecommend(a, b),
}

export function sortProducts<T extends Listable>(products: readonly T[], sort: SortClassification): T[] {
  return [...products].sort(COMPARATORS[sort])
}

/** Filters, narrows by the search key (when given) and sorts: the list a shopper sees. */
export function applyListQuery<T extends Listable & SearchableProduct>(
  products: readonly T[],
  q: ListQuery,
): T[] {
  let shown = products.filter((p) => matchesFilters(p, q))
  const terms = searchTerms(q.searchKey ?? '')
  if (terms.length) shown = searchProducts(shown, terms)
  return sortProducts(shown, q.sort)
}
