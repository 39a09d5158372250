/** Storefront paths of CMS documents: the one place that knows where a document is shown. */
import { campaignPath, isCampaignKind } from '@/shop/campaigns/campaign-kinds'

export const pagePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
export const informationPath = (code: string) => `/information/${encodeURIComponent(code)}/`
export const columnPath = (number: string) => `/column/${number}/`

export const productPath = (category: string, productCode: string) =>
  `/${category}/${encodeURIComponent(productCode)}/`
/** Skincare brands have a lineup page; supplement brand groups a content page (docs/adr/007-catalogue-model.md). */
export const brandPath = (kind: string, code: string) =>
  kind === 'skincare' ? `/skincare/${encodeURIComponent(code)}/` : `/contents/brands/${encodeURIComponent(code)}/`

export type PreviewableCollection =
  | 'pages'
  | 'information'
  | 'columns'
  | 'products'
  | 'brands'
  | 'banners'
  | 'campaigns'

/** Banners show on the top page only (its main and sub placements; the sidebar placement has no page yet). */
export const BANNER_PAGE_PATH = '/'

/** Where a (possibly draft) document would be shown, or null when it has no page of its own. */
export function storefrontPathOf(collection: string, doc: Record<string, unknown>): string | null {
  if (collection === 'pages' && typeof doc.path === 'string' && doc.path) return pagePath(doc.path)
  if (collection === 'information' && typeof doc.code === 'string' && doc.code)
    return doc.hasDetail === false ? '/information/' : informationPath(doc.code)
  if (collection === 'columns' && typeof doc.number === 'string' && doc.number) return columnPath(doc.number)
  if (collection === 'products' && typeof doc.productCode === 'string' && typeof doc.category === 'string')
    return productPath(doc.category, doc.productCode)
  if (collection === 'brands' && typeof doc.code === 'string' && typeof doc.kind === 'string')
    return brandPath(doc.kind, doc.code)
  if (collection === 'banners') return BANNER_PAGE_PATH
  if (collection === 'campaigns' && isCampaignKind(doc.kind) && typeof doc.promotionId === 'string' && doc.promotionId)
    return campaignPath({ kind: doc.kind, promotionId: doc.promotionId, year: doc.year as number | null })
  return null
}
