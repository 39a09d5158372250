import { describe, expect, it } from 'vitest'

import { createCustomerLimits } from '@/shop/customer/customer-limits'
import {
  mailAddressChangedMail,
  passwordChangedMail,
  withdrawalMail,
} from '@/shop/customer/customer-notice-mails'
import { maskEmail } from '@/shop/customer/mask-email'
import { addressText, birthDateText, genderText, postalCodeText } from '@/shop/customer/profile-display'
import { OTP_PAGE_DATA, codeField, transactionIdField } from '@/shop/customer/one-time-password-fields'
import {
  PASSWORD_INPUT_MESSAGES,
  newPasswordPairSchema,
  passwordChangeSchema,
} from '@/shop/customer/password-inputs'
import { profileFormValuesOf, profileViewOf } from '@/shop/customer/person-address'
import { profileSchema } from '@/shop/customer/registration-schema'
import { tombstoneEmail } from '@/shop/customer/withdrawal-service'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('new password forms', () => {
  it('needs the confirmation to match, and says so on the confirmation', () => {
    const r = newPasswordPairSchema.safeParse({
      newPassword: 'moriNoKaze77',
      newPasswordConfirm: 'moriNoKaze78',
    })
    expect(messages(r)).toEqual({ newPasswordConfirm: 'パスワードとパスワード（確認）が一致しません' })
    expect(
      newPasswordPairSchema.safeParse({ newPassword: 'moriNoKaze77', newPasswordConfirm: 'moriNoKaze77' })
        .success,
    ).toBe(true)
  })

  it('reports the mismatch even while the new password itself is too short', () => {
    const r = newPasswordPairSchema.safeParse({ newPassword: 'abc', newPasswordConfirm: 'abd' })
    expect(messages(r)).toEqual({
      newPassword: 'パスワードは8文字以上で入力してください',
      newPasswordConfirm: PASSWORD_INPUT_MESSAGES.mismatch,
    })
  })

  it('asks for every field of a change, and a password different from the current one', () => {
    expect(messages(passwordChangeSchema.safeParse({}))).toEqual({
      currentPassword: '現在のパスワードを入力してください',
      newPassword: 'パスワードを入力してください',
      newPasswordConfirm: 'パスワード（確認）を入力してください',
    })
    const same = passwordChangeSchema.safeParse({
      currentPassword: 'moriNoKaze77',
      newPassword: 'moriNoKaze77',
      newPasswordConfirm: 'moriNoKaze77',
    })
    expect(messages(same)).toEqual({ newPassword: PASSWORD_INPUT_MESSAGES.sameAsCurrent })
  })
})

describe('maskEmail', () => {
  it('keeps the first two characters of the local part and the domain', () => {
    expect(maskEmail('hanako.mori@example.jp')).toBe('ha*********@example.jp')
    expect(maskEmail('ab@example.jp')).toBe('a***@example.jp')
    expect(maskEmail('a@example.jp')).toBe('a***@example.jp')
  })
  it('never shows a string without @ as it is', () => {
    expect(maskEmail('nonsense')).toBe('********')
  })
})

describe('one-time-password fields', () => {
  it('state the rules the pages show', () => {
    expect(OTP_PAGE_DATA).toMatchObject({ codeDigits: 6, validMinutes: 10, resendIntervalSeconds: 60 })
  })
  it('ask for the code and the transaction in Japanese', () => {
    expect(codeField.safeParse(' ').error?.issues[0]?.message).toBe('確認コードを入力してください')
    expect(codeField.parse(' 123456 ')).toBe('123456')
    expect(transactionIdField.safeParse(undefined).error?.issues[0]?.message).toContain('最初から')
  })
})

