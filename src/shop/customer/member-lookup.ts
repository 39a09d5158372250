/** Finding members by what a shopper types, for the flows that start from an address. */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'

/** The member who signs in with this address, or null (none, or withdrawn). Addresses are stored lower-case. */
export async function activeMemberByEmail(payload: Payload, email: string): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
  })
  const found = docs[0]
  return found && !found.withdrawnAt ? found : null
}

/** Whether any record, another member's or a withdrawn one not yet released, holds the address. */
export async function isEmailTaken(
  payload: Payload,
  email: string,
  except?: Customer['id'],
): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    select: { email: true },
  })
  const found = docs[0]
  return Boolean(found && found.id !== except)
}

export async function memberById(payload: Payload, id: Customer['id']): Promise<Customer | null> {
  const found = await payload
    .findByID({ collection: 'customers', id, overrideAccess: true, depth: 0, disableErrors: true })
    .catch(() => null)
  return found && !found.withdrawnAt ? found : null
}
