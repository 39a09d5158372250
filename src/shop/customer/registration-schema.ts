/**
 * The registration form (spec §3), one schema for the /entry/ pages and `POST customer`, with a Japanese
 * message per field. Field names are the spec's. The profile part (names to mail magazine) is shared with
 * customer changes on my page.
 */
import { z } from 'zod'

import { newPasswordSchema } from '@/shop/auth/password-rules'

import { birthDateProblem, todayInJapan } from './birth-date'
import {
  choose,
  emailField,
  genderField,
  kanaField,
  optionalText,
  phoneField,
  postalCodeField,
  prefectureField,
  requiredText,
} from './person-fields'

const part = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: choose(label) })
    .int(choose(label))
    .min(min, choose(label))
    .max(max, choose(label))

export const profileShape = {
  lastName: requiredText('お名前（姓）', 20),
  firstName: requiredText('お名前（名）', 20),
  lastNameKana: kanaField('フリガナ（セイ）', 20),
  firstNameKana: kanaField('フリガナ（メイ）', 20),
  gender: genderField(),
  birthYear: part('生年月日（年）', 1900, 2100),
  birthMonth: part('生年月日（月）', 1, 12),
  birthDay: part('生年月日（日）', 1, 31),
  zipNumber: postalCodeField('郵便番号'),
  prefecture: prefectureField('都道府県'),
  /** The municipality's JIS code from the address lookup; empty when typed by hand. */
  municipalityCode: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .pipe(z.string().regex(/^(\d{5,6})?$/, '市区町村コードの形式が正しくありません')),
  city: requiredText('市区郡', 50),
  town: optionalText('町村', 50),
  streetAddress: requiredText('番地', 50),
  buildingName: optionalText('建物名・部屋番号', 50),
  phoneNumber: phoneField('電話番号'),
  wantMailMagazine: z.boolean({ error: 'メールマガジンの指定が正しくありません' }).optional().default(false),
}

type DateParts = { birthYear: number; birthMonth: number; birthDay: number }

/** Checked on the whole object, reported on the day field, run even while other fields still have errors. */
function refineBirthDate<T extends z.ZodType<DateParts>>(schema: T, today: () => string) {
  return schema.check((ctx) => {
    const { birthYear, birthMonth, birthDay } = ctx.value
    const problem = birthDateProblem(birthYear, birthMonth, birthDay, today())
    if (problem)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['birthDay'],
        message: problem === 'future' ? '生年月日に未来の日付は指定できません' : '生年月日が正しくありません',
      })
  })
}

export const profileSchema = refineBirthDate(z.object(profileShape), todayInJapan)

export const registrationShape = {
  ...profileShape,
  email1: emailField('メールアドレス'),
  newPassword: newPasswordSchema,
  newPasswordConfirm: z
    .string({ error: 'パスワード（確認）を入力してください' })
    .min(1, 'パスワード（確認）を入力してください'),
  agreeTerms: z.literal(true, { error: '会員規約・個人情報の取り扱いへの同意が必要です' }),
  isPersistentLogin: z
    .boolean({ error: 'ログインしたままにするの指定が正しくありません' })
    .optional()
    .default(false),
}

export const registrationSchema = refineBirthDate(z.object(registrationShape), todayInJapan).check((ctx) => {
  if (ctx.value.newPassword !== ctx.value.newPasswordConfirm)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['newPasswordConfirm'],
      message: 'パスワードとパスワード（確認）が一致しません',
    })
})

export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>
export type Profile = z.output<typeof profileSchema>

/** The profile as stored on the customer record. */
export function customerProfileData(p: Profile) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    lastNameKana: p.lastNameKana,
    firstNameKana: p.firstNameKana,
    gender: p.gender,
    birthDate: `${p.birthYear}-${pad(p.birthMonth)}-${pad(p.birthDay)}`,
    postalCode: p.zipNumber,
    prefecture: p.prefecture,
    municipalityCode: p.municipalityCode || null,
    city: p.city,
    town: p.town || null,
    streetAddress: p.streetAddress,
    building: p.buildingName || null,
    phone: p.phoneNumber,
    wantsMailMagazine: p.wantMailMagazine,
  }
}
