import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/api/auth/login/route'
import { POST as sendChangeCode } from '@/app/api/customer/one-time-password/send/route'
import { POST as verifyChangeCode } from '@/app/api/customer/one-time-password/verify/route'
import { PUT as putPassword } from '@/app/api/customer/password/route'
import { DELETE as deleteCustomer, PUT as putCustomer } from '@/app/api/customer/route'
import { POST as sendReregisterCode } from '@/app/api/password-reregister/one-time-password/send/route'
import type { RouteHandler } from '@/lib/api/server'
import { verifyPassword } from '@/shop/auth/password-hash'
import { resolveSession } from '@/shop/auth/session-service'

import { solvedBotCheck } from './bot-check-helper'
import { register } from './entry-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import {
  MEMBER_PASSWORD,
  createMember,
  latestMail,
  mailCount,
  nextIp,
  sessionToken,
  withSession,
} from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'
import { latestOtpCode } from './otp-mail-helper'

let payload: Payload

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

function call(
  handler: RouteHandler,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  json: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  return handler(
    apiRequest(path, {
      method,
      json,
      headers: { 'x-forwarded-for': nextIp(), ...(token ? withSession(token) : {}), ...headers },
    }),
    noParams,
  )
}

const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error

const PROFILE = {
  lastName: '林',
  firstName: '美咲',
  lastNameKana: 'はやし',
  firstNameKana: 'ミサキ',
  gender: 'Female',
  birthYear: '1989',
  birthMonth: '1',
  birthDay: '8',
  zipNumber: '５３０－０００１',
  prefecture: '大阪府',
  municipalityCode: '27127',
  city: '大阪市北区',
  town: '梅田',
  streetAddress: '1-2-3',
  buildingName: '森ビル 101',
  phoneNumber: '06-1234-5678',
  wantMailMagazine: true,
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

beforeAll(async () => {
  payload = await testPayload()
})

describe('guests and other sites', () => {
  it('every member call answers 401 to a guest', async () => {
    const cases: [RouteHandler, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [putCustomer, 'PUT', 'customer', PROFILE],
      [
        putPassword,
        'PUT',
        'customer/password',
        { currentPassword: 'x', newPassword: 'atarashii-2027', newPasswordConfirm: 'atarashii-2027' },
      ],
      [sendChangeCode, 'POST', 'customer/one-time-password/send', { newEmail: 'new@example.jp' }],
      [
        verifyChangeCode,
        'POST',
        'customer/one-time-password/verify',
        { newEmail: 'new@example.jp', authenticateTransactionId: 'A'.repeat(43), code: '123456' },
      ],
      [deleteCustomer, 'DELETE', 'customer', { currentPassword: 'x', confirm: true }],
    ]
    for (const [handler, method, path, json] of cases) {
      const res = await call(handler, method, path, json)
      expect(res.status, `${method} ${path}`).toBe(401)
      expect((await errorOf(res)).message).toContain('ログインが必要です')
    }
  })

  it('refuses a cross-origin change that rides on the session cookie', async () => {
    const member = await createMember(payload, 'csrf@example.jp')
    const token = await sessionToken(payload, member.id)
    const res = await call(putCustomer, 'PUT', 'customer', PROFILE, token, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    const withdrawal = await call(
      deleteCustomer,
      'DELETE',
      'customer',
      { currentPassword: MEMBER_PASSWORD, confirm: true },
      token,
      { origin: 'https://evil.example' },
    )
    expect(withdrawal.status).toBe(403)
    expect(await resolveSession(payload, token)).not.toBeNull()
  })
})

describe('PUT /api/customer', () => {
  it('updates the signed-in member’s profile and answers the state and profile', async () => {
    const member = await createMember(payload, 'profile@example.jp')
    const token = await sessionToken(payload, member.id)
    const res = await call(putCustomer, 'PUT', 'customer', PROFILE, token)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      state: { isLoggedIn: boolean; ecCustomer: { lastName: string; birthDate: string } }
      profile: Record<string, unknown>
    }
    expect(body.state.isLoggedIn).toBe(true)
    expect(body.state.ecCustomer).toMatchObject({ lastName: '林', birthDate: '1989-01-08' })
    expect(body.profile).toMatchObject({
      lastNameKana: 'ハヤシ',
      postalCode: '5300001',
      prefecture: '大阪府',
      municipalityCode: '27127',
      town: '梅田',
      building: '森ビル 101',
      phone: '0612345678',
      email: 'profile@example.jp',
      wantsMailMagazine: true,
    })
    expect(JSON.stringify(body)).not.toContain('argon2')
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.city).toBe('大阪市北区')
    expect(await verifyPassword(MEMBER_PASSWORD, stored.passwordHash)).toBe(true)
  })

  it('names each wrong field in Japanese', async () => {
    const member = await createMember(payload, 'profile-bad@example.jp')
    const token = await sessionToken(payload, member.id)
    const res = await call(
      putCustomer,
      'PUT',
      'customer',
      { ...PROFILE, lastNameKana: 'Hayashi', phoneNumber: '12345', birthMonth: '2', birthDay: '30' },
      token,
    )
    expect(res.status).toBe(400)
    const { fields } = await errorOf(res)
    expect(fields?.lastNameKana).toBe('フリガナ（セイ）は全角カタカナで入力してください')
    expect(fields?.phoneNumber).toContain('10〜11桁')
    expect(fields?.birthDay).toBe('生年月日が正しくありません')
  })
})

