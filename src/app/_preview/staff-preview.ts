/**
 * Whether this request may see drafts: Next's draft mode is on AND the request carries a live session of content
 * staff (issue 15: a copied `__prerender_bypass` cookie alone, or one left behind after the marketer signed out,
 * shows nothing unpublished). The staff session is Payload's own cookie, checked by Payload on every request.
 */
import 'server-only'

import { draftMode } from 'next/headers'

import { hasContentStaffSession } from './staff-session'

export async function isStaffPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  return hasContentStaffSession()
}
