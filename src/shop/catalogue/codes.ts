/**
 * The catalogue's code lists (docs/adr/007-catalogue-model.md): one place for the values the CMS offers, the
 * API accepts and the storefront labels. Pure data, shared by src/cms, src/lib/api and src/ui.
 */

export const PRODUCT_CATEGORIES = ['supplement', 'beautycare'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  supplement: 'サプリメント',
  beautycare: 'ビューティーケア',
}

/** A product code is also its URL segment: /supplement/sesamin-ex/, /beautycare/liftage-lotion/. */
export const PRODUCT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/

/** Consumption-tax class: foods (supplements, health foods) 8 %, everything else 10 % (japan-commerce-rules.md). */
export const TAX_CLASSES = ['food', 'standard'] as const
export type TaxClass = (typeof TAX_CLASSES)[number]

/** Product class codes of the `product-class-code` filter. */
export const PRODUCT_CLASSES = ['single', 'set', 'trial', 'gift'] as const
export type ProductClass = (typeof PRODUCT_CLASSES)[number]
export const PRODUCT_CLASS_LABELS: Record<ProductClass, string> = {
  single: '単品',
  set: 'セット',
  trial: 'お試しサイズ',
  gift: 'ギフト',
}

/** Sort classification codes of the `sort-classification-code` parameter; '1' is the default. */
export const SORT_CLASSIFICATIONS = ['1', '2', '3', '4', '5'] as const
export type SortClassification = (typeof SORT_CLASSIFICATIONS)[number]
export const SORT_CLASSIFICATION_LABELS: Record<SortClassification, string> = {
  '1': 'おすすめ順',
  '2': '新着順',
  '3': '価格の安い順',
  '4': '価格の高い順',
  '5': '人気順',
}

/**
 * Purchase cycles. `cycleType` 0 is a one-time purchase; 1–3 are regular delivery every N months (the cycles a
 * product offers are chosen per product by staff).
 */
export const REGULAR_CYCLES = ['1', '2', '3'] as const
export type RegularCycle = (typeof REGULAR_CYCLES)[number]
export const CYCLE_TYPES = ['0', ...REGULAR_CYCLES] as const
export type CycleType = (typeof CYCLE_TYPES)[number]
export const CYCLE_LABELS: Record<CycleType, string> = {
  '0': '通常購入（1回のみ）',
  '1': '定期お届け（毎月）',
  '2': '定期お届け（2ヶ月ごと）',
  '3': '定期お届け（3ヶ月ごと）',
}

export const SALE_STATUSES = ['on-sale', 'coming-soon', 'ended'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  'on-sale': '販売中',
  'coming-soon': '近日発売',
  ended: '販売終了',
}

/** genderDiv of main products (spec §5): 1 male, 2 female; 0 on a product means "either". */
export const GENDER_DIVS = ['0', '1', '2'] as const
export type GenderDiv = (typeof GENDER_DIVS)[number]

/** productDiv of main products, numbered like the footer's product tabs: 1 supplement, 2 beauty care. */
export const PRODUCT_DIVS = { '1': 'supplement', '2': 'beautycare' } as const satisfies Record<
  string,
  ProductCategory
>
export type ProductDiv = keyof typeof PRODUCT_DIVS

/** Brand tabs under /beautycare/{code}/brand/{tab}/. */
export const BRAND_TABS = ['voice', 'myperfection', 'myperfection-bw', 'cream', 'soap'] as const
export type BrandTab = (typeof BRAND_TABS)[number]

/** The four accordion sections of the my perfection page (spec §2). */
export const MY_PERFECTION_SECTIONS = [
  'secretSkinCare',
  'polyphenol',
  'floralScent',
  'kindsOfNatural',
] as const

/** Footer brand groups (spec §6), each with its own toll-free number in the site settings. */
export const BRAND_GROUPS = [
  'soyflax',
  'skin',
  'flowrich',
  'herbtea',
  'liftage',
  'rbeauty',
  'varon',
  'vitoas',
] as const
export type BrandGroupKey = (typeof BRAND_GROUPS)[number]

export const BRAND_KINDS = ['supplement', 'skincare'] as const
export type BrandKind = (typeof BRAND_KINDS)[number]

/** Full-width katakana, long vowel mark and spaces (japan-commerce-rules.md). */
export const KATAKANA_PATTERN = /^[\u30A0-\u30FF\u3000 ・]+$/
