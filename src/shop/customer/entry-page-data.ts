/** What the entry pages show besides the form (GET pages/entry…): choices, rules, the code step's facts. */
import type { Payload } from 'payload'

import { PREFECTURE_NAMES } from '@/shop/address/prefectures'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { isVerifiedOtp } from '@/shop/otp/otp-service'
import { OTP_RULES } from '@/shop/otp/otp-rules'
import { hashTransactionId, isTransactionId } from '@/shop/otp/otp-code'

import { todayInJapan } from '@/shop/calendar/japan-date'

import { birthYears } from './birth-date'
import { eraLabelOfYear } from './japanese-era'
import { GENDERS } from './person-fields'
import { type EntryKind, entryPurpose } from './registration-service'

export function entryPageData(query: { key?: string; promotionId?: string }, now: Date = new Date()) {
  return {
    genders: GENDERS.map((g) => ({ value: g.value, label: g.label })),
    prefectures: [...PREFECTURE_NAMES],
    birthYears: birthYears(todayInJapan(now)).map((year) => ({
      value: String(year),
      label: `${year}年（${eraLabelOfYear(year)}）`,
    })),
    passwordMinLength: PASSWORD_MIN,
    passwordMaxLength: PASSWORD_MAX,
    key: query.key ?? null,
    promotionId: query.promotionId ?? null,
  }
}

export const OTP_STEP_FACTS = {
  validMinutes: OTP_RULES.validMs / 60_000,
  resendIntervalSeconds: OTP_RULES.resendIntervalMs / 1000,
  maxAttempts: OTP_RULES.maxFailedAttempts,
}

/** Whether the code step of a transaction is still open, done (verified, unused) or gone. */
export async function entryOtpStatus(
  payload: Payload,
  transactionId: string | undefined,
  kind: EntryKind,
): Promise<'pending' | 'verified' | 'unknown'> {
  if (!transactionId || !isTransactionId(transactionId)) return 'unknown'
  if (await isVerifiedOtp({ payload }, transactionId, entryPurpose(kind))) return 'verified'
  const { docs } = await payload.find({
    collection: 'one-time-passwords',
    overrideAccess: true,
    where: { transactionHash: { equals: hashTransactionId(transactionId) } },
    limit: 1,
    depth: 0,
  })
  const doc = docs[0]
  const open =
    doc &&
    doc.purpose === entryPurpose(kind) &&
    !doc.verifiedAt &&
    !doc.consumedAt &&
    !doc.lockedAt &&
    (doc.sentCount ?? 1) <= OTP_RULES.maxSends
  return open ? 'pending' : 'unknown'
}
