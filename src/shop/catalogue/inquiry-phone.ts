/**
 * The product inquiry phone (spec §6; docs/adr/054-tax-breakdown-and-point-scope.md): the related-party line first
 * (kankeisha), then the special-product line, then the line of the product's brand group — the one the footer
 * lists for that group (site settings' brandGroups, matched by the brand's groupKey through brandLineOf) — else
 * the general line.
 */
export type InquiryPhone = {
  kind: 'related-party' | 'special-product' | 'brand' | 'general'
  label: string
  number: string
  /** Reception hours, or null when the source gives none. */
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
} as const satisfies Record<Exclude<InquiryPhone['kind'], 'brand'>, InquiryPhone>

/** A brand group's toll-free line as the site settings hold it and the footer lists it (spec §6). */
export interface BrandLine {
  key: string
  name: string
  tollFree: string
  hours?: string | null
}

/** The one mapping from a brand to its line: the settings' group whose key is the brand's groupKey, or null. */
export function brandLineOf<G extends { key: string }>(
  groupKey: string | null | undefined,
  groups: readonly G[],
): G | null {
  if (!groupKey) return null
  return groups.find((g) => g.key === groupKey) ?? null
}

export function productInquiryPhone(
  input: {
    /** The shopper is kankeisha (guests: false). */
    isKankeisha: boolean
    isSpecialProduct: boolean | null | undefined
    /** The groupKey of the product's brand; null for a product without a brand. */
    brandGroupKey?: string | null
  },
  /** The site settings' brand groups (the footer's list). */
  brandGroups: readonly BrandLine[] = [],
): InquiryPhone {
  if (input.isKankeisha) return INQUIRY_PHONES['related-party']
  if (input.isSpecialProduct) return INQUIRY_PHONES['special-product']
  const line = brandLineOf(input.brandGroupKey, brandGroups)
  if (line) return { kind: 'brand', label: line.name, number: line.tollFree, hours: line.hours || null }
  return INQUIRY_PHONES.general
}
