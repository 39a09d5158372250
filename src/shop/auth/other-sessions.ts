/** Ends every session of a member except the one making the request (password change, ADR 016). */
import type { Payload } from 'payload'

import type { Customer, CustomerSession } from '@/cms/payload-types'

export async function revokeOtherSessions(
  payload: Payload,
  customerId: Customer['id'],
  keep: CustomerSession['id'],
  now: Date = new Date(),
): Promise<void> {
  await payload.update({
    collection: 'customer-sessions',
    overrideAccess: true,
    where: {
      and: [
        { customer: { equals: customerId } },
        { id: { not_equals: keep } },
        { revokedAt: { exists: false } },
      ],
    },
    data: { revokedAt: now.toISOString() },
  })
}
