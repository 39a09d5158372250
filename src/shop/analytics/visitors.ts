/**
 * Who is counted (issue 28 §1). A visitor is a random first-party id in the shop's own cookie — not linked to the
 * member, the cart or the address, and never sent anywhere else. Crawlers and automated browsers (the shop's own
 * tests, monitoring, headless tools) are not visitors: their events are dropped at the collector, and the beacon
 * does not send from a browser that says it is automated (navigator.webdriver).
 */
export const VISITOR_COOKIE = 'shop_visitor'
/** About 13 months, the usual lifetime of a first-party measurement cookie (a year of comparisons plus a month). */
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 400

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/

/** 16 random bytes as base64url (22 characters). */
export function newVisitorId(randomBytes: (size: number) => Uint8Array): string {
  return Buffer.from(randomBytes(16)).toString('base64url')
}

export const isVisitorId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && VISITOR_ID.test(value)

/**
 * User agents that are not people: search and social crawlers, monitoring, HTTP libraries, and headless or
 * automated browsers (HeadlessChrome is what the shop's own end-to-end tests and link walk run).
 */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|headlesschrome|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|python\/|node-fetch|undici|axios\/|go-http-client|java\/|okhttp|playwright|puppeteer|selenium|scrapy/i

export function isAutomatedAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true
  return NOT_A_PERSON.test(userAgent)
}
