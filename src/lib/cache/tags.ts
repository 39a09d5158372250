/**
 * The cache manifest: every cached storefront read is tagged with the collections it shows, and publishing a
 * document of that collection expires the tag (src/cms/hooks/revalidate.ts). One list, so a new collection
 * cannot be cached without a way to expire it.
 */
export const CACHE_TAGS = {
  pages: 'cms:pages',
  information: 'cms:information',
  columns: 'cms:columns',
  faqs: 'cms:faqs',
  'faq-categories': 'cms:faqs',
  banners: 'cms:banners',
  'gift-guides': 'cms:gifts',
  // Landing pages read their campaign and the A/B mode; a start or an end expires them too (a job).
  campaigns: 'cms:campaigns',
  'campaign-settings': 'cms:campaigns',
  'brand-tabs': 'cms:chrome',
  'site-settings': 'cms:chrome',
  media: 'cms:media',
  // The catalogue: one tag, because lists, detail pages, brand menus and search all combine these.
  products: 'cms:catalogue',
  brands: 'cms:catalogue',
  purposes: 'cms:catalogue',
  ingredients: 'cms:catalogue',
  // Stock decides sold-out badges and purchase buttons on cached pages.
  inventory: 'cms:catalogue',
} as const

export type CachedCollection = keyof typeof CACHE_TAGS

export function tagFor(collection: string): string | undefined {
  return (CACHE_TAGS as Record<string, string>)[collection]
}
