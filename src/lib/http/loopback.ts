/**
 * Is the client this machine? (docs/adr/025-safe-demo-mode.md: the sandbox pages answer loopback clients only, or a
 * signed-in admin.) TEMPORARY home: to be folded into src/lib/http/client-ip.ts at merge, where the client address
 * comes from the real socket (TRUSTED_PROXY_HOPS), not from a header the client writes.
 */
import { clientIp } from './client-ip'

/** 127.0.0.0/8, ::1 and the IPv4-mapped ::ffff:127.x.y.z (a dual-stack socket's view of 127.0.0.1). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false
  const value = address.trim().toLowerCase()
  if (value === '::1' || value === '0:0:0:0:0:0:0:1') return true
  const v4 = value.startsWith('::ffff:') ? value.slice('::ffff:'.length) : value
  const parts = v4.split('.')
  return (
    parts.length === 4 && parts[0] === '127' && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
  )
}

export function isLoopbackClient(request: Request): boolean {
  return isLoopbackAddress(clientIp(request))
}