describe('profile view and form values', () => {
  const record = {
    lastName: '森野',
    firstName: '花子',
    lastNameKana: 'モリノ',
    firstNameKana: 'ハナコ',
    gender: 'Female' as const,
    birthDate: '1989-01-08T00:00:00.000Z',
    postalCode: '1000001',
    prefecture: '東京都',
    municipalityCode: '',
    city: '千代田区',
    town: null,
    streetAddress: '1-1',
    building: '',
    phone: '0312345678',
    email: 'hanako@example.jp',
    wantsMailMagazine: null,
  }

  it('shows stored dates as calendar dates and empty text as null', () => {
    expect(profileViewOf(record)).toMatchObject({
      birthDate: '1989-01-08',
      municipalityCode: null,
      town: null,
      building: null,
      wantsMailMagazine: false,
    })
  })

  it('fills the change form so that it validates unchanged', () => {
    const values = profileFormValuesOf(profileViewOf(record))
    expect(values).toMatchObject({ birthYear: '1989', birthMonth: '1', birthDay: '8', zipNumber: '1000001' })
    expect(profileSchema.safeParse(values).success).toBe(true)
  })
})

describe('notice mails', () => {
  const to = { to: 'hanako@example.jp', lastName: '森野', firstName: '花子' }
  const at = new Date('2026-11-23T10:00:00Z')

  it('tell what changed and when, in Japan time, and whom to call', () => {
    const mail = passwordChangedMail(to, at, 'reregister')
    expect(mail.subject).toBe('【ウェルネスの森 オンラインショップ】パスワード変更のお知らせ')
    expect(mail.text).toContain('森野 花子 様')
    expect(mail.text).toContain('2026年11月23日 19:00')
    expect(mail.text).toContain('すべての端末でログアウトしました')
    expect(passwordChangedMail(to, at, 'change').text).toContain('お手続きを行った端末以外では')
    expect(mailAddressChangedMail(to, maskEmail('new@example.jp'), at).text).toContain('ne***@example.jp')
    expect(withdrawalMail(to, at).subject).toContain('退会手続き完了のお知らせ')
  })
})

describe('withdrawal tombstone', () => {
  it('is an address under the reserved .example domain, unique per member', () => {
    expect(tombstoneEmail(42)).toBe('withdrawn+42@invalid.example')
  })
})

describe('customer limits', () => {
  it('count current-password checks before the comparison, until a success clears them', async () => {
    const limits = createCustomerLimits(
      {
        passwordFailures: { points: 2, durationSeconds: 60 },
        addressChecks: { points: 2, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    expect(await limits.beforePasswordCheck(1)).toBeNull()
    expect(await limits.beforePasswordCheck(1)).toBeNull()
    expect(await limits.beforePasswordCheck(1)).toBeGreaterThan(0)
    expect(await limits.beforePasswordCheck(2)).toBeNull()
    await limits.recordPasswordSuccess(1)
    expect(await limits.beforePasswordCheck(1)).toBeNull()
  })

  it('let at most the limit through a parallel burst', async () => {
    const limits = createCustomerLimits(
      {
        passwordFailures: { points: 2, durationSeconds: 60 },
        addressChecks: { points: 2, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    const answers = await Promise.all(Array.from({ length: 10 }, () => limits.beforePasswordCheck(3)))
    expect(answers.filter((a) => a === null)).toHaveLength(2)
  })

  it('count address look-ups per member', async () => {
    const limits = createCustomerLimits(
      {
        passwordFailures: { points: 2, durationSeconds: 60 },
        addressChecks: { points: 2, durationSeconds: 60 },
      },
      memoryRateLimiter,
    )
    expect(await limits.beforeAddressCheck(7)).toBeNull()
    expect(await limits.beforeAddressCheck(7)).toBeNull()
    expect(await limits.beforeAddressCheck(7)).toBeGreaterThan(0)
  })
})

describe('profile display', () => {
  it('writes birth dates with the era of the very day', () => {
    expect(birthDateText('1989-01-07')).toBe('1989年1月7日（昭和64年）')
    expect(birthDateText('1989-01-08')).toBe('1989年1月8日（平成元年）')
    expect(birthDateText(null)).toBe('未登録')
  })
  it('writes gender, postal code and address the Japanese way', () => {
    expect(genderText('X')).toBe('X（回答しない）')
    expect(postalCodeText('1000001')).toBe('〒100-0001')
    expect(
      addressText({
        prefecture: '東京都',
        city: '千代田区',
        town: '千代田',
        streetAddress: '1-1',
        building: '森ビル',
      }),
    ).toBe('東京都千代田区千代田1-1 森ビル')
  })
})
