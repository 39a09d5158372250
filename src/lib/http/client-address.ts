/**
 * The one client-address rule (docs/adr/021-security-headers-and-client-address.md). Pure: the shop's server
 * (src/server/serve.ts) runs it on every request and hands the result to the app in CLIENT_ADDRESS_HEADER,
 * which it always overwrites; `clientIp(request)` (client-ip.ts) reads it.
 *
 * The hops a request came through are the X-Forwarded-For values followed by the socket's peer. Each trusted
 * proxy appended the address it saw, so with `trustedHops` proxies in front of the shop the client is the
 * address `trustedHops` places left of the socket peer. Anything further left was written by the client and is
 * ignored. With 0 trusted hops (the default) the socket peer is the client, whatever X-Forwarded-For says.
 */
import { isIP } from 'node:net'

/** The private request header the server sets (any copy a client sends is dropped first). */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/** What rate limits see when no address can be told (one shared bucket: errs on the side of limiting). */
export const UNKNOWN_CLIENT = 'unknown'

export interface ClientAddressInput {
  /** The TCP peer (`socket.remoteAddress`); undefined once the socket is gone. */
  socketAddress: string | undefined
  /** The raw X-Forwarded-For header(s) as received (Node joins repeated headers with ", "). */
  forwardedFor: string | string[] | undefined
  /** How many reverse proxies in front of the shop are trusted to append to X-Forwarded-For. */
  trustedHops: number
}

/** An IP address as written in a header: trimmed, `[v6]` and a `:port` on IPv4 dropped; undefined if not an IP. */
export function normalizeAddress(value: string | undefined): string | undefined {
  let text = value?.trim()
  if (!text) return undefined
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  return isIP(text) ? text.toLowerCase() : undefined
}

export function clientAddressFrom({ socketAddress, forwardedFor, trustedHops }: ClientAddressInput): string {
  const socket = normalizeAddress(socketAddress)
  if (!socket) return UNKNOWN_CLIENT
  const hops = Math.max(0, Math.floor(trustedHops))
  if (hops === 0) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const forwarded = header
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  const chain = [...forwarded, socket]
  // Fewer entries than trusted proxies: the request skipped some of them; the leftmost known hop is the best
  // there is, and it was still written by a trusted proxy or is the socket peer itself.
  const index = Math.max(0, chain.length - 1 - hops)
  return normalizeAddress(chain[index]) ?? UNKNOWN_CLIENT
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  const ip = normalizeAddress(address ?? undefined)
  if (!ip) return false
  if (isIP(ip) === 4) return ip.startsWith('127.')
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return true
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)
  return Boolean(mapped && mapped[1]!.startsWith('127.'))
}
