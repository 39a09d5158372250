/**
 * A verified group identity that matched no member, carried in a sealed cookie from the group sign-in to the
 * registration at /auth/entry/, which creates the member with groupSubject and isGroupStaff set and clears the
 * cookie. `email` is the address the IdP sent; only when the IdP marked it verified did the sign-in try to
 * link it (docs/adr/014-line-and-group-sign-in.md).
 */
import { z } from 'zod'

import { env } from '@/lib/config/env'

import type { GroupProfile } from './claims'
import { seal, unseal } from './sealed-cookie'

export const GROUP_PENDING_COOKIE = 'group_pending'
/** The registration page reads it, so it is sent site-wide. */
export const GROUP_PENDING_COOKIE_PATH = '/'

export type GroupPendingIdentity = {
  subject: string
  email: string
  lastName: string | null
  firstName: string | null
  isGroupStaff: boolean
}

const schema = z.object({
  subject: z.string().min(1),
  email: z.string().min(1),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  isGroupStaff: z.boolean(),
})

export function groupPendingIdentity(profile: GroupProfile & { email: string }): GroupPendingIdentity {
  return {
    subject: profile.subject,
    email: profile.email,
    lastName: profile.lastName,
    firstName: profile.firstName,
    isGroupStaff: profile.isGroupStaff,
  }
}

export function sealGroupPending(identity: GroupPendingIdentity, now?: Date): Promise<string> {
  return seal(identity, { purpose: GROUP_PENDING_COOKIE, secret: env.payloadSecret, now })
}

/** The pending identity, or null when the cookie is missing, tampered with or older than ten minutes. */
export async function openGroupPending(
  value: string | null | undefined,
): Promise<GroupPendingIdentity | null> {
  return unseal(value, schema, { purpose: GROUP_PENDING_COOKIE, secret: env.payloadSecret })
}
