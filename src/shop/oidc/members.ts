/**
 * Member look-ups and writes the LINE and group sign-ins share. The subject fields cannot be written through
 * any staff door (field access), so the shop writes them with overrideAccess, as it does the password hash.
 * Starting the session is the route's (src/app/api/auth/member-session-response.ts), as for registration.
 */
import type { Payload, Where } from 'payload'

import type { Customer } from '@/cms/payload-types'

export type MemberRecord = Omit<Customer, 'passwordHash'>

export async function findMember(payload: Payload, where: Where): Promise<MemberRecord | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where,
    limit: 1,
    depth: 0,
    // The hash never leaves the password check.
    select: { passwordHash: false },
  })
  return docs[0] ?? null
}

export function updateMember(
  payload: Payload,
  id: number,
  data: Partial<Pick<Customer, 'lineSubject' | 'groupSubject' | 'isGroupStaff'>>,
): Promise<MemberRecord> {
  return payload.update({
    collection: 'customers',
    id,
    overrideAccess: true,
    data,
    depth: 0,
    select: { passwordHash: false },
  })
}
