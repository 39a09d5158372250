/**
 * Link keys (affiliate and campaign keys carried in links) are stored once per page load (spec §4) by
 * calling `GET /api/common` with the key; campaign apply complete pages must not overwrite the stored key.
 */
export const LINK_KEY_COOKIE = 'link_key'
export const UTM_COOKIE = 'utm_linkage'
/** The link key and UTM linkage are kept for 30 days, readable by the server only. */
export const TRACKING_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 30,
} as const
export const LINK_KEY_QUERY_NAMES = ['link-key', 'linkKey', 'key'] as const

const NO_STORE_PATHS = [/^\/(sp\/)?campaign\/apply\/complete\/?$/]

export function shouldStoreLinkKey(pathname: string): boolean {
  return !NO_STORE_PATHS.some((re) => re.test(pathname))
}

export function linkKeyFrom(search: URLSearchParams): string | null {
  for (const name of LINK_KEY_QUERY_NAMES) {
    const v = search.get(name)
    if (v && /^[A-Za-z0-9_-]{1,64}$/.test(v)) return v
  }
  return null
}

/**
 * A tracking value (link key, UTM linkage) the shop stores in a cookie and echoes back: 1–200 visible ASCII
 * characters a cookie can carry (RFC 6265 cookie-octet, so no space, `"`, `,`, `;` or a backslash). Anything else is
 * dropped, never thrown: a bad landing URL must not cost the shopper the page (docs/adr/024-hostile-input.md).
 */
const TRACKING_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,200}$/

export function trackingValue(value: string | null | undefined): string | null {
  return typeof value === 'string' && TRACKING_VALUE.test(value) ? value : null
}

/** utm_* parameters joined as "source/medium/campaign" (empty parts kept), or null without any. */
export function utmLinkageFrom(search: URLSearchParams): string | null {
  const parts = ['utm_source', 'utm_medium', 'utm_campaign'].map((k) => search.get(k) ?? '')
  return parts.some(Boolean) ? parts.map((p) => p.replace(/[^\w.-]/g, '').slice(0, 64)).join('/') : null
}
