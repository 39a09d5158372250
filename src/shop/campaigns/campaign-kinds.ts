/**
 * The four kinds of campaign (spec §2) and where each one's landing page is: shopping and apply campaigns by their
 * promotionId, birthday and continuation campaigns by year (their introduction page).
 */
export const CAMPAIGN_KINDS = ['shopping', 'apply', 'birthday', 'continuation'] as const
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]

export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  shopping: '特別価格でのご購入',
  apply: 'サンプルのお申し込み',
  birthday: 'お誕生日プレゼント',
  continuation: '継続感謝プレゼント',
}

export const isCampaignKind = (value: unknown): value is CampaignKind =>
  (CAMPAIGN_KINDS as readonly unknown[]).includes(value)

/** Campaigns of these kinds are addressed by year (one per year); the others by promotionId. */
export const isYearlyKind = (kind: CampaignKind): kind is 'birthday' | 'continuation' =>
  kind === 'birthday' || kind === 'continuation'

export const CAMPAIGN_END_PATH = '/campaign/end/'

/** The public URL of a campaign's landing page. */
export function campaignPath(campaign: {
  kind: CampaignKind
  promotionId: string
  year?: number | null
}): string {
  if (isYearlyKind(campaign.kind)) return `/campaign/${campaign.kind}/${campaign.year ?? ''}/introduction/`
  return `/campaign/${campaign.kind}/?promotionId=${encodeURIComponent(campaign.promotionId)}`
}

/** A step of the application form of one sample of an apply campaign (docs/adr/046-sample-apply.md). */
export function applyFormPath(
  target: { promotionId: string; productCode: string },
  step: '' | 'confirm/' | 'complete/' = '',
): string {
  const query = new URLSearchParams({ promotionId: target.promotionId, productCode: target.productCode })
  return `/campaign/apply/${step}?${query}`
}

/** A step of a shopping campaign's one-page order of one product (spec §7 names it `productcode`). */
export function campaignOrderPath(
  target: { promotionId: string; productCode: string },
  step: '' | 'confirm/' = '',
): string {
  const query = new URLSearchParams({ promotionId: target.promotionId, productcode: target.productCode })
  return `/campaign/shopping/${step}?${query}`
}

/** Where a member chooses the gift of a birthday or continuation campaign. */
export const giftSelectionPath = (kind: 'birthday' | 'continuation', year: number | null) =>
  `/campaign/${kind}/${year ?? ''}/selection/`

/** A promotionId as URLs carry it: 1–40 letters, digits, - and _. */
export const isPromotionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value)

export const YEAR_PATTERN = /^20\d\d$/
