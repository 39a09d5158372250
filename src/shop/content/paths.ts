/** Storefront paths of CMS documents: the one place that knows where a document is shown. */

export const pagePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
export const informationPath = (code: string) => `/information/${encodeURIComponent(code)}/`
export const columnPath = (number: string) => `/column/${number}/`

export type PreviewableCollection = 'pages' | 'information' | 'columns'

/** Where a (possibly draft) document would be shown, or null when it has no page of its own. */
export function storefrontPathOf(collection: string, doc: Record<string, unknown>): string | null {
  if (collection === 'pages' && typeof doc.path === 'string' && doc.path) return pagePath(doc.path)
  if (collection === 'information' && typeof doc.code === 'string' && doc.code)
    return doc.hasDetail === false ? '/information/' : informationPath(doc.code)
  if (collection === 'columns' && typeof doc.number === 'string' && doc.number) return columnPath(doc.number)
  return null
}
