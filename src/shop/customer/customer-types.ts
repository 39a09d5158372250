/**
 * Customer categories by code (spec §6) and who counts as kankeisha (spec §4): the one place for that rule.
 *
 * Decision (spec §4 says "partner or one of three member/alumni groups", values not shown): the three groups
 * are the ten-thousand-yen club (1211), wanokai (1212) and the beverage group (1311); with partner (1421)
 * they are kankeisha. General members (1111) and unknown codes are not.
 */
export const CUSTOMER_TYPES = {
  general: '1111',
  tenThousandYenClub: '1211',
  wanokai: '1212',
  beverageGroup: '1311',
  partner: '1421',
} as const

export type CustomerTypeCode = (typeof CUSTOMER_TYPES)[keyof typeof CUSTOMER_TYPES]

export const CUSTOMER_TYPE_LABELS: Record<CustomerTypeCode, string> = {
  '1111': '一般',
  '1211': '一万円クラブ',
  '1212': '和の会',
  '1311': '飲料グループ',
  '1421': 'パートナー',
}

export const CUSTOMER_TYPE_CODES = Object.values(CUSTOMER_TYPES) as CustomerTypeCode[]

export const KANKEISHA_TYPE_CODES: readonly CustomerTypeCode[] = [
  CUSTOMER_TYPES.tenThousandYenClub,
  CUSTOMER_TYPES.wanokai,
  CUSTOMER_TYPES.beverageGroup,
  CUSTOMER_TYPES.partner,
]

const KANKEISHA_TYPES: ReadonlySet<string> = new Set<string>(KANKEISHA_TYPE_CODES)

export function isKankeisha(customerType: string | null | undefined): boolean {
  return typeof customerType === 'string' && KANKEISHA_TYPES.has(customerType)
}

/** Kankeisha see 「最大25%OFF」 prices in the cart (spec §6), passed to pricing as memberDiscountRate. */
export const KANKEISHA_DISCOUNT_RATE = 0.25
