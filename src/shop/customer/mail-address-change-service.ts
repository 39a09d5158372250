/**
 * Mail address change on my page (spec §7 customer/one-time-password/send and /verify, ADR 016): a code
 * sent to the NEW address proves the member reads it; verifying it changes the address at once and tells
 * the OLD address, so a change made from a borrowed session does not go unnoticed.
 */
import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { sendMail } from '@/shop/mail/mail-service'
import { type OtpFailure, OTP_MESSAGES, consumeOtp, sendOtp, verifyOtp } from '@/shop/otp/otp-service'

import type { CustomerChangeDeps } from './customer-change-deps'
import { CUSTOMER_MESSAGES } from './customer-messages'
import { addresseeOf, mailAddressChangedMail } from './customer-notice-mails'
import { maskEmail } from './mask-email'
import { isEmailTaken, memberById } from './member-lookup'

const PURPOSE = 'mail-address-change'

/** Refusals about the new address itself, shown next to its input. */
export type NewAddressRefusal =
  | { ok: false; reason: 'unchanged' | 'taken'; message: string }
  | { ok: false; reason: 'checks-limited'; retryAfterSeconds: number; message: string }
  | { ok: false; reason: 'gone'; message: string }

const ADDRESS_REASONS: ReadonlySet<string> = new Set(['unchanged', 'taken', 'checks-limited', 'gone'])

export const isNewAddressRefusal = (r: OtpFailure | NewAddressRefusal): r is NewAddressRefusal =>
  ADDRESS_REASONS.has(r.reason)

async function newAddressRefusal(
  deps: CustomerChangeDeps,
  customerId: Customer['id'],
  newEmail: string,
): Promise<NewAddressRefusal | null> {
  const member = await memberById(deps.payload, customerId)
  if (!member) return { ok: false, reason: 'gone', message: CUSTOMER_MESSAGES.gone }
  if (member.email === newEmail)
    return { ok: false, reason: 'unchanged', message: CUSTOMER_MESSAGES.emailUnchanged }
  const wait = await deps.customerLimits.beforeAddressCheck(customerId)
  if (wait !== null)
    return {
      ok: false,
      reason: 'checks-limited',
      retryAfterSeconds: wait,
      message: CUSTOMER_MESSAGES.addressChecksLimited,
    }
  if (await isEmailTaken(deps.payload, newEmail, customerId))
    return { ok: false, reason: 'taken', message: CUSTOMER_MESSAGES.emailTaken }
  return null
}

export interface MailAddressSendInput {
  customerId: Customer['id']
  /** Normalised (lower-case) by the call's schema. */
  newEmail: string
  ip: string
  transactionId?: string
}

export async function sendMailAddressChangeCode(
  deps: CustomerChangeDeps,
  input: MailAddressSendInput,
): Promise<{ ok: true; transactionId: string } | OtpFailure | NewAddressRefusal> {
  const refusal = await newAddressRefusal(deps, input.customerId, input.newEmail)
  if (refusal) return refusal
  const issued = await sendOtp(deps, {
    purpose: PURPOSE,
    email: input.newEmail,
    ip: input.ip,
    delivery: 'code',
    customerId: input.customerId,
    transactionId: input.transactionId,
  })
  if (issued.ok) logger.info('mail address change code sent', { customerId: input.customerId })
  return issued
}

export interface MailAddressVerifyInput {
  customerId: Customer['id']
  transactionId: string
  code: string
  newEmail: string
  ip: string
}

export async function completeMailAddressChange(
  deps: CustomerChangeDeps,
  input: MailAddressVerifyInput,
): Promise<{ ok: true; email: string } | OtpFailure | NewAddressRefusal> {
  const verified = await verifyOtp(deps, {
    purpose: PURPOSE,
    transactionId: input.transactionId,
    code: input.code,
    ip: input.ip,
  })
  if (!verified.ok) return verified
  // The code proves the mailbox; the transaction must also be this member's, for this very address.
  const consumed = await consumeOtp(deps, {
    purpose: PURPOSE,
    transactionId: input.transactionId,
    email: input.newEmail,
  })
  if (!consumed.ok) return consumed
  if (consumed.customerId !== input.customerId) {
    logger.warn('mail address change refused: transaction of another member', {
      customerId: input.customerId,
    })
    return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  }
  const member = await memberById(deps.payload, input.customerId)
  if (!member) return { ok: false, reason: 'gone', message: CUSTOMER_MESSAGES.gone }
  // Someone may have registered the address since the code was sent.
  if (await isEmailTaken(deps.payload, input.newEmail, input.customerId))
    return { ok: false, reason: 'taken', message: CUSTOMER_MESSAGES.emailTaken }
  const at = deps.now?.() ?? new Date()
  try {
    await deps.payload.update({
      collection: 'customers',
      id: member.id,
      overrideAccess: true,
      data: { email: input.newEmail },
    })
  } catch (error) {
    // The unique index caught a registration that slipped in between the check and the update.
    if (await isEmailTaken(deps.payload, input.newEmail, input.customerId))
      return { ok: false, reason: 'taken', message: CUSTOMER_MESSAGES.emailTaken }
    throw error
  }
  await sendMail(deps, mailAddressChangedMail(addresseeOf(member), maskEmail(input.newEmail), at))
  logger.info('member mail address changed', { customerId: member.id })
  return { ok: true, email: input.newEmail }
}
