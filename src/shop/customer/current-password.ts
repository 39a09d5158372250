/**
 * The signed-in member proves the password again before changing it or withdrawing: a session alone (a
 * borrowed phone, a shared PC) must not be enough. Checks are counted per member before the comparison, and a
 * right password clears the count (customer-limits.ts).
 */
import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { verifyPassword } from '@/shop/auth/password-hash'

import type { CustomerChangeDeps } from './customer-change-deps'

export type CurrentPasswordCheck =
  | { ok: true; customer: Customer }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'gone' }

export async function checkCurrentPassword(
  deps: Pick<CustomerChangeDeps, 'payload' | 'customerLimits'>,
  customerId: Customer['id'],
  password: string,
): Promise<CurrentPasswordCheck> {
  const wait = await deps.customerLimits.beforePasswordCheck(customerId)
  if (wait !== null) {
    logger.warn('current password check refused: limit', { customerId })
    return { ok: false, reason: 'limited', retryAfterSeconds: wait }
  }
  const customer = await deps.payload
    .findByID({
      collection: 'customers',
      id: customerId,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  if (!customer || customer.withdrawnAt) return { ok: false, reason: 'gone' }
  if (!(await verifyPassword(password, customer.passwordHash))) {
    logger.info('current password wrong', { customerId })
    return { ok: false, reason: 'wrong' }
  }
  await deps.customerLimits.recordPasswordSuccess(customerId)
  return { ok: true, customer }
}
