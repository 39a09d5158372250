/**
 * The inquiry form (/inquiry/contact/): one schema for the page and `POST /api/inquiry`, with a Japanese
 * message per field. Kana are full-width katakana; phone numbers 10–11 digits (japan-commerce-rules.md).
 */
import { z } from 'zod'

export const INQUIRY_CATEGORIES = [
  { value: 'order', label: 'ご注文・お届けについて' },
  { value: 'regular', label: '定期お届けコースについて' },
  { value: 'product', label: '商品について' },
  { value: 'return', label: '返品・交換について' },
  { value: 'member', label: '会員登録・ログインについて' },
  { value: 'site', label: 'サイトの操作について' },
  { value: 'kankeisha', label: '関係者（グループ社員・パートナー）専用窓口について' },
  { value: 'other', label: 'その他' },
] as const

export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number]['value']

/**
 * The category a link preselects (/inquiry/contact/?category=kankeisha from /kankeisha/login/): only a known
 * value counts, anything else leaves the choice to the shopper.
 */
export function inquiryCategoryFromQuery(value: string | null | undefined): InquiryCategory | null {
  return INQUIRY_CATEGORIES.find((c) => c.value === value)?.value ?? null
}

export const INQUIRY_MESSAGE_MAX = 2000

const KATAKANA = /^[\u30A0-\u30FF\u3000 ]+$/
const required = (label: string) => `${label}を入力してください`

const text = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label}は${max}文字以内で入力してください`)

const kana = (label: string) => text(label, 30).regex(KATAKANA, `${label}は全角カタカナで入力してください`)

const toHalfWidthDigits = (s: string) =>
  s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[-‐－ー−\s]/g, '')

export const inquiryInputSchema = z.object({
  category: z.enum(INQUIRY_CATEGORIES.map((c) => c.value) as [string, ...string[]], {
    error: 'お問い合わせ種別を選択してください',
  }),
  lastName: text('お名前（姓）', 30),
  firstName: text('お名前（名）', 30),
  lastNameKana: kana('フリガナ（セイ）'),
  firstNameKana: kana('フリガナ（メイ）'),
  email: z
    .string({ error: required('メールアドレス') })
    .trim()
    .min(1, required('メールアドレス'))
    .max(254, 'メールアドレスは254文字以内で入力してください')
    .email('メールアドレスの形式が正しくありません'),
  phone: z
    .string()
    .optional()
    .transform((v) => (v ? toHalfWidthDigits(v) : ''))
    .refine(
      (v) => v === '' || /^0\d{9,10}$/.test(v),
      '電話番号は0から始まる10〜11桁の数字で入力してください',
    ),
  orderNumber: z
    .string()
    .trim()
    .max(20, 'ご注文番号は20文字以内で入力してください')
    .regex(/^[A-Za-z0-9-]*$/, 'ご注文番号は半角英数字で入力してください')
    .optional()
    .default(''),
  message: text('お問い合わせ内容', INQUIRY_MESSAGE_MAX),
})

export type InquiryInput = z.input<typeof inquiryInputSchema>
export type InquiryData = z.output<typeof inquiryInputSchema>

export function inquiryCategoryLabel(value: string): string {
  return INQUIRY_CATEGORIES.find((c) => c.value === value)?.label ?? 'その他'
}
