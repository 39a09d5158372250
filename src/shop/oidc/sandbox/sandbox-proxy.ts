/**
 * Browser requests under /sandbox/oidc/<name>/ passed to the in-process sandbox provider and its answer passed
 * back unchanged: status, headers (every Set-Cookie), body, and redirects left for the browser to follow.
 */
import { SANDBOX_OIDC_BASE_PATH, type OidcProviderName } from '../providers'
import { forwardToSandbox, sandboxCookiePrefix, sandboxProvider } from './sandbox-provider'

// Set by forwardToSandbox or meaningful only on this hop.
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'cookie',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
])
// fetch has already decoded the body and will frame it anew.
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
])

/** Only the provider's own cookies: the shop's session and cart tokens have no business there. */
function providerCookies(header: string | null, prefix: string): string | null {
  if (!header) return null
  const own = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
  return own.length ? own.join('; ') : null
}

export async function proxyToSandbox(request: Request, name: OidcProviderName): Promise<Response> {
  const server = await sandboxProvider(name)
  const incoming = new URL(request.url)
  const base = `${SANDBOX_OIDC_BASE_PATH}/${name}`
  // Next serves these paths with a trailing slash; the provider's routes have none.
  const path = incoming.pathname.length > 1 ? incoming.pathname.replace(/\/$/, '') : incoming.pathname
  if (path !== base && !path.startsWith(`${base}/`)) return new Response('Not Found', { status: 404 })

  const headers = new Headers()
  request.headers.forEach((value, key) => {
    if (!DROPPED_REQUEST_HEADERS.has(key)) headers.set(key, value)
  })
  const cookie = providerCookies(request.headers.get('cookie'), sandboxCookiePrefix(name))
  if (cookie) headers.set('cookie', cookie)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const upstream = await forwardToSandbox(
    server,
    `${server.issuer}${path.slice(base.length)}${incoming.search}`,
    {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    },
  )

  const out = new Headers()
  upstream.headers.forEach((value, key) => {
    if (!DROPPED_RESPONSE_HEADERS.has(key)) out.append(key, value)
  })
  for (const line of upstream.headers.getSetCookie()) out.append('set-cookie', line)
  const empty = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304
  return new Response(empty ? null : await upstream.arrayBuffer(), { status: upstream.status, headers: out })
}