describe('PUT /api/customer/password', () => {
  const change = (token: string, currentPassword: string, newPassword = 'atarashii-mori-2027') =>
    call(
      putPassword,
      'PUT',
      'customer/password',
      { currentPassword, newPassword, newPasswordConfirm: newPassword },
      token,
    )

  it('keeps this session, ends the others, and mails a notice', async () => {
    const member = await createMember(payload, 'change-pw@example.jp')
    const here = await sessionToken(payload, member.id)
    const elsewhere = await sessionToken(payload, member.id)
    const res = await change(here, MEMBER_PASSWORD)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ changed: true })
    expect(await resolveSession(payload, here)).not.toBeNull()
    expect(await resolveSession(payload, elsewhere)).toBeNull()
    expect((await signIn('change-pw@example.jp', MEMBER_PASSWORD)).status).toBe(401)
    expect((await signIn('change-pw@example.jp', 'atarashii-mori-2027')).status).toBe(200)
    const notice = await latestMail(payload, 'change-pw@example.jp', 'password-changed')
    expect(notice?.subject).toContain('パスワード変更のお知らせ')
    expect(notice?.text).not.toContain('atarashii-mori-2027')
  })

  it('a wrong current password is a message on that field; five in a row wait with 429', async () => {
    const member = await createMember(payload, 'wrong-current@example.jp')
    const token = await sessionToken(payload, member.id)
    const res = await change(token, 'not-my-password')
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields?.currentPassword).toBe('現在のパスワードが正しくありません')
    for (let i = 0; i < 4; i++) expect((await change(token, `wrong-${i}-password`)).status).toBe(400)
    const limited = await change(token, MEMBER_PASSWORD)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('checks the confirmation and refuses the same password again', async () => {
    const member = await createMember(payload, 'confirm-pw@example.jp')
    const token = await sessionToken(payload, member.id)
    const mismatch = await call(
      putPassword,
      'PUT',
      'customer/password',
      {
        currentPassword: MEMBER_PASSWORD,
        newPassword: 'atarashii-2027',
        newPasswordConfirm: 'atarashii-2028',
      },
      token,
    )
    expect((await errorOf(mismatch)).fields?.newPasswordConfirm).toBe(
      'パスワードとパスワード（確認）が一致しません',
    )
    const same = await change(token, MEMBER_PASSWORD, MEMBER_PASSWORD)
    expect(same.status).toBe(400)
    expect((await errorOf(same)).fields?.newPassword).toBe(
      '現在のパスワードとは異なるパスワードを入力してください',
    )
  })
})

