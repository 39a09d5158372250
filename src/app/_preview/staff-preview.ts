/**
 * Whether this request may see drafts: Next's draft mode is on AND the request carries a live session of content
 * staff (issue 15: a copied `__prerender_bypass` cookie alone, or one left behind after the marketer signed out,
 * shows nothing unpublished). The staff session is Payload's own cookie, checked by Payload on every request.
 */
import 'server-only'

import { draftMode, headers } from 'next/headers'

import { CONTENT_ROLES, hasRole } from '@/cms/access'
import { getShopPayload } from '@/cms/get-payload'

export async function isStaffPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getShopPayload()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return hasRole(user as never, ...CONTENT_ROLES)
  } catch {
    return false
  }
}
