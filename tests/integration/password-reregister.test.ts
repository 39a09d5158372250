import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/api/auth/login/route'
import { GET as pageData } from '@/app/api/pages/password-reregister/route'
import { POST as complete } from '@/app/api/password-reregister/route'
import { POST as send } from '@/app/api/password-reregister/one-time-password/send/route'
import { POST as verify } from '@/app/api/password-reregister/one-time-password/verify/route'
import { verifyPassword } from '@/shop/auth/password-hash'
import { resolveSession } from '@/shop/auth/session-service'
import { hashTransactionId } from '@/shop/otp/otp-code'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { MEMBER_PASSWORD, createMember, latestMail, mailCount, nextIp, sessionToken } from './member-helper'
import { latestOtpCode } from './otp-mail-helper'

let payload: Payload
const NEW_PASSWORD = 'atarashii-mori-2027'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

function post(handler: typeof send, path: string, json: unknown, headers: Record<string, string> = {}) {
  return handler(
    apiRequest(path, { method: 'POST', json, headers: { 'x-forwarded-for': nextIp(), ...headers } }),
    noParams,
  )
}

async function sendCode(email: string, extra: Record<string, unknown> = {}) {
  return post(send, 'password-reregister/one-time-password/send', {
    email,
    botCheck: await solvedBotCheck(),
    ...extra,
  })
}

async function transactionFor(email: string): Promise<string> {
  const res = await sendCode(email)
  expect(res.status).toBe(200)
  return ((await res.json()) as { authenticateTransactionId: string }).authenticateTransactionId
}

const verifyCode = (authenticateTransactionId: string, code: string) =>
  post(verify, 'password-reregister/one-time-password/verify', { authenticateTransactionId, code })

const completeWith = (authenticateTransactionId: string, newPassword = NEW_PASSWORD, confirm = newPassword) =>
  post(complete, 'password-reregister', {
    authenticateTransactionId,
    newPassword,
    newPasswordConfirm: confirm,
  })

async function otpRecord(transactionId: string) {
  const { docs } = await payload.find({
    collection: 'one-time-passwords',
    overrideAccess: true,
    where: { transactionHash: { equals: hashTransactionId(transactionId) } },
  })
  const doc = docs[0]
  if (!doc) throw new Error('no transaction')
  return doc
}

async function signIn(email: string, password: string) {
  return login(
    apiRequest('auth/login', {
      method: 'POST',
      json: { email, password, botCheck: await solvedBotCheck() },
      headers: { 'x-forwarded-for': nextIp() },
    }),
    noParams,
  )
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/pages/password-reregister', () => {
  it('states the code rules the pages show', async () => {
    const res = await pageData(apiRequest('pages/password-reregister'), noParams)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      codeDigits: 6,
      validMinutes: 10,
      resendIntervalSeconds: 60,
      maxFailedAttempts: 5,
      passwordMinLength: 8,
    })
  })
})

describe('POST /api/password-reregister/one-time-password/send', () => {
  it('answers the same for a member and an unknown address; only the member gets a code', async () => {
    await createMember(payload, 'same-answer@example.jp')
    const member = await sendCode('Same-Answer@Example.jp ')
    const unknown = await sendCode('nobody-here@example.jp')
    expect(member.status).toBe(200)
    expect(unknown.status).toBe(200)
    const a = (await member.json()) as Record<string, string>
    const b = (await unknown.json()) as Record<string, string>
    expect(Object.keys(a)).toEqual(Object.keys(b))
    expect(a.authenticateTransactionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(b.authenticateTransactionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await latestOtpCode(payload, 'same-answer@example.jp')).toMatch(/^\d{6}$/)
    expect(await mailCount(payload, 'nobody-here@example.jp')).toBe(0)
  })

  it('needs the bot check and a well-formed address', async () => {
    const noBot = await post(send, 'password-reregister/one-time-password/send', { email: 'a@example.jp' })
    expect(noBot.status).toBe(400)
    const bad = await sendCode('not-an-address')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorBody).error.fields?.email).toBe(
      'メールアドレスの形式が正しくありません',
    )
  })

  it('resends to the same transaction only after 60 seconds; the new code replaces the old one', async () => {
    await createMember(payload, 'resend@example.jp')
    const id = await transactionFor('resend@example.jp')
    const first = await latestOtpCode(payload, 'resend@example.jp')
    const tooSoon = await sendCode('resend@example.jp', { authenticateTransactionId: id })
    expect(tooSoon.status).toBe(429)
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await tooSoon.json()) as ErrorBody).error.message).toMatch(/再送信できるまで、あと\d+秒/)

    const doc = await otpRecord(id)
    await payload.update({
      collection: 'one-time-passwords',
      id: doc.id,
      overrideAccess: true,
      data: { lastSentAt: new Date(Date.now() - 61_000).toISOString() },
    })
    const again = await sendCode('resend@example.jp', { authenticateTransactionId: id })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ authenticateTransactionId: id })
    const second = await latestOtpCode(payload, 'resend@example.jp')
    if (second !== first) expect((await verifyCode(id, first)).status).toBe(400)
    expect((await verifyCode(id, second)).status).toBe(200)
  })

  it('refuses a cross-origin POST', async () => {
    const res = await post(
      send,
      'password-reregister/one-time-password/send',
      { email: 'a@example.jp', botCheck: await solvedBotCheck() },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
    expect(((await res.json()) as ErrorBody).error.code).toBe('forbidden_origin')
  })
})

