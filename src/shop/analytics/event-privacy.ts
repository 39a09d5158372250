/**
 * What of an event is stored (issue 28 §1: no personal data with events). A page's query string can carry what a
 * shopper typed (an e-mail in a reset link, an order number, a search), so a stored path keeps only the pathname and
 * the campaign-measurement parameters; a search keyword that looks like an e-mail address, a phone number, a postal
 * code or a card number is not stored at all (the search still counts, without its words).
 */
import { LINK_KEY_QUERY_NAMES } from '@/lib/tracking/link-key'

/** Query parameters a stored path keeps: where the visit came from, never what the visitor typed. */
export const KEPT_QUERY_PARAMETERS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  ...LINK_KEY_QUERY_NAMES,
]
const KEPT_VALUE = /^[\w.~-]{1,64}$/

/** The path as stored: pathname (with the trailing slash the shop's URLs have) and kept parameters in a fixed order. */
export function storedPath(rawPath: string): string {
  let url: URL
  try {
    url = new URL(rawPath, 'http://shop.invalid')
  } catch {
    return '/'
  }
  const kept = new URLSearchParams()
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = url.searchParams.get(name)
    if (value !== null && KEPT_VALUE.test(value)) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

const EMAIL = /[^\s@]+@[^\s@]+/
/** Seven or more digits, allowing the separators people type (phone, postal code, card, order numbers). */
const LONG_NUMBER = /\d(?:[\s\-－ー()（）]*\d){6,}/

/** Whether a typed text may identify a person and must not be stored. */
export function looksPersonal(text: string): boolean {
  const folded = text.normalize('NFKC')
  return EMAIL.test(folded) || LONG_NUMBER.test(folded)
}

/**
 * The keyword as stored: NFKC (full-width ＤＨＡ → DHA), lower case, one space between words — the spelling the
 * staff read, grouped where only width or case differ — or null when empty or personal-looking.
 */
export function storedKeyword(keyword: string | undefined): string | null {
  if (keyword === undefined) return null
  const folded = keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
  if (!folded || looksPersonal(keyword)) return null
  return folded
}
