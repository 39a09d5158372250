/**
 * Withdrawal (spec §7 DELETE customer, ADR 016). The record stays, because orders point at it and order
 * records must be kept for the statutory period; what makes it a member ends:
 * - the address becomes an undeliverable tombstone, so the shopper can register again with it and nothing
 *   is ever mailed to the old record;
 * - the password hash becomes the hash of a random secret nobody knows, and the links to outside sign-ins
 *   are cleared, so the account can never sign in again;
 * - every session ends; the mail magazine stops; points lapse through ledger rows (src/shop/points/point-ledger.ts).
 * A member with an active regular-delivery course (src/shop/courses/regular-courses.ts) cancels it first, so no
 * shipment outlives its customer.
 */
import { randomBytes } from 'node:crypto'

import type { Customer } from '@/cms/payload-types'
import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { hashPassword } from '@/shop/auth/password-hash'
import { revokeAllSessions } from '@/shop/auth/session-service'
import { hasActiveCourse } from '@/shop/courses/regular-courses'
import { sendMail } from '@/shop/mail/mail-service'
import { closeAccount } from '@/shop/points/point-ledger'

import type { CustomerChangeDeps } from './customer-change-deps'
import { addresseeOf, withdrawalMail } from './customer-notice-mails'
import { checkCurrentPassword } from './current-password'

/** RFC 2606 reserves .example: a tombstone can never reach a mailbox, and its id keeps it unique. */
export const tombstoneEmail = (id: Customer['id']) => `withdrawn+${id}@invalid.example`

export type WithdrawalResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-current' | 'gone' | 'regular-order' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }

export async function withdraw(
  deps: CustomerChangeDeps,
  customerId: Customer['id'],
  currentPassword: string,
): Promise<WithdrawalResult> {
  const check = await checkCurrentPassword(deps, customerId, currentPassword)
  if (!check.ok) return check.reason === 'wrong' ? { ok: false, reason: 'wrong-current' } : check
  const member = check.customer
  const at = deps.now?.() ?? new Date()
  const notice = withdrawalMail(addresseeOf(member), at)
  const { payload } = deps
  const done = await withTransaction(payload, async (tx) => {
    // The courses are the truth (the flag follows them): a running course blocks the withdrawal.
    if (await hasActiveCourse(payload, customerId, tx)) return false
    await closeAccount(payload, tx, customerId)
    await payload.update({
      collection: 'customers',
      id: customerId,
      overrideAccess: true,
      req: tx.req,
      data: {
        withdrawnAt: at.toISOString(),
        email: tombstoneEmail(customerId),
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        lineSubject: null,
        groupSubject: null,
        wantsMailMagazine: false,
      },
    })
    return true
  })
  if (!done) {
    logger.info('withdrawal refused: regular-delivery course', { customerId })
    return { ok: false, reason: 'regular-order' }
  }
  await revokeAllSessions(deps.payload, customerId, at)
  // Sent last, to the address the member had: the record no longer holds it.
  await sendMail(deps, notice)
  logger.info('member withdrew', { customerId })
  return { ok: true }
}