describe('mail address change', () => {
  const sendTo = (token: string, newEmail: string, extra: Record<string, unknown> = {}) =>
    call(sendChangeCode, 'POST', 'customer/one-time-password/send', { newEmail, ...extra }, token)
  const verifyWith = (token: string, body: Record<string, unknown>) =>
    call(verifyChangeCode, 'POST', 'customer/one-time-password/verify', body, token)

  it('sends the code to the new address, changes it on verify and tells the old address', async () => {
    const member = await createMember(payload, 'old-address@example.jp')
    const token = await sessionToken(payload, member.id)
    const sent = await sendTo(token, ' New-Address@Example.jp')
    expect(sent.status).toBe(200)
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    expect(await mailCount(payload, 'old-address@example.jp')).toBe(0)
    const code = await latestOtpCode(payload, 'new-address@example.jp')

    const res = await verifyWith(token, {
      authenticateTransactionId,
      code,
      newEmail: 'new-address@example.jp',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'new-address@example.jp' })
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.email).toBe('new-address@example.jp')
    const notice = await latestMail(payload, 'old-address@example.jp', 'mail-address-changed')
    expect(notice?.subject).toContain('メールアドレス変更のお知らせ')
    expect(notice?.text).toContain('ne*********@example.jp')
    expect(notice?.text).not.toContain('new-address@example.jp')
    expect(await resolveSession(payload, token)).not.toBeNull()
    expect((await signIn('new-address@example.jp', MEMBER_PASSWORD)).status).toBe(200)
  })

  it('refuses an address another member uses, and the member’s own address', async () => {
    await createMember(payload, 'taken@example.jp')
    const member = await createMember(payload, 'wants-taken@example.jp')
    const token = await sessionToken(payload, member.id)
    const taken = await sendTo(token, 'Taken@example.jp')
    expect(taken.status).toBe(400)
    expect((await errorOf(taken)).fields?.newEmail).toBe('このメールアドレスはすでに登録されています')
    expect(await mailCount(payload, 'taken@example.jp')).toBe(0)
    const same = await sendTo(token, 'wants-taken@example.jp')
    expect(same.status).toBe(400)
    expect((await errorOf(same)).fields?.newEmail).toContain('現在のメールアドレスと同じです')
  })

  it('a transaction of another member does not change this member’s address', async () => {
    const owner = await createMember(payload, 'owner@example.jp')
    const other = await createMember(payload, 'other@example.jp')
    const ownerToken = await sessionToken(payload, owner.id)
    const otherToken = await sessionToken(payload, other.id)
    const sent = await sendTo(ownerToken, 'owner-new@example.jp')
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const code = await latestOtpCode(payload, 'owner-new@example.jp')
    const res = await verifyWith(otherToken, {
      authenticateTransactionId,
      code,
      newEmail: 'owner-new@example.jp',
    })
    expect(res.status).toBe(410)
    const stored = await payload.findByID({ collection: 'customers', id: other.id, overrideAccess: true })
    expect(stored.email).toBe('other@example.jp')
  })

  it('a wrong code keeps the address and tells the tries left; the code must be for that address', async () => {
    const member = await createMember(payload, 'wrong-code@example.jp')
    const token = await sessionToken(payload, member.id)
    const sent = await sendTo(token, 'wrong-code-new@example.jp')
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const code = await latestOtpCode(payload, 'wrong-code-new@example.jp')
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await verifyWith(token, {
      authenticateTransactionId,
      code: wrongCode,
      newEmail: 'wrong-code-new@example.jp',
    })
    expect(wrong.status).toBe(400)
    expect((await errorOf(wrong)).fields?.code).toContain('あと4回')
    const otherAddress = await verifyWith(token, {
      authenticateTransactionId,
      code,
      newEmail: 'someone-else@example.jp',
    })
    expect(otherAddress.status).toBe(410)
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.email).toBe('wrong-code@example.jp')
  })

  it('answers 409 when the address was registered after the code was sent', async () => {
    const member = await createMember(payload, 'slow@example.jp')
    const token = await sessionToken(payload, member.id)
    const sent = await sendTo(token, 'race@example.jp')
    const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
    const code = await latestOtpCode(payload, 'race@example.jp')
    await createMember(payload, 'race@example.jp')
    const res = await verifyWith(token, { authenticateTransactionId, code, newEmail: 'race@example.jp' })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).fields?.newEmail).toBe('このメールアドレスはすでに登録されています')
  })
})

