/**
 * A member's own course by its number (spec §5 regularOrderNumber): another member's number, or one that does
 * not exist, is the same "not found" (docs/adr/035), so a number never tells whose it is.
 */
import type { Payload } from 'payload'

import type { RegularCourse } from '@/cms/payload-types'
import type { Transaction } from '@/cms/transaction'

export async function memberCourse(
  payload: Payload,
  customerId: number,
  regularOrderNumber: string,
  tx?: Transaction,
): Promise<RegularCourse | null> {
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: {
      and: [{ regularOrderNumber: { equals: regularOrderNumber } }, { customer: { equals: customerId } }],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: tx?.req,
  })
  return docs[0] ?? null
}
