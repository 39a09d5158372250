/**
 * Who may open the sandbox pages (the mailbox, the card sandbox's front door, the OIDC sandbox providers):
 * docs/adr/025-safe-demo-mode.md. The sandbox must be on, and the client must be this machine (loopback) or a
 * signed-in admin (the Payload session, as /preview/ checks it). Everyone else gets the same 404 as for a path that
 * does not exist, so an exposed demo does not even say that a mailbox is there.
 */
import { env } from '@/lib/config/env'
import { isLoopbackClient } from '@/lib/http/client-ip'

import { hasRole } from './access'
import { getShopPayload } from './get-payload'

export async function maySeeSandbox(request: Request): Promise<boolean> {
  if (!env.sandboxEnabled) return false
  if (isLoopbackClient(request)) return true
  // Only a request that carries a session is worth a look-up.
  if (!request.headers.get('cookie')?.includes('payload-token') && !request.headers.get('authorization'))
    return false
  const payload = await getShopPayload()
  const { user } = await payload.auth({ headers: request.headers })
  return hasRole(user as never, 'admin')
}

/** What the sandbox answers anyone else: a plain 404, like any unknown path. */
export const sandboxNotFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