describe('DELETE /api/customer (withdrawal)', () => {
  const withdraw = (token: string, body: Record<string, unknown>) =>
    call(deleteCustomer, 'DELETE', 'customer', body, token)

  it('ends every session, clears the cookie, frees the address and never signs in again', async () => {
    const member = await createMember(payload, 'leaving@example.jp', {
      lineSubject: 'line-sub-leaving',
      swcPoint: 1200,
      wantsMailMagazine: true,
    })
    const here = await sessionToken(payload, member.id)
    const elsewhere = await sessionToken(payload, member.id)
    const res = await withdraw(here, { currentPassword: MEMBER_PASSWORD, confirm: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ isLoggedIn: false, ecCustomer: null })
    expect(res.headers.getSetCookie().join('\n')).toMatch(/shop_session=;/)
    expect(await resolveSession(payload, here)).toBeNull()
    expect(await resolveSession(payload, elsewhere)).toBeNull()

    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.withdrawnAt).toBeTruthy()
    expect(stored.email).toBe(`withdrawn+${member.id}@invalid.example`)
    expect(await verifyPassword(MEMBER_PASSWORD, stored.passwordHash)).toBe(false)
    expect(stored).toMatchObject({ lineSubject: null, wantsMailMagazine: false, swcPoint: 0 })
    // Kept for the order records.
    expect(stored).toMatchObject({ lastName: '森野', postalCode: '1000001' })

    expect((await signIn('leaving@example.jp', MEMBER_PASSWORD)).status).toBe(401)
    const notice = await latestMail(payload, 'leaving@example.jp', 'withdrawal')
    expect(notice?.subject).toContain('退会手続き完了のお知らせ')

    // A forgotten-password request for the old address mails nothing.
    const before = await mailCount(payload, 'leaving@example.jp')
    const reregister = await sendReregisterCode(
      apiRequest('password-reregister/one-time-password/send', {
        method: 'POST',
        json: { email: 'leaving@example.jp', botCheck: await solvedBotCheck() },
        headers: { 'x-forwarded-for': nextIp() },
      }),
      noParams,
    )
    expect(reregister.status).toBe(200)
    expect(await mailCount(payload, 'leaving@example.jp')).toBe(before)

    // The address can register again, as a new member.
    const again = await register(payload, 'leaving@example.jp')
    expect(again.status).toBe(200)
  })

  it('needs the current password and the confirmation', async () => {
    const member = await createMember(payload, 'staying@example.jp')
    const token = await sessionToken(payload, member.id)
    const unconfirmed = await withdraw(token, { currentPassword: MEMBER_PASSWORD, confirm: false })
    expect(unconfirmed.status).toBe(400)
    expect((await errorOf(unconfirmed)).fields?.confirm).toContain('チェックを入れてください')
    const wrong = await withdraw(token, { currentPassword: 'not-my-password', confirm: true })
    expect(wrong.status).toBe(400)
    expect((await errorOf(wrong)).fields?.currentPassword).toBe('現在のパスワードが正しくありません')
    const stored = await payload.findByID({ collection: 'customers', id: member.id, overrideAccess: true })
    expect(stored.withdrawnAt ?? null).toBeNull()
    expect(await resolveSession(payload, token)).not.toBeNull()
  })

  it('a member on a regular-delivery course cancels it first (409)', async () => {
    const member = await createMember(payload, 'regular-course@example.jp')
    await createProduct(payload, 'cc-regular', {
      taxClass: 'food',
      price: 5000,
      regularPrice: 4300,
      regularCycles: ['1'],
      stock: 10,
    })
    await placeMemberOrder(payload, member.id, [{ productCode: 'cc-regular', cycleType: '1', quantity: 1 }])
    const token = await sessionToken(payload, member.id)
    const res = await withdraw(token, { currentPassword: MEMBER_PASSWORD, confirm: true })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).message).toContain('定期お届けコース')
  })
})
