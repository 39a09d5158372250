/**
 * Whether the request carries a live session of content staff (Payload's own cookie, checked by Payload), whatever
 * Next's draft mode says: the dated campaign preview (docs/adr/045-campaigns.md) needs this and its signed link.
 */
import 'server-only'

import { headers } from 'next/headers'

import { CONTENT_ROLES, hasRole } from '@/cms/access'
import { getShopPayload } from '@/cms/get-payload'

export async function hasContentStaffSession(): Promise<boolean> {
  const payload = await getShopPayload()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return hasRole(user as never, ...CONTENT_ROLES)
  } catch {
    return false
  }
}
