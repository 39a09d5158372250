import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as sendCode } from '@/app/api/auth/one-time-password/send/route'
import { POST as verifyCode } from '@/app/api/auth/one-time-password/verify/route'
import { POST as createKankeisha } from '@/app/api/customer/kankeisha/route'
import { POST as createCustomer } from '@/app/api/customer/route'
import { GET as entryPage } from '@/app/api/pages/entry/route'
import { resolveSession } from '@/shop/auth/session-service'
import { GET as otpPage } from '@/app/api/pages/entry/one-time-password/route'

import { solvedBotCheck } from './bot-check-helper'
import { post, register, registrationOf, sendEntryCode, verifiedTransaction } from './entry-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { latestOtpCode } from './otp-mail-helper'

let payload: Payload
let n = 0
const email = () => `entry-${++n}-${Date.now()}@example.jp`
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

beforeAll(async () => {
  payload = await testPayload()
})

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]

async function mailsTo(to: string) {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: to } },
    overrideAccess: true,
  })
  return docs
}

describe('registration (/entry/)', () => {
  it('registers a verified address and leaves the new member signed in', async () => {
    const address = email()
    const res = await register(payload, address)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      isLoggedIn: boolean
      customerNumber: string
      ecCustomer: { lastName: string }
    }
    expect(body).toMatchObject({ isLoggedIn: true, ecCustomer: { lastName: '山田' } })
    expect(body.customerNumber).toMatch(/^\d{8}$/)
    const session = cookieOf(res, 'shop_session')
    expect(session).toBeTruthy()
    const active = await resolveSession(payload, session!.slice('shop_session='.length))
    expect(active?.customer.email).toBe(address)
    const { docs } = await payload.find({
      collection: 'customers',
      where: { email: { equals: address } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      postalCode: '1000001',
      phone: '09012345678',
      customerType: '1111',
      stage: 0,
    })
    expect((await mailsTo(address)).map((m) => m.kind).sort()).toEqual(['entry-complete', 'otp-entry'])
  })

  it('answers the same for a registered address, which gets a notice instead of a code', async () => {
    const address = email()
    await register(payload, address)
    const again = await sendEntryCode(address)
    expect(again.status).toBe(200)
    expect(Object.keys((await again.json()) as object).sort()).toEqual([
      'authenticateTransactionId',
      'resendIntervalSeconds',
      'validMinutes',
    ])
    const notice = (await mailsTo(address)).find((m) => m.kind === 'otp-entry-registered')
    expect(notice?.text).toContain('すでに会員として登録されています')
    expect(notice?.text).not.toMatch(/\d{6}/)
  })

  it('does not create a member without a verified code, and uses a code once', async () => {
    const address = email()
    const sent = await sendEntryCode(address)
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const early = await post(createCustomer, 'customer', {
      ...registrationOf(address),
      authenticateTransactionId,
    })
    expect(early.status).toBe(410)
    expect(((await early.json()) as ErrorBody).error.message).toBe('確認コードによる認証が済んでいません。')

    const code = await latestOtpCode(payload, address)
    expect(
      (await post(verifyCode, 'auth/one-time-password/verify', { authenticateTransactionId, code })).status,
    ).toBe(200)
    const first = await post(createCustomer, 'customer', {
      ...registrationOf(address),
      authenticateTransactionId,
    })
    expect(first.status).toBe(200)
    const replay = await post(createCustomer, 'customer', {
      ...registrationOf(address),
      authenticateTransactionId,
    })
    expect(replay.status).toBe(410)
    expect(
      await payload.count({
        collection: 'customers',
        where: { email: { equals: address } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 1 })
  })

  it('a code verified for one address does not register another', async () => {
    const authenticateTransactionId = await verifiedTransaction(payload, email())
    const other = email()
    const res = await post(createCustomer, 'customer', {
      ...registrationOf(other),
      authenticateTransactionId,
    })
    expect(res.status).toBe(410)
  })

  it('names every wrong field in Japanese', async () => {
    const res = await post(createCustomer, 'customer', {
      ...registrationOf('not-an-address', {
        lastNameKana: 'Yamada',
        newPasswordConfirm: 'x',
        agreeTerms: false,
      }),
      authenticateTransactionId: 'x',
    })
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as ErrorBody
    expect(error.fields).toMatchObject({
      email1: 'メールアドレスの形式が正しくありません',
      lastNameKana: 'フリガナ（セイ）は全角カタカナで入力してください',
      newPasswordConfirm: 'パスワードとパスワード（確認）が一致しません',
      agreeTerms: '会員規約・個人情報の取り扱いへの同意が必要です',
    })
  })

  it('wrong codes are counted and answered in Japanese', async () => {
    const address = email()
    const sent = await sendEntryCode(address)
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const code = await latestOtpCode(payload, address)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await post(verifyCode, 'auth/one-time-password/verify', {
      authenticateTransactionId,
      code: wrong,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields?.code).toContain('あと4回')
  })

  it('requires the bot check before mailing a code', async () => {
    const res = await post(sendCode, 'auth/one-time-password/send', { email1: email() })
    expect(res.status).toBe(400)
  })

  it('refuses a cross-origin POST', async () => {
    const res = await post(
      sendCode,
      'auth/one-time-password/send',
      { email1: email(), botCheck: await solvedBotCheck() },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
  })

  it('the code page tells whether the step is open or done', async () => {
    const address = email()
    const sent = await sendEntryCode(address)
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const status = async () =>
      (
        (await (
          await otpPage(
            apiRequest(
              `pages/entry/one-time-password?authenticateTransactionId=${authenticateTransactionId}`,
            ),
            noParams,
          )
        ).json()) as { status: string }
      ).status
    expect(await status()).toBe('pending')
    await post(verifyCode, 'auth/one-time-password/verify', {
      authenticateTransactionId,
      code: await latestOtpCode(payload, address),
    })
    expect(await status()).toBe('verified')
  })

  it('the entry page offers birth years with their era names', async () => {
    const res = await entryPage(apiRequest('pages/entry?key=spring_2026'), noParams)
    const body = (await res.json()) as { birthYears: { value: string; label: string }[]; key: string }
    expect(body.key).toBe('spring_2026')
    expect(body.birthYears.find((y) => y.value === '1989')?.label).toBe('1989年（昭和64年／平成元年）')
  })
})

describe('kankeisha entry', () => {
  beforeAll(async () => {
    await payload.create({
      collection: 'kankeisha-invitations',
      overrideAccess: true,
      data: { label: 'テスト用', code: 'test-partner-1', customerType: '1421', active: true },
    })
  })

  it('refuses an unknown invitation code before any mail is sent', async () => {
    const address = email()
    const res = await sendEntryCode(address, { entryType: 'kankeisha', invitationCode: 'NOPE-0000' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields?.invitationCode).toContain('招待コードが正しくない')
    expect(await mailsTo(address)).toHaveLength(0)
  })

  it('registers a kankeisha member with the type of the invitation', async () => {
    const address = email()
    const authenticateTransactionId = await verifiedTransaction(payload, address, {
      entryType: 'kankeisha',
      invitationCode: 'TEST-PARTNER-1',
    })
    const res = await post(createKankeisha, 'customer/kankeisha', {
      ...registrationOf(address),
      authenticateTransactionId,
      invitationCode: 'test-partner-1',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ isKankeisha: true, ecCustomer: { customerType: '1421' } })
  })

  it('a general entry code does not complete a kankeisha entry', async () => {
    const address = email()
    const authenticateTransactionId = await verifiedTransaction(payload, address)
    const res = await post(createKankeisha, 'customer/kankeisha', {
      ...registrationOf(address),
      authenticateTransactionId,
      invitationCode: 'TEST-PARTNER-1',
    })
    expect(res.status).toBe(410)
  })
})
