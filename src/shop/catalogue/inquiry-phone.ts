/**
 * The product inquiry phone (spec §6): the related-party line first (kankeisha), then the special-product
 * line, else the general line.
 */
export type InquiryPhone = {
  kind: 'related-party' | 'special-product' | 'general'
  label: string
  number: string
  /** Reception hours, or null when the spec gives none. */
  hours: string | null
}

export const INQUIRY_PHONES = {
  'related-party': {
    kind: 'related-party',
    label: '関係者専用窓口',
    number: '0120-310-840',
    hours: '11:00〜20:00',
  },
  'special-product': {
    kind: 'special-product',
    label: '商品専用窓口',
    number: '0120-049-310',
    hours: null,
  },
  general: { kind: 'general', label: 'お客様窓口', number: '0120-333-310', hours: '9:00〜20:00' },
} as const satisfies Record<InquiryPhone['kind'], InquiryPhone>

export function productInquiryPhone(input: {
  /** The shopper is kankeisha (guests: false). */
  isKankeisha: boolean
  isSpecialProduct: boolean | null | undefined
}): InquiryPhone {
  if (input.isKankeisha) return INQUIRY_PHONES['related-party']
  if (input.isSpecialProduct) return INQUIRY_PHONES['special-product']
  return INQUIRY_PHONES.general
}
