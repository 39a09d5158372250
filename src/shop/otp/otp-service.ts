/**
 * Email one-time-password transactions (docs/adr/012-one-time-passwords.md): issue (and mail), resend, verify,
 * and consume by the step that completes the operation. The browser holds the transaction id
 * (authenticateTransactionId); the database holds its hash, the keyed hash of the code and of the address.
 * Logs carry the purpose and record id only.
 */
import type { Payload } from 'payload'

import { setIfEmpty } from '@/cms/guarded-update'
import type { Customer, OneTimePassword } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { type MailTransport, sendMail } from '@/shop/mail/mail-service'

import {
  codeMatches,
  hashEmail,
  hashOtpCode,
  hashTransactionId,
  isTransactionId,
  newOtpCode,
  newTransactionId,
} from './otp-code'
import type { OtpLimits } from './otp-limits'
import { alreadyRegisteredMail, type OtpDelivery, otpMail } from './otp-mail'
import type { OtpPurpose } from './otp-purposes'
import {
  OTP_RULES,
  type OtpTimes,
  afterFailure,
  consumeRefusal,
  expiryFrom,
  isCodeShape,
  normaliseCode,
  resendRefusal,
  verifyRefusal,
} from './otp-rules'

const COLLECTION = 'one-time-passwords'

export interface OtpDeps {
  payload: Payload
  /** Keys the hashes of codes and addresses (the server secret). */
  secret: string
  transport: MailTransport
  from: string
  limits: OtpLimits
  now?: () => Date
}

export const OTP_MESSAGES = {
  limited: '確認コードの送信・入力の回数が上限に達しました。しばらく時間をおいてからお試しください。',
  tooSoon: (seconds: number) => `確認コードを再送信できるまで、あと${seconds}秒お待ちください。`,
  tooMany: '確認コードの再送信の回数が上限に達しました。最初からお手続きをやり直してください。',
  unknown: '確認コードの有効期限が切れたか、お手続きが見つかりません。最初からお手続きをやり直してください。',
  invalid: (remaining: number) =>
    `確認コードが正しくありません。あと${remaining}回間違えると、このお手続きは使えなくなります。`,
  shape: '確認コードは6桁の数字で入力してください',
  expired: '確認コードの有効期限（10分）が切れました。確認コードを再送信してください。',
  locked: '確認コードを5回間違えたため、このお手続きは使えなくなりました。最初からやり直してください。',
  used: 'この確認コードはすでに使用されています。最初からお手続きをやり直してください。',
  unverified: '確認コードによる認証が済んでいません。',
} as const

export type OtpFailure =
  | { ok: false; reason: 'limited'; retryAfterSeconds: number; message: string }
  | { ok: false; reason: 'too-soon'; retryAfterSeconds: number; message: string }
  | {
      ok: false
      reason: 'too-many' | 'unknown' | 'shape' | 'expired' | 'locked' | 'used' | 'unverified'
      message: string
    }
  | { ok: false; reason: 'invalid'; remainingAttempts: number; message: string }

const now = (deps: OtpDeps) => deps.now?.() ?? new Date()

function timesOf(doc: OneTimePassword): OtpTimes {
  const date = (v: string | null | undefined) => (v ? new Date(v) : null)
  return {
    expiresAt: new Date(doc.expiresAt),
    failedAttempts: doc.failedAttempts ?? 0,
    lockedAt: date(doc.lockedAt),
    verifiedAt: date(doc.verifiedAt),
    consumedAt: date(doc.consumedAt),
    sentCount: doc.sentCount ?? 1,
    lastSentAt: new Date(doc.lastSentAt),
  }
}

async function find(
  deps: Pick<OtpDeps, 'payload'>,
  transactionId: string,
  purpose: OtpPurpose,
): Promise<OneTimePassword | null> {
  if (!isTransactionId(transactionId)) return null
  const { docs } = await deps.payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    where: { transactionHash: { equals: hashTransactionId(transactionId) } },
    limit: 1,
    depth: 0,
  })
  const doc = docs[0]
  // A transaction of another purpose is reported as unknown: a registration code never resets a password.
  return doc && doc.purpose === purpose ? doc : null
}

