/**
 * A campaign may be for the visitors of certain links only (docs/adr/048-campaign-shopping.md): a mail or an ad
 * carries `?key=…`, the shop keeps it (src/lib/tracking/link-key.ts), and a campaign listing link keys sells or
 * gives only to visitors who came by one of them. A campaign listing none is open to everyone.
 */
export const LINK_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export const isLinkKey = (value: unknown): value is string =>
  typeof value === 'string' && LINK_KEY_PATTERN.test(value)

export const LINK_KEY_REFUSAL =
  'このキャンペーンは、ご案内のメールや広告のリンクからお越しのお客さまが対象です。ご案内のリンクから、もう一度ページを開いてください。'

export function acceptsLinkKey(campaign: { linkKeys: readonly string[] }, linkKey: string | null): boolean {
  return campaign.linkKeys.length === 0 || (linkKey !== null && campaign.linkKeys.includes(linkKey))
}
