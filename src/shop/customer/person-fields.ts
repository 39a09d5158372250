/**
 * Field rules for a person and their address (japan-commerce-rules.md), shared by registration, customer
 * changes, the inquiry form and checkout, each with a Japanese message naming the field. Input is forgiven
 * the way Japanese keyboards produce it: full-width digits and hyphens, half-width or hiragana kana.
 */
import { z } from 'zod'

import { normalisePostalCode } from '@/shop/address/postal-code'
import { PREFECTURE_NAMES } from '@/shop/address/prefectures'

export const required = (label: string) => `${label}を入力してください`
export const choose = (label: string) => `${label}を選択してください`

/** Trimmed, NFKC-folded text of 1..max characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .transform((v) => v.normalize('NFKC').trim())
    .pipe(
      z
        .string()
        .min(1, required(label))
        .max(max, `${label}は${max}文字以内で入力してください`)
        .refine((v) => !/[\p{Cc}]/u.test(v), `${label}に使えない文字が含まれています`),
    )

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}の形式が正しくありません` })
    .optional()
    .transform((v) => (v ?? '').normalize('NFKC').trim())
    .pipe(
      z
        .string()
        .max(max, `${label}は${max}文字以内で入力してください`)
        .refine((v) => !/[\p{Cc}]/u.test(v), `${label}に使えない文字が含まれています`),
    )

const HIRAGANA = /[\u3041-\u3096]/g
/** Half-width kana become full-width (NFKC), hiragana become katakana, spaces are normalised. */
export function toKatakana(input: string): string {
  return input
    .normalize('NFKC')
    .replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/\s+/g, ' ')
    .trim()
}

const KATAKANA = /^[\u30A1-\u30F6\u30FC\u30FB ]+$/

export const kanaField = (label: string, max = 30) =>
  z
    .string({ error: required(label) })
    .transform(toKatakana)
    .pipe(
      z
        .string()
        .min(1, required(label))
        .max(max, `${label}は${max}文字以内で入力してください`)
        .regex(KATAKANA, `${label}は全角カタカナで入力してください`),
    )

export const emailField = (label = 'メールアドレス') =>
  z
    .string({ error: required(label) })
    .transform((v) => v.normalize('NFKC').trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, required(label))
        .max(254, `${label}は254文字以内で入力してください`)
        .pipe(z.email({ error: `${label}の形式が正しくありません` })),
    )

/** Digits only: full-width digits folded, hyphens, spaces and brackets dropped. */
export const digitsOf = (v: string) => v.normalize('NFKC').replace(/[-‐‑–—―−ー－ｰ\s()（）]/g, '')

export const phoneField = (label = '電話番号') =>
  z
    .string({ error: required(label) })
    .transform(digitsOf)
    .pipe(
      z
        .string()
        .min(1, required(label))
        .regex(/^0\d{9,10}$/, `${label}は0から始まる10〜11桁の数字で入力してください`),
    )

export const postalCodeField = (label = '郵便番号') =>
  z
    .string({ error: required(label) })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required(label)))
    .transform((v, ctx) => {
      const code = normalisePostalCode(v)
      if (code) return code
      ctx.addIssue({ code: 'custom', message: `${label}は7桁の数字で入力してください（例: 100-0001）` })
      return z.NEVER
    })

export const prefectureField = (label = '都道府県') => z.enum(PREFECTURE_NAMES, { error: choose(label) })

export const GENDERS = [
  { value: 'Male', label: '男性' },
  { value: 'Female', label: '女性' },
  { value: 'X', label: 'X（回答しない）' },
] as const

export const genderField = () =>
  z.enum(GENDERS.map((g) => g.value) as ['Male', 'Female', 'X'], { error: choose('性別') })
