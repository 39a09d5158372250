/** selectionDiv values of information notices, with their Japanese labels. */
export const INFORMATION_CATEGORIES = [
  { value: 'important', label: '重要なお知らせ' },
  { value: 'campaign', label: 'キャンペーン' },
  { value: 'product', label: '商品情報' },
  { value: 'delivery', label: '配送・お届け' },
  { value: 'system', label: 'システム・サイト' },
] as const

export type InformationCategory = (typeof INFORMATION_CATEGORIES)[number]['value']

export const INFORMATION_CATEGORY_VALUES = INFORMATION_CATEGORIES.map((c) => c.value) as [
  InformationCategory,
  ...InformationCategory[],
]

export function informationCategoryLabel(value: string): string {
  return INFORMATION_CATEGORIES.find((c) => c.value === value)?.label ?? 'お知らせ'
}

/** Notices per page on /information/ and in `GET /api/information`. */
export const INFORMATION_PAGE_SIZE = 10