async function deliver(deps: OtpDeps, purpose: OtpPurpose, email: string, code: string, how: OtpDelivery) {
  if (how === 'none') return
  const mail = how === 'code' ? otpMail(purpose, email, code) : alreadyRegisteredMail(purpose, email)
  await sendMail(deps, mail)
}

export interface IssueInput {
  purpose: OtpPurpose
  email: string
  ip: string
  /** What the address gets: the code, a notice that it is already registered, or nothing (unknown member). */
  delivery: OtpDelivery
  customerId?: Customer['id'] | null
}

export async function issueOtp(
  deps: OtpDeps,
  input: IssueInput,
): Promise<{ ok: true; transactionId: string } | OtpFailure> {
  const emailHash = hashEmail(deps.secret, input.email)
  const wait = await deps.limits.beforeSend(input.ip, emailHash)
  if (wait !== null) {
    logger.warn('one-time password refused: send limit', { purpose: input.purpose })
    return { ok: false, reason: 'limited', retryAfterSeconds: wait, message: OTP_MESSAGES.limited }
  }
  const at = now(deps)
  const transactionId = newTransactionId()
  const code = newOtpCode()
  const doc = await deps.payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    data: {
      transactionHash: hashTransactionId(transactionId),
      purpose: input.purpose,
      emailHash,
      codeHash: hashOtpCode(deps.secret, transactionId, code),
      customer: input.customerId ?? null,
      expiresAt: expiryFrom(at).toISOString(),
      sentCount: 1,
      lastSentAt: at.toISOString(),
      failedAttempts: 0,
    },
  })
  await deliver(deps, input.purpose, input.email, code, input.delivery)
  logger.info('one-time password issued', { purpose: input.purpose, otpId: doc.id })
  return { ok: true, transactionId }
}

export interface ResendInput extends Omit<IssueInput, 'customerId'> {
  transactionId: string
}

/** A new code for the same transaction (the old one stops working), to the address it was issued for. */
export async function resendOtp(deps: OtpDeps, input: ResendInput): Promise<{ ok: true } | OtpFailure> {
  const doc = await find(deps, input.transactionId, input.purpose)
  const emailHash = hashEmail(deps.secret, input.email)
  if (!doc || doc.emailHash !== emailHash)
    return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  const at = now(deps)
  const refusal = resendRefusal(timesOf(doc), at)
  if (refusal === 'used') return { ok: false, reason: 'used', message: OTP_MESSAGES.used }
  if (refusal === 'locked') return { ok: false, reason: 'locked', message: OTP_MESSAGES.locked }
  if (refusal && typeof refusal === 'object') {
    return refusal.reason === 'too-soon'
      ? {
          ok: false,
          reason: 'too-soon',
          retryAfterSeconds: refusal.retryAfterSeconds,
          message: OTP_MESSAGES.tooSoon(refusal.retryAfterSeconds),
        }
      : { ok: false, reason: 'too-many', message: OTP_MESSAGES.tooMany }
  }
  // The stored interval and count above were read, not taken: this counts the resend first, so of parallel
  // resends one goes through per interval.
  const soon = await deps.limits.takeResend(doc.transactionHash)
  if (soon !== null)
    return { ok: false, reason: 'too-soon', retryAfterSeconds: soon, message: OTP_MESSAGES.tooSoon(soon) }
  const wait = await deps.limits.beforeSend(input.ip, emailHash)
  if (wait !== null)
    return { ok: false, reason: 'limited', retryAfterSeconds: wait, message: OTP_MESSAGES.limited }
  const code = newOtpCode()
  await deps.payload.update({
    collection: COLLECTION,
    id: doc.id,
    overrideAccess: true,
    data: {
      codeHash: hashOtpCode(deps.secret, input.transactionId, code),
      expiresAt: expiryFrom(at).toISOString(),
      sentCount: (doc.sentCount ?? 1) + 1,
      lastSentAt: at.toISOString(),
    },
  })
  await deliver(deps, input.purpose, input.email, code, input.delivery)
  logger.info('one-time password resent', { purpose: input.purpose, otpId: doc.id })
  return { ok: true }
}

/**
 * The send step of every code flow: a new transaction, or — when the page sends the transaction it already has
 * (the resend button) — a new code for that transaction.
 */