describe('the whole re-register', () => {
  it('sets the new password, ends every session and mails a notice without the password', async () => {
    const member = await createMember(payload, 'forgot@example.jp')
    const phone = await sessionToken(payload, member.id)
    const laptop = await sessionToken(payload, member.id)
    const id = await transactionFor('forgot@example.jp')
    const verified = await verifyCode(id, await latestOtpCode(payload, 'forgot@example.jp'))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ verified: true })

    const done = await completeWith(id)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ completed: true })

    expect(await resolveSession(payload, phone)).toBeNull()
    expect(await resolveSession(payload, laptop)).toBeNull()
    expect((await signIn('forgot@example.jp', MEMBER_PASSWORD)).status).toBe(401)
    expect((await signIn('forgot@example.jp', NEW_PASSWORD)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(NEW_PASSWORD, stored.passwordHash)).toBe(true)

    const notice = await latestMail(payload, 'forgot@example.jp', 'password-changed')
    expect(notice?.subject).toContain('パスワード変更のお知らせ')
    expect(notice?.text).toContain('森野 花子 様')
    expect(notice?.text).not.toContain(NEW_PASSWORD)

    // The transaction is used up.
    const again = await completeWith(id, 'mata-atarashii-2028')
    expect(again.status).toBe(410)
    expect(((await again.json()) as ErrorBody).error.code).toBe('otp_used')
  })

  it('names a confirmation that does not match, in Japanese, without using the transaction', async () => {
    await createMember(payload, 'mismatch@example.jp')
    const id = await transactionFor('mismatch@example.jp')
    await verifyCode(id, await latestOtpCode(payload, 'mismatch@example.jp'))
    const res = await completeWith(id, NEW_PASSWORD, `${NEW_PASSWORD}x`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields?.newPasswordConfirm).toBe(
      'パスワードとパスワード（確認）が一致しません',
    )
    const short = await completeWith(id, 'short', 'short')
    expect(((await short.json()) as ErrorBody).error.fields?.newPassword).toBe(
      'パスワードは8文字以上で入力してください',
    )
    expect((await completeWith(id)).status).toBe(200)
  })

  it('refuses to complete before the code is verified', async () => {
    await createMember(payload, 'unverified@example.jp')
    const id = await transactionFor('unverified@example.jp')
    const res = await completeWith(id)
    expect(res.status).toBe(410)
    expect(((await res.json()) as ErrorBody).error.code).toBe('otp_unverified')
  })

  it('a transaction of an unknown address never completes', async () => {
    const id = await transactionFor('ghost@example.jp')
    const res = await verifyCode(id, '123456')
    expect(res.status).toBe(400)
    expect((await completeWith(id)).status).toBe(410)
  })
})

describe('POST /api/password-reregister/one-time-password/verify', () => {
  it('counts wrong codes down, then locks the transaction (423) even for the right code', async () => {
    await createMember(payload, 'locked@example.jp')
    const id = await transactionFor('locked@example.jp')
    const code = await latestOtpCode(payload, 'locked@example.jp')
    const first = await verifyCode(id, wrong(code))
    expect(first.status).toBe(400)
    const body = (await first.json()) as ErrorBody
    expect(body.error.code).toBe('otp_invalid')
    expect(body.error.fields?.code).toContain('あと4回')
    for (let i = 0; i < 3; i++) expect((await verifyCode(id, wrong(code))).status).toBe(400)
    const fifth = await verifyCode(id, wrong(code))
    expect(fifth.status).toBe(423)
    expect(((await fifth.json()) as ErrorBody).error.message).toContain('5回間違えた')
    expect((await verifyCode(id, code)).status).toBe(423)
  })

  it('answers 410 for an expired code and for an unknown transaction', async () => {
    await createMember(payload, 'expired@example.jp')
    const id = await transactionFor('expired@example.jp')
    const doc = await otpRecord(id)
    await payload.update({
      collection: 'one-time-passwords',
      id: doc.id,
      overrideAccess: true,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await verifyCode(id, await latestOtpCode(payload, 'expired@example.jp'))
    expect(expired.status).toBe(410)
    const body = (await expired.json()) as ErrorBody
    expect(body.error.code).toBe('otp_expired')
    expect(body.error.message).toContain('有効期限')

    const unknown = await verifyCode('A'.repeat(43), '123456')
    expect(unknown.status).toBe(410)
  })

  it('asks for six digits in Japanese and forgives full-width digits', async () => {
    await createMember(payload, 'zenkaku@example.jp')
    const id = await transactionFor('zenkaku@example.jp')
    const shape = await verifyCode(id, '12ab')
    expect(shape.status).toBe(400)
    expect(((await shape.json()) as ErrorBody).error.fields?.code).toBe(
      '確認コードは6桁の数字で入力してください',
    )
    const code = await latestOtpCode(payload, 'zenkaku@example.jp')
    const fullWidth = code.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))
    expect((await verifyCode(id, fullWidth)).status).toBe(200)
  })
})
