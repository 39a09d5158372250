/**
 * The product list's query (spec §7 pages/products; the same parameter names in the storefront's URLs):
 * purpose-codes, ingredient-codes and product-class-code are comma lists, sort-classification-code one code.
 * Lenient parsing for pages (unknown values are dropped), a canonical form for cache keys and links, and the
 * cached-variant path the proxy rewrites a filtered list URL to (like the top page, docs/adr/004-caching.md).
 */
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CLASSES,
  SORT_CLASSIFICATIONS,
  type ProductCategory,
  type ProductClass,
  type SortClassification,
} from './codes'

export const LIST_PARAMS = {
  purposes: 'purpose-codes',
  ingredients: 'ingredient-codes',
  productClasses: 'product-class-code',
  sort: 'sort-classification-code',
} as const

export const DEFAULT_SORT: SortClassification = '1'

export type ListQuery = {
  purposeCodes: string[]
  ingredientCodes: string[]
  productClassCodes: ProductClass[]
  sort: SortClassification
  /** Free-text narrowing (API only). */
  searchKey?: string
}

export const EMPTY_LIST_QUERY: ListQuery = {
  purposeCodes: [],
  ingredientCodes: [],
  productClassCodes: [],
  sort: DEFAULT_SORT,
}

/** Purpose and ingredient codes (src/cms/collections/catalogue/fields.ts). */
export const TAXONOMY_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/
/** More codes than this in one filter is not a shopper's choice; the rest are ignored. */
export const MAX_FILTER_CODES = 20

const isProductClass = (v: string): v is ProductClass => (PRODUCT_CLASSES as readonly string[]).includes(v)
const isSort = (v: string): v is SortClassification => (SORT_CLASSIFICATIONS as readonly string[]).includes(v)

/** Comma lists and repeated parameters, trimmed, de-duplicated and sorted (one canonical spelling). */
function codeList(values: readonly string[], keep: (v: string) => boolean): string[] {
  const all = values.flatMap((v) => v.split(',')).map((s) => s.trim())
  return [...new Set(all.filter((s) => s && keep(s)))].sort().slice(0, MAX_FILTER_CODES)
}

/** Reads a list query from URL parameters, ignoring what is not valid. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get(LIST_PARAMS.sort) ?? ''
  return {
    purposeCodes: codeList(params.getAll(LIST_PARAMS.purposes), (s) => TAXONOMY_CODE_PATTERN.test(s)),
    ingredientCodes: codeList(params.getAll(LIST_PARAMS.ingredients), (s) => TAXONOMY_CODE_PATTERN.test(s)),
    productClassCodes: codeList(params.getAll(LIST_PARAMS.productClasses), isProductClass).filter(
      isProductClass,
    ),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  }
}

/** `purpose-codes=a,b&sort-classification-code=2` (default values left out); '' for the plain list. */
export function listQueryString(q: ListQuery): string {
  const out = new URLSearchParams()
  if (q.purposeCodes.length) out.set(LIST_PARAMS.purposes, q.purposeCodes.join(','))
  if (q.ingredientCodes.length) out.set(LIST_PARAMS.ingredients, q.ingredientCodes.join(','))
  if (q.productClassCodes.length) out.set(LIST_PARAMS.productClasses, q.productClassCodes.join(','))
  if (q.sort !== DEFAULT_SORT) out.set(LIST_PARAMS.sort, q.sort)
  return out.toString().replace(/%2C/g, ',')
}

export function listPath(category: ProductCategory, q: ListQuery = EMPTY_LIST_QUERY): string {
  const qs = listQueryString(q)
  return `/${category}/${qs ? `?${qs}` : ''}`
}

/** The filters whose codes a shopper ticks on and off (any of the ticked codes). */
export type ListFilter = 'purposeCodes' | 'ingredientCodes' | 'productClassCodes'

/**
 * One choice on a list's filter form: a code ticked or unticked, a sort order, or (when the page hydrates over a
 * form the shopper already changed) the whole query the form shows.
 */
export type ListChange =
  { filter: ListFilter; code: string; on: boolean } | { sort: SortClassification } | { query: ListQuery }

/**
 * The query after one more choice. Choices made while an earlier one is still loading are applied to the latest
 * query, in order, so none is lost (issue 14): a code change touches only its filter, a sort only the sort.
 */
export function applyListChange(q: ListQuery, change: ListChange): ListQuery {
  if ('query' in change) return change.query
  if ('sort' in change) return { ...q, sort: change.sort }
  const codes: string[] = q[change.filter].filter((code) => code !== change.code)
  if (change.on) codes.push(change.code)
  return { ...q, [change.filter]: codes.sort() }
}

/*
 * Cached variants. A filtered list /supplement/?purpose-codes=a is rendered once per canonical query and
 * cached like any page, at /supplement/list_p.a/ (the proxy rewrites to it). The segment can never be a
 * product code: product codes have no '_' (PRODUCT_CODE_PATTERN).
 */
const VARIANT_PREFIX = 'list'
const GROUPS = [
  ['p', 'purposeCodes'],
  ['i', 'ingredientCodes'],
  ['c', 'productClassCodes'],
] as const

export function listVariantSegment(q: ListQuery): string {
  const parts: string[] = [VARIANT_PREFIX]
  for (const [key, field] of GROUPS) if (q[field].length) parts.push(`${key}.${q[field].join('.')}`)
  parts.push(`s.${q.sort}`)
  return parts.join('_')
}

export function isListVariantSegment(segment: string): boolean {
  return segment.startsWith(`${VARIANT_PREFIX}_`)
}

/** The query a variant segment stands for, or null when it is not one. */
export function parseListVariantSegment(segment: string): ListQuery | null {
  if (!isListVariantSegment(segment)) return null
  const params = new URLSearchParams()
  for (const part of segment.split('_').slice(1)) {
    const [key, ...values] = part.split('.')
    const name =
      key === 'p'
        ? LIST_PARAMS.purposes
        : key === 'i'
          ? LIST_PARAMS.ingredients
          : key === 'c'
            ? LIST_PARAMS.productClasses
            : key === 's'
              ? LIST_PARAMS.sort
              : null
    if (!name) return null
    params.set(name, values.join(','))
  }
  return parseListQuery(params)
}

/**
 * For src/proxy.ts: the cached variant a list URL is served from, or null when the path is not a list page.
 * The plain list too (/supplement/ → /supplement/list_s.1/): a page without dynamic segments would be
 * prerendered at build time, against whatever database the build sees (docs/adr/004-caching.md).
 * `pathname` without the /sp/ prefix.
 */
export function listRewritePath(pathname: string, params: URLSearchParams): string | null {
  const category = PRODUCT_CATEGORIES.find((c) => pathname === `/${c}/` || pathname === `/${c}`)
  if (!category) return null
  return listVariantPath(category, parseListQuery(params))
}

/**
 * Where a list variant is rendered: a route of its own (src/app/(shop)/product-list/), not the category's
 * /{category}/{code}/ product route, so neither page loads the other's client code (docs/adr/037).
 */
export function listVariantPath(category: ProductCategory, q: ListQuery): string {
  return `/product-list/${category}/${listVariantSegment(q)}/`
}
