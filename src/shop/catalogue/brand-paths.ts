/**
 * Where a brand's own pages live, next to brandPath (src/shop/content/paths.ts: the lineup page of a skincare
 * brand, the content page of a supplement brand group): the content page every brand has, and the brand story
 * and tabs reached from a beauty-care product (docs/adr/007-catalogue-model.md).
 */
import type { BrandTab } from './codes'

export const BRANDS_INDEX_PATH = '/brands/'

export const brandContentPath = (code: string) => `/contents/brands/${encodeURIComponent(code)}/`

export function brandStoryPath(productCode: string, tab?: BrandTab): string {
  const base = `/beautycare/${encodeURIComponent(productCode)}/brand/`
  return tab ? `${base}${tab}/` : base
}
