/**
 * Every answer's browser security headers, from one place (docs/adr/021-security-headers-and-client-address.md).
 * Pure: the shop's server (src/server/edge.ts) picks the kind of answer and a fresh nonce per response, this module
 * says what the headers are.
 *
 * - `storefront`: HTML of the shop. Scripts only by nonce ('strict-dynamic' lets Next's and the card provider's
 *   loaders add theirs), no plugins, no <base>, never framed (except a staff member's draft-mode preview, which the
 *   admin's live preview frames), forms only to the shop and the payment providers, fetches only to the shop and
 *   the card provider's API (its token script), GTM's hosts only when GTM_CONTAINER_ID is set.
 * - `admin`: Payload's admin (/admin): the same nonce rule for scripts; its inline styles, data/blob images and
 *   workers, and the live-preview iframe of the shop's own pages; framed only by itself.
 * - `other`: anything that is not an HTML page (API and /cms-api JSON, files, static assets): nothing may run.
 */

export type AnswerKind = 'storefront' | 'admin' | 'other'

export interface SecurityPolicyConfig {
  /** SITE_URL: https turns on HSTS and upgrade-insecure-requests. */
  siteUrl: string
  /** Origins of the card / app-payment / Rakuten Pay providers (the card sandbox's own origin in demo mode). */
  paymentOrigins: readonly string[]
  /** GTM_CONTAINER_ID is set: allow Google Tag Manager and Analytics hosts. */
  tagManager: boolean
}

export interface AnswerContext {
  kind: AnswerKind
  /** The response's script nonce (HTML kinds). */
  nonce?: string
  /** A staff member's draft-mode page, shown in the admin's live-preview iframe: framed by the same origin. */
  sameOriginFraming?: boolean
}

const GTM_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const GTM_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const GTM_IMG_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.g.doubleclick.net',
]

/** Features the shop never uses (a page of it, or something injected into it, cannot ask for them). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ')

export const HSTS = 'max-age=63072000; includeSubDomains'

const isHttps = (siteUrl: string) => siteUrl.startsWith('https:')

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function directives(entries: Array<[string, readonly string[]] | [string]>): string {
  return entries
    .map(([name, sources]) => (sources?.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')
}

const unique = (values: readonly string[]) => [...new Set(values)]

export function contentSecurityPolicy(context: AnswerContext, config: SecurityPolicyConfig): string {
  const payments = unique(config.paymentOrigins.map(originOf).filter((o): o is string => Boolean(o)))
  const https = isHttps(config.siteUrl)
  if (context.kind === 'other') {
    return directives([
      ['default-src', ["'none'"]],
      ['frame-ancestors', ["'none'"]],
      ['base-uri', ["'none'"]],
      ['form-action', ["'none'"]],
    ])
  }
  if (!context.nonce) throw new Error('an HTML answer needs a script nonce')
  const scripts = ["'self'", `'nonce-${context.nonce}'`, "'strict-dynamic'"]
  const upgrade: Array<[string]> = https ? [['upgrade-insecure-requests']] : []
  if (context.kind === 'admin') {
    return directives([
      ['default-src', ["'self'"]],
      ['script-src', scripts],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['img-src', ["'self'", 'data:', 'blob:']],
      ['font-src', ["'self'", 'data:']],
      ['connect-src', ["'self'"]],
      ['media-src', ["'self'", 'blob:']],
      ['worker-src', ["'self'", 'blob:']],
      ['frame-src', ["'self'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'self'"]],
      ...upgrade,
    ])
  }
  const gtm = config.tagManager
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', [...scripts, ...(gtm ? GTM_SCRIPT_HOSTS : [])]],
    // React style attributes (style={{…}}) and the card sandbox's styles need inline styles; scripts do not.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(gtm ? GTM_IMG_HOSTS : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...payments, ...(gtm ? GTM_CONNECT_HOSTS : [])]],
    ['frame-src', gtm ? GTM_SCRIPT_HOSTS : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The shop's own forms; a provider's hand-off may arrive as a redirect after one of them.
    ['form-action', ["'self'", ...payments]],
    ['frame-ancestors', [context.sameOriginFraming ? "'self'" : "'none'"]],
    ...upgrade,
  ])
}

/** The headers every answer gets; `contentSecurityPolicy: false` keeps a policy the app already set. */
export function securityHeaders(
  context: AnswerContext,
  config: SecurityPolicyConfig,
  options: { contentSecurityPolicy?: boolean } = {},
): Record<string, string> {
  const framable = context.kind === 'admin' || (context.kind === 'storefront' && context.sameOriginFraming)
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': framable ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (options.contentSecurityPolicy !== false)
    headers['content-security-policy'] = contentSecurityPolicy(context, config)
  if (isHttps(config.siteUrl)) headers['strict-transport-security'] = HSTS
  return headers
}

/** Which policy an answer gets: HTML under /admin is the admin's, other HTML the storefront's, the rest `other`. */
export function answerKind(pathname: string, contentType: string | undefined): AnswerKind {
  if (!contentType || !/^\s*text\/html\b/i.test(contentType)) return 'other'
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'storefront'
}

/**
 * The request header Next reads a page's script nonce from (`getScriptNonceFromHeaders`): only script-src, so Next
 * renders `nonce="…"` on its scripts; the browser never sees it.
 */
export function nonceRequestHeader(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'`
}

/**
 * The script nonce of this request, for a route handler that writes its own HTML (Next does this for pages): the
 * value the server will replace in the answer with the one its CSP names. Undefined without the server (next dev).
 */
export function requestScriptNonce(headers: Headers): string | undefined {
  const policy = headers.get('content-security-policy') ?? ''
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(scriptSrc ?? '')?.[1]
}
