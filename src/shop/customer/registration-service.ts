/**
 * Registration (docs/adr/013-registration.md): the code step (send, resend, verify) and creating the member.
 * The address is proven by a one-time password before the member exists; the code step answers the same
 * whether or not the address is registered (a registered address is mailed a notice instead of a code).
 */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { hashPassword } from '@/shop/auth/password-hash'
import { sendMail } from '@/shop/mail/mail-service'
import { type OtpDeps, consumeOtp, sendOtp, verifyOtp } from '@/shop/otp/otp-service'
import type { OtpPurpose } from '@/shop/otp/otp-purposes'

import { newCustomerNumber } from './customer-number'
import { CUSTOMER_TYPES, type CustomerTypeCode } from './customer-types'
import { welcomeMail } from './registration-mail'
import { customerProfileDataOfRegistration } from './person-address'
import type { Registration } from './registration-schema'

export type EntryKind = 'general' | 'kankeisha'

export const entryPurpose = (kind: EntryKind): OtpPurpose =>
  kind === 'kankeisha' ? 'kankeisha-entry' : 'entry'

export const REGISTRATION_MESSAGES = {
  emailTaken:
    'このメールアドレスはすでに会員登録されています。ログインするか、パスワードの再設定をご利用ください',
} as const

async function isRegistered(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email.trim().toLowerCase() } },
  })
  return totalDocs > 0
}

export interface SendEntryCodeInput {
  email: string
  kind: EntryKind
  ip: string
  /** Given to resend a new code for the same transaction. */
  transactionId?: string
}

export async function sendEntryCode(deps: OtpDeps, input: SendEntryCodeInput) {
  const delivery = (await isRegistered(deps.payload, input.email)) ? 'already-registered' : 'code'
  const purpose = entryPurpose(input.kind)
  return sendOtp(deps, {
    purpose,
    email: input.email,
    ip: input.ip,
    delivery,
    transactionId: input.transactionId,
  })
}

export function verifyEntryCode(
  deps: OtpDeps,
  input: { transactionId: string; code: string; kind: EntryKind; ip: string },
) {
  return verifyOtp(deps, { ...input, purpose: entryPurpose(input.kind) })
}

export interface RegistrationDeps extends OtpDeps {
  siteUrl: string
}

export interface LinkedIdentity {
  groupSubject?: string
  isGroupStaff?: boolean
}

export type RegisterResult =
  | { ok: true; customer: Omit<Customer, 'passwordHash'> }
  | { ok: false; reason: 'otp'; message: string }
  | { ok: false; reason: 'email-taken'; message: string }

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  /unique|duplicate|already (exists|registered)|次の値はすでに|value must be unique/i.test(
    `${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
  )

/**
 * Creates the member once the address was verified for this transaction. The one-time password is used up
 * first, so a replayed request cannot create a second member even if the address were freed in between.
 */
export async function registerCustomer(
  deps: RegistrationDeps,
  input: {
    registration: Registration
    transactionId: string
    kind: EntryKind
    customerType?: CustomerTypeCode
    linked?: LinkedIdentity
  },
): Promise<RegisterResult> {
  const { registration: r } = input
  const used = await consumeOtp(deps, {
    transactionId: input.transactionId,
    purpose: entryPurpose(input.kind),
    email: r.email1,
  })
  if (!used.ok) return { ok: false, reason: 'otp', message: used.message }
  if (await isRegistered(deps.payload, r.email1))
    return { ok: false, reason: 'email-taken', message: REGISTRATION_MESSAGES.emailTaken }
  const passwordHash = await hashPassword(r.newPassword)
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await deps.payload.create({
        collection: 'customers',
        overrideAccess: true,
        data: {
          ...customerProfileDataOfRegistration(r),
          email: r.email1,
          passwordHash,
          customerNumber: newCustomerNumber(),
          customerType: input.customerType ?? CUSTOMER_TYPES.general,
          stage: 0,
          swcPoint: 0,
          isRegularOrderCustomer: false,
          ...(input.linked?.groupSubject
            ? { groupSubject: input.linked.groupSubject, isGroupStaff: input.linked.isGroupStaff ?? false }
            : {}),
        },
      })
      const { passwordHash: _hash, ...customer } = created
      logger.info('member registered', { customerId: customer.id, kind: input.kind })
      await sendMail(
        deps,
        welcomeMail(r.email1, { ...r, customerNumber: customer.customerNumber ?? '' }, deps.siteUrl),
      )
      return { ok: true, customer }
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error
      // Either the number was drawn twice (try another) or the address was registered just now.
      if (await isRegistered(deps.payload, r.email1))
        return { ok: false, reason: 'email-taken', message: REGISTRATION_MESSAGES.emailTaken }
    }
  }
}
