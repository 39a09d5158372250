/**
 * Password change on my page (spec §7 PUT customer/password): the current password again, then the new
 * one. The session that made the change stays signed in; every other session of the member ends, so a
 * device that was signed in with the old password is out. The owner gets a notice mail.
 */
import type { Customer, CustomerSession } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { revokeOtherSessions } from '@/shop/auth/other-sessions'
import { hashPassword } from '@/shop/auth/password-hash'
import { sendMail } from '@/shop/mail/mail-service'

import type { CustomerChangeDeps } from './customer-change-deps'
import { addresseeOf, passwordChangedMail } from './customer-notice-mails'
import { checkCurrentPassword } from './current-password'
import type { PasswordChange } from './password-inputs'

export type PasswordChangeResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-current' | 'gone' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }

export async function changePassword(
  deps: CustomerChangeDeps,
  member: { customerId: Customer['id']; sessionId: CustomerSession['id'] },
  input: PasswordChange,
): Promise<PasswordChangeResult> {
  const check = await checkCurrentPassword(deps, member.customerId, input.currentPassword)
  if (!check.ok) return check.reason === 'wrong' ? { ok: false, reason: 'wrong-current' } : check
  const at = deps.now?.() ?? new Date()
  await deps.payload.update({
    collection: 'customers',
    id: member.customerId,
    overrideAccess: true,
    data: { passwordHash: await hashPassword(input.newPassword) },
  })
  await revokeOtherSessions(deps.payload, member.customerId, member.sessionId, at)
  await sendMail(deps, passwordChangedMail(addresseeOf(check.customer), at, 'change'))
  logger.info('member password changed', { customerId: member.customerId })
  return { ok: true }
}
