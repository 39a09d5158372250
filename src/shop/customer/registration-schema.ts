/**
 * The registration form (spec §3), one schema for the /entry/ pages and `POST customer`, with a Japanese
 * message per field. Field names are the spec's. The profile part (names to mail magazine) is shared with
 * customer changes on my page.
 */
import { z } from 'zod'

import { newPasswordSchema } from '@/shop/auth/password-rules'
import { todayInJapan } from '@/shop/calendar/japan-date'

import { birthDateProblem } from './birth-date'
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

const birthParts = z.object({
  birthYear: profileShape.birthYear,
  birthMonth: profileShape.birthMonth,
  birthDay: profileShape.birthDay,
})

/**
 * Checked on the whole object and reported on the day field. `when` runs it as soon as the three parts are
 * valid, even while other fields still have errors, so the shopper sees every message at once.
 */
function refineBirthDate<T extends z.ZodType<DateParts>>(schema: T, today: () => string) {
  const partsValid = (payload: z.core.ParsePayload) => birthParts.safeParse(payload.value).success
  const problem = (v: DateParts) => birthDateProblem(v.birthYear, v.birthMonth, v.birthDay, today())
  return schema
    .refine((v) => problem(v) !== 'invalid', {
      path: ['birthDay'],
      message: '生年月日が正しくありません',
      when: partsValid,
    })
    .refine((v) => problem(v) !== 'future', {
      path: ['birthDay'],
      message: '生年月日に未来の日付は指定できません',
      when: partsValid,
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

type PasswordPair = { newPassword: string; newPasswordConfirm: string }

const passwordParts = z.object({ newPassword: z.string(), newPasswordConfirm: z.string() })

/** The confirmation is reported on its own field, whatever else is wrong. */
export function refinePasswordConfirm<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema.refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: 'パスワードとパスワード（確認）が一致しません',
    when: (payload) => passwordParts.safeParse(payload.value).success,
  })
}

/**
 * The whole-form checks of registration on any object that has the registration fields: API bodies add
 * their own fields (the one-time-password transaction, the invitation code) and keep these checks.
 */
export function withRegistrationChecks<T extends z.ZodType<DateParts & PasswordPair>>(schema: T) {
  return refinePasswordConfirm(refineBirthDate(schema, todayInJapan))
}

export const registrationSchema = withRegistrationChecks(z.object(registrationShape))

export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>
export type Profile = z.output<typeof profileSchema>
