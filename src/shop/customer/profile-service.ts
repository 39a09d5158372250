/** Customer changes on my page (spec §7 PUT customer): the signed-in member's own profile, nothing else. */
import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'

import type { CustomerChangeDeps } from './customer-change-deps'
import { customerProfileDataOfRegistration } from './person-address'
import type { Profile } from './registration-schema'

export async function updateProfile(
  deps: Pick<CustomerChangeDeps, 'payload'>,
  customerId: Customer['id'],
  profile: Profile,
): Promise<Omit<Customer, 'passwordHash'>> {
  const updated = await deps.payload.update({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
    data: customerProfileDataOfRegistration(profile),
    select: { passwordHash: false },
  })
  logger.info('member profile updated', { customerId })
  return updated
}
