/**
 * Where a campaign URL is served from (src/proxy.ts; docs/adr/045-campaigns.md). The public landing page is cached
 * per campaign and A/B variant under /campaign/lp/{kind}/{key}/{variant}/, so rendering reads neither the query nor a
 * cookie; a dated staff preview (`?preview=` token) goes to the uncached /campaign/preview/{kind}/{key}/.
 */
import { assignVariant, isVariant, type Variant } from './ab-test'
import { isCampaignKind, isPromotionId, YEAR_PATTERN, type CampaignKind } from './campaign-kinds'

export type LandingAddress = { kind: CampaignKind; key: string }

const BY_PROMOTION = /^\/campaign\/(shopping|apply)\/$/
const BY_YEAR = /^\/campaign\/(birthday|continuation)\/(\d{4})\/introduction\/$/

/** The campaign a public URL names, or null when it names none (then the URL is simply not found). */
export function landingAddressOf(pathname: string, search: URLSearchParams): LandingAddress | null {
  const promotion = BY_PROMOTION.exec(pathname)
  if (promotion) {
    // An apply URL that names a sample is that sample's application form, a shopping URL that names a product
    // (spec §7: productcode) the campaign's order form; neither is the landing page.
    if (promotion[1] === 'apply' && search.has('productCode')) return null
    if (promotion[1] === 'shopping' && search.has('productcode')) return null
    const promotionId = search.get('promotionId')
    return isCampaignKind(promotion[1]) && isPromotionId(promotionId)
      ? { kind: promotion[1], key: promotionId }
      : null
  }
  const yearly = BY_YEAR.exec(pathname)
  if (yearly && isCampaignKind(yearly[1]) && YEAR_PATTERN.test(yearly[2]!))
    return { kind: yearly[1], key: yearly[2]! }
  return null
}

export type LandingRewrite = { pathname: string; assign: Variant | null }

/**
 * The internal path a campaign URL is served from, and the variant to remember for a visitor who has none yet.
 * `random` is injectable for tests.
 */
export function landingRewrite(
  pathname: string,
  search: URLSearchParams,
  assigned: string | undefined,
  random: () => number = Math.random,
): LandingRewrite | null {
  const address = landingAddressOf(pathname, search)
  if (!address) return null
  const base = `${address.kind}/${encodeURIComponent(address.key)}`
  if (search.has('preview')) return { pathname: `/campaign/preview/${base}/`, assign: null }
  const variant = isVariant(assigned) ? assigned : assignVariant(random)
  return { pathname: `/campaign/lp/${base}/${variant}/`, assign: isVariant(assigned) ? null : variant }
}
