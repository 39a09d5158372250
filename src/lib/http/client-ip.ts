/**
 * The client's address for rate limits and loopback-only pages (docs/adr/021-security-headers-and-client-address.md).
 *
 * The shop's server (src/server/serve.ts) computes it once per request from the socket peer and, only for
 * TRUSTED_PROXY_HOPS proxies, X-Forwarded-For (`clientAddressFrom`), and passes it in CLIENT_ADDRESS_HEADER,
 * dropping any copy the client sent. Without that header the app is not behind that server:
 * - in production (`next start` by hand) nothing the request carries can be trusted: UNKNOWN_CLIENT, one shared
 *   bucket, which errs on the side of limiting and is never loopback;
 * - in development and tests (`next dev`, route handlers called directly) the last X-Forwarded-For hop, which
 *   `next dev` sets to the socket peer when the client sent none (a client can still write it there: dev only).
 */
import { env } from '@/lib/config/env'

import { CLIENT_ADDRESS_HEADER, isLoopbackAddress, normalizeAddress, UNKNOWN_CLIENT } from './client-address'

type HasHeaders = { headers: Headers }

export function clientIp(request: HasHeaders): string {
  const fromServer = request.headers.get(CLIENT_ADDRESS_HEADER)
  if (fromServer !== null) return normalizeAddress(fromServer) ?? UNKNOWN_CLIENT
  if (env.isProduction) return UNKNOWN_CLIENT
  const hops = request.headers.get('x-forwarded-for')?.split(',') ?? []
  return normalizeAddress(hops[hops.length - 1]) ?? UNKNOWN_CLIENT
}

/** Whether the request comes from this machine (127.0.0.0/8, ::1, ::ffff:127.x): the sandbox pages' rule. */
export function isLoopbackClient(request: HasHeaders): boolean {
  return isLoopbackAddress(clientIp(request))
}
