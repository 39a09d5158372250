/**
 * The top page's category (spec §2, §4): taken from the `category` query when valid, else from the cookie
 * that remembers the last choice, else the default. The proxy uses it to pick the cached variant.
 */
export const TOP_CATEGORIES = ['supplement', 'beauty-care'] as const
export type TopCategory = (typeof TOP_CATEGORIES)[number]
export const DEFAULT_TOP_CATEGORY: TopCategory = 'supplement'
export const TOP_CATEGORY_COOKIE = 'top_category'

export function isTopCategory(value: unknown): value is TopCategory {
  return typeof value === 'string' && (TOP_CATEGORIES as readonly string[]).includes(value)
}

/**
 * Other spellings a shopper or an old link uses for a category: the beauty-care products live under /beautycare/,
 * so `?category=beautycare` must not quietly show supplements.
 */
const SPELLINGS: Record<string, TopCategory> = { beautycare: 'beauty-care' }

/** The category a `category` query names, in any accepted spelling, or null. */
export function topCategoryOf(value: string | null | undefined): TopCategory | null {
  if (isTopCategory(value)) return value
  return (value && Object.hasOwn(SPELLINGS, value) && SPELLINGS[value]) || null
}

export function resolveTopCategory(query: string | null | undefined, cookie: string | null | undefined) {
  const chosen = topCategoryOf(query)
  if (chosen) return { category: chosen, remember: chosen !== cookie }
  if (isTopCategory(cookie)) return { category: cookie, remember: false }
  return { category: DEFAULT_TOP_CATEGORY, remember: false }
}

export const TOP_CATEGORY_LABELS: Record<TopCategory, string> = {
  supplement: 'サプリメント',
  'beauty-care': 'ビューティーケア',
}
