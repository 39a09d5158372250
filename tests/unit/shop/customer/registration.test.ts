import { describe, expect, it } from 'vitest'

import { todayInJapan } from '@/shop/calendar/japan-date'
import { birthDateProblem, birthYears } from '@/shop/customer/birth-date'
import { eraLabelOfYear, eraOfDate } from '@/shop/customer/japanese-era'
import { toKatakana } from '@/shop/customer/person-fields'
import { customerProfileDataOfRegistration } from '@/shop/customer/person-address'
import { registrationSchema } from '@/shop/customer/registration-schema'

const valid = {
  lastName: '森野',
  firstName: '花子',
  lastNameKana: 'モリノ',
  firstNameKana: 'ハナコ',
  gender: 'Female',
  birthYear: '1989',
  birthMonth: '1',
  birthDay: '8',
  zipNumber: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  streetAddress: '1-1',
  phoneNumber: '03-1234-5678',
  email1: 'hanako@example.jp',
  newPassword: 'mori-no-kaze-9',
  newPasswordConfirm: 'mori-no-kaze-9',
  agreeTerms: true,
}

const messages = (input: unknown) => {
  const r = registrationSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('era names', () => {
  it('names the era of a date, with 元年 for the first year', () => {
    expect(eraOfDate(1989, 1, 7)).toBe('昭和64年')
    expect(eraOfDate(1989, 1, 8)).toBe('平成元年')
    expect(eraOfDate(2019, 4, 30)).toBe('平成31年')
    expect(eraOfDate(2019, 5, 1)).toBe('令和元年')
    expect(eraOfDate(1912, 7, 30)).toBe('大正元年')
    expect(eraOfDate(1900, 1, 1)).toBe('明治33年')
  })

  it('labels a year with every era it touches', () => {
    expect(eraLabelOfYear(1989)).toBe('昭和64年／平成元年')
    expect(eraLabelOfYear(2000)).toBe('平成12年')
    expect(eraLabelOfYear(2026)).toBe('令和8年')
    expect(eraLabelOfYear(1926)).toBe('大正15年／昭和元年')
  })
})

describe('birth dates', () => {
  it('accepts real past dates only', () => {
    expect(birthDateProblem(2000, 2, 29, '2026-11-23')).toBeNull()
    expect(birthDateProblem(2001, 2, 29, '2026-11-23')).toBe('invalid')
    expect(birthDateProblem(2026, 11, 24, '2026-11-23')).toBe('future')
    expect(birthDateProblem(1899, 12, 31, '2026-11-23')).toBe('invalid')
  })

  it('uses the Japanese calendar day and offers years newest first', () => {
    expect(todayInJapan(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23')
    expect(birthYears('2026-11-23').slice(0, 2)).toEqual([2026, 2025])
    expect(birthYears('2026-11-23').at(-1)).toBe(1900)
  })
})

describe('registration form', () => {
  it('accepts a complete form and stores it in canonical form', () => {
    const r = registrationSchema.parse({
      ...valid,
      email1: ' Hanako@Example.JP ',
      zipNumber: '１００－０００１',
    })
    expect(r.email1).toBe('hanako@example.jp')
    expect(customerProfileDataOfRegistration(r)).toMatchObject({
      birthDate: '1989-01-08',
      postalCode: '1000001',
      phone: '0312345678',
      building: null,
      wantsMailMagazine: false,
    })
  })

  it('folds hiragana and half-width kana into full-width katakana, and refuses other scripts', () => {
    expect(toKatakana('もりの　はなこ')).toBe('モリノ ハナコ')
    expect(toKatakana('ﾓﾘﾉ')).toBe('モリノ')
    expect(messages({ ...valid, lastNameKana: 'Morino' })).toEqual({
      lastNameKana: 'フリガナ（セイ）は全角カタカナで入力してください',
    })
  })

  it('names every wrong field at once, the whole-form checks included', () => {
    const m = messages({
      birthYear: '2001',
      birthMonth: '2',
      birthDay: '29',
      newPassword: 'abcdefgh12',
      newPasswordConfirm: 'x',
    })
    expect(m).toMatchObject({
      lastName: 'お名前（姓）を入力してください',
      gender: '性別を選択してください',
      zipNumber: '郵便番号を入力してください',
      prefecture: '都道府県を選択してください',
      email1: 'メールアドレスを入力してください',
      agreeTerms: '会員規約・個人情報の取り扱いへの同意が必要です',
      birthDay: '生年月日が正しくありません',
      newPasswordConfirm: 'パスワードとパスワード（確認）が一致しません',
    })
  })

  it('checks formats with messages that say what is expected', () => {
    expect(messages({ ...valid, zipNumber: '12345' })).toEqual({
      zipNumber: '郵便番号は7桁の数字で入力してください（例: 100-0001）',
    })
    expect(messages({ ...valid, phoneNumber: '12345' })).toEqual({
      phoneNumber: '電話番号は0から始まる10〜11桁の数字で入力してください',
    })
    expect(messages({ ...valid, prefecture: '東京' })).toEqual({ prefecture: '都道府県を選択してください' })
    expect(messages({ ...valid, email1: 'hanako@' })).toEqual({
      email1: 'メールアドレスの形式が正しくありません',
    })
    expect(messages({ ...valid, newPassword: 'short1', newPasswordConfirm: 'short1' })).toEqual({
      newPassword: 'パスワードは8文字以上で入力してください',
    })
    expect(messages({ ...valid, gender: 'Other' })).toEqual({ gender: '性別を選択してください' })
    expect(messages({ ...valid, lastName: 'あ'.repeat(21) })).toEqual({
      lastName: 'お名前（姓）は20文字以内で入力してください',
    })
  })
})
