/**
 * Password re-register for a member who forgot the password (spec §2 /password-reregister/, docs/adr/016):
 * a code mailed to the address proves the shopper reads the member's mail; then a new password is set and
 * every session of the member ends. The send step answers the same whether or not the address belongs to a
 * member (a transaction is created either way; only a member's address receives the code), so the page
 * cannot be used to learn who is a member. Logs carry the customer id only.
 */
import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { hashPassword } from '@/shop/auth/password-hash'
import { revokeAllSessions } from '@/shop/auth/session-service'
import { sendMail } from '@/shop/mail/mail-service'
import {
  type OtpDeps,
  type OtpFailure,
  OTP_MESSAGES,
  consumeOtp,
  sendOtp,
  verifyOtp,
} from '@/shop/otp/otp-service'

import { addresseeOf, passwordChangedMail } from './customer-notice-mails'
import { activeMemberByEmail, memberById } from './member-lookup'

const PURPOSE = 'password-reregister'

export interface SendInput {
  email: string
  ip: string
  /** Given to send a new code for the same transaction (the resend button). */
  transactionId?: string
}

export async function sendPasswordReregisterCode(
  deps: OtpDeps,
  input: SendInput,
): Promise<{ ok: true; transactionId: string } | OtpFailure> {
  const member = await activeMemberByEmail(deps.payload, input.email)
  const delivery = member ? 'code' : 'none'
  const issued = await sendOtp(deps, {
    purpose: PURPOSE,
    email: input.email,
    ip: input.ip,
    delivery,
    customerId: member?.id ?? null,
    transactionId: input.transactionId,
  })
  if (issued.ok) logger.info('password re-register code requested', { customerId: member?.id ?? null })
  return issued
}

export function verifyPasswordReregisterCode(
  deps: OtpDeps,
  input: { transactionId: string; code: string; ip: string },
) {
  return verifyOtp(deps, { ...input, purpose: PURPOSE })
}

export async function completePasswordReregister(
  deps: OtpDeps,
  input: { transactionId: string; newPassword: string },
): Promise<{ ok: true; customerId: Customer['id'] } | OtpFailure> {
  const consumed = await consumeOtp(deps, { transactionId: input.transactionId, purpose: PURPOSE })
  if (!consumed.ok) return consumed
  // Only a member's address received a code; a transaction without a member (or whose member withdrew
  // meanwhile) is answered like an unknown one.
  const member = consumed.customerId === null ? null : await memberById(deps.payload, consumed.customerId)
  if (!member) return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  const at = deps.now?.() ?? new Date()
  await deps.payload.update({
    collection: 'customers',
    id: member.id,
    overrideAccess: true,
    data: { passwordHash: await hashPassword(input.newPassword) },
  })
  // Whoever knew the old password (or held a session) is signed out everywhere.
  await revokeAllSessions(deps.payload, member.id, at)
  await sendMail(deps, passwordChangedMail(addresseeOf(member), at, 'reregister'))
  logger.info('member password re-registered', { customerId: member.id })
  return { ok: true, customerId: member.id }
}
