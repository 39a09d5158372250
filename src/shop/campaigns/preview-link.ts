/**
 * The marketer's preview link of a campaign (docs/adr/045-campaigns.md): it names the campaign, the day the page is
 * shown as of and the A/B variant, and expires; an HMAC-SHA256 with the app secret makes it unforgeable. It opens
 * nothing by itself: the page also requires a live session of content staff, so a copied link is useless.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'

import { isVariant, type Variant } from './ab-test'
import { isPromotionId } from './campaign-kinds'

/** Long enough to review and share with a colleague, short enough that an old link is dead. */
export const PREVIEW_LINK_HOURS = 24

export type CampaignPreview = { promotionId: string; at: Date; variant: Variant }

const seconds = (d: Date) => Math.floor(d.getTime() / 1000).toString(36)

/** `{promotionId}.{as-of, s base 36}.{variant}.{expiry, s base 36}.{mac}` */
export function previewToken(preview: CampaignPreview, now: Date, secret: string): string {
  const expires = new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000)
  const body = [preview.promotionId, seconds(preview.at), preview.variant, seconds(expires)].join('.')
  return signText('campaign-preview', body, secret)
}

export type PreviewCheck =
  { ok: true; preview: CampaignPreview } | { ok: false; reason: 'invalid' | 'expired' }

export function checkPreviewToken(token: string | null | undefined, secret: string, now: Date): PreviewCheck {
  const parts = (token ?? '').split('.')
  if (parts.length !== 5) return { ok: false, reason: 'invalid' }
  const [promotionId, at, variant, expiry, given] = parts as [string, string, string, string, string]
  if (!isPromotionId(promotionId) || !/^[0-9a-z]{1,10}$/.test(at) || !/^[0-9a-z]{1,10}$/.test(expiry))
    return { ok: false, reason: 'invalid' }
  if (!isVariant(variant)) return { ok: false, reason: 'invalid' }
  if (!isSignatureOf('campaign-preview', parts.slice(0, 4).join('.'), given, secret))
    return { ok: false, reason: 'invalid' }
  if (now.getTime() >= parseInt(expiry, 36) * 1000) return { ok: false, reason: 'expired' }
  return { ok: true, preview: { promotionId, at: new Date(parseInt(at, 36) * 1000), variant } }
}
