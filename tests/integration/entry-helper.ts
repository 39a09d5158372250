/** Registration through the real routes, as the /entry/ pages do it: code by mail, verify, create. */
import type { Payload } from 'payload'

import { POST as sendCode } from '@/app/api/auth/one-time-password/send/route'
import { POST as verifyCode } from '@/app/api/auth/one-time-password/verify/route'
import { POST as createCustomer } from '@/app/api/customer/route'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams } from './helpers'
import { latestOtpCode } from './otp-mail-helper'

let ip = 0
/** Each registration comes from its own IP so send limits of one test do not reach another. */
export const nextIp = () => `10.30.${Math.floor(++ip / 250)}.${ip % 250}`

export function registrationOf(email1: string, over: Record<string, unknown> = {}) {
  return {
    lastName: '山田',
    firstName: '葵',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'アオイ',
    gender: 'Female',
    birthYear: '1990',
    birthMonth: '4',
    birthDay: '1',
    zipNumber: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
    streetAddress: '1-1',
    phoneNumber: '090-1234-5678',
    email1,
    newPassword: 'aoi-no-hana-2026',
    newPasswordConfirm: 'aoi-no-hana-2026',
    agreeTerms: true,
    ...over,
  }
}

export async function post(
  handler: typeof sendCode,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
) {
  return handler(
    apiRequest(path, { method: 'POST', json, headers: { 'x-forwarded-for': nextIp(), ...headers } }),
    noParams,
  )
}

export async function sendEntryCode(email1: string, extra: Record<string, unknown> = {}) {
  return post(sendCode, 'auth/one-time-password/send', { email1, botCheck: await solvedBotCheck(), ...extra })
}

export async function verifiedTransaction(
  payload: Payload,
  email1: string,
  extra: Record<string, unknown> = {},
) {
  const sent = await sendEntryCode(email1, extra)
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${await sent.text()}`)
  const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
  const code = await latestOtpCode(payload, email1)
  const verified = await post(verifyCode, 'auth/one-time-password/verify', {
    authenticateTransactionId,
    code,
    entryType: extra.entryType,
  })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`)
  return authenticateTransactionId
}

/** A new member, signed in: returns the create response. */
export async function register(payload: Payload, email1: string, over: Record<string, unknown> = {}) {
  const authenticateTransactionId = await verifiedTransaction(payload, email1)
  return post(createCustomer, 'customer', { ...registrationOf(email1, over), authenticateTransactionId })
}
