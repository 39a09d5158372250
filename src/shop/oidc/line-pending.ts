/**
 * A verified LINE identity that no member is linked to yet, kept in a sealed cookie while the shopper signs in
 * with email and password on /login/line/linkage/ and then links it (POST /api/customer/line).
 */
import { z } from 'zod'

import { env } from '@/lib/config/env'

import { seal, unseal } from './sealed-cookie'

export const LINE_PENDING_COOKIE = 'line_pending'
/** The linkage page shows the LINE display name from it, so it is sent site-wide. */
export const LINE_PENDING_COOKIE_PATH = '/'

const schema = z.object({
  subject: z.string().min(1),
  displayName: z.string(),
  /** Where the shopper was going when they chose LINE; offered again once linked. */
  returnTo: z.string(),
})

export type LinePendingIdentity = z.infer<typeof schema>

export function sealLinePending(identity: LinePendingIdentity, now?: Date): Promise<string> {
  return seal(identity, { purpose: LINE_PENDING_COOKIE, secret: env.payloadSecret, now })
}

export async function openLinePending(
  value: string | null | undefined,
  now?: Date,
): Promise<LinePendingIdentity | null> {
  return unseal(value, schema, { purpose: LINE_PENDING_COOKIE, secret: env.payloadSecret, now })
}
