/**
 * The collections whose copy the advertising-law check reads and whose publishing waits on review (issue 27):
 * the editorial documents, banners, campaigns, the catalogue's product and brand copy, and the media library's
 * alt texts. Those with drafts are gated when they are published; media, which has no drafts, on every save.
 */
export const REVIEWED_COLLECTIONS = [
  'pages',
  'information',
  'columns',
  'faqs',
  'gift-guides',
  'banners',
  'campaigns',
  'products',
  'brands',
  'media',
] as const
export type ReviewedCollection = (typeof REVIEWED_COLLECTIONS)[number]

export const REVIEWED_COLLECTION_LABELS: Record<ReviewedCollection, string> = {
  pages: 'ページ',
  information: 'お知らせ',
  columns: 'コラム',
  faqs: 'よくあるご質問',
  'gift-guides': 'ギフトガイド',
  banners: 'バナー',
  campaigns: 'キャンペーン',
  products: '商品',
  brands: 'ブランド',
  media: 'メディア',
}

export const isReviewedCollection = (slug: string): slug is ReviewedCollection =>
  (REVIEWED_COLLECTIONS as readonly string[]).includes(slug)