export async function sendOtp(
  deps: OtpDeps,
  input: IssueInput & { transactionId?: string },
): Promise<{ ok: true; transactionId: string } | OtpFailure> {
  const { transactionId, customerId, ...send } = input
  if (!transactionId) return issueOtp(deps, { ...send, customerId })
  const resent = await resendOtp(deps, { ...send, transactionId })
  return resent.ok ? { ok: true, transactionId } : resent
}

export interface VerifyInput {
  transactionId: string
  purpose: OtpPurpose
  code: string
  ip: string
}

export async function verifyOtp(deps: OtpDeps, input: VerifyInput): Promise<{ ok: true } | OtpFailure> {
  const code = normaliseCode(input.code)
  if (!isCodeShape(code)) return { ok: false, reason: 'shape', message: OTP_MESSAGES.shape }
  const wait = await deps.limits.beforeCheck(input.ip)
  if (wait !== null)
    return { ok: false, reason: 'limited', retryAfterSeconds: wait, message: OTP_MESSAGES.limited }
  const doc = await find(deps, input.transactionId, input.purpose)
  if (!doc) return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  const at = now(deps)
  const refusal = verifyRefusal(timesOf(doc), at)
  if (refusal) return { ok: false, reason: refusal, message: OTP_MESSAGES[refusal] }
  if (!(await deps.limits.takeTry(doc.transactionHash))) {
    return { ok: false, reason: 'locked', message: OTP_MESSAGES.locked }
  }
  if (!codeMatches(deps.secret, input.transactionId, code, doc.codeHash)) {
    const next = afterFailure(doc.failedAttempts ?? 0)
    await deps.payload.update({
      collection: COLLECTION,
      id: doc.id,
      overrideAccess: true,
      data: { failedAttempts: next.failedAttempts, ...(next.locks ? { lockedAt: at.toISOString() } : {}) },
    })
    logger.info('one-time password wrong', { purpose: input.purpose, otpId: doc.id, locked: next.locks })
    if (next.locks) return { ok: false, reason: 'locked', message: OTP_MESSAGES.locked }
    const remainingAttempts = Math.max(0, OTP_RULES.maxFailedAttempts - next.failedAttempts)
    return {
      ok: false,
      reason: 'invalid',
      remainingAttempts,
      message: OTP_MESSAGES.invalid(remainingAttempts),
    }
  }
  await deps.payload.update({
    collection: COLLECTION,
    id: doc.id,
    overrideAccess: true,
    data: { verifiedAt: at.toISOString() },
  })
  logger.info('one-time password verified', { purpose: input.purpose, otpId: doc.id })
  return { ok: true }
}

export interface ConsumeInput {
  transactionId: string
  purpose: OtpPurpose
  /** When given, the transaction must have been issued for this address. */
  email?: string
}

/**
 * Used once by the step that completes the operation (creating the member, setting the password). Returns the
 * member the transaction was issued for, if any.
 */
export async function consumeOtp(
  deps: OtpDeps,
  input: ConsumeInput,
): Promise<{ ok: true; customerId: Customer['id'] | null } | OtpFailure> {
  const doc = await find(deps, input.transactionId, input.purpose)
  if (!doc || (input.email !== undefined && doc.emailHash !== hashEmail(deps.secret, input.email))) {
    return { ok: false, reason: 'unknown', message: OTP_MESSAGES.unknown }
  }
  const at = now(deps)
  const refusal = consumeRefusal(timesOf(doc), at)
  if (refusal) return { ok: false, reason: refusal, message: OTP_MESSAGES[refusal] }
  // One conditional UPDATE: of two completing requests, exactly one gets the transaction.
  if (!(await setIfEmpty(deps.payload, COLLECTION, doc.id, 'consumedAt', at.toISOString()))) {
    return { ok: false, reason: 'used', message: OTP_MESSAGES.used }
  }
  const customer = doc.customer
  return {
    ok: true,
    customerId: customer == null ? null : typeof customer === 'object' ? customer.id : customer,
  }
}

/** Whether the transaction is verified and not yet used: pages ask before showing the completing step. */
export async function isVerifiedOtp(
  deps: Pick<OtpDeps, 'payload' | 'now'>,
  transactionId: string,
  purpose: OtpPurpose,
): Promise<boolean> {
  const doc = await find(deps, transactionId, purpose)
  return Boolean(doc && consumeRefusal(timesOf(doc), deps.now?.() ?? new Date()) === null)
}
