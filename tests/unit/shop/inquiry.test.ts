import { describe, expect, it } from 'vitest'

import {
  inquiryCategoryFromQuery,
  inquiryCategoryLabel,
  inquiryInputSchema,
} from '@/shop/inquiry/inquiry-schema'
import { newReceiptNumber } from '@/shop/inquiry/inquiry-service'

const valid = {
  category: 'order',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  email: 'hanako@example.jp',
  message: '届いた商品について',
}

const messages = (input: unknown) => {
  const r = inquiryInputSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('inquiry form rules', () => {
  it('accepts a valid inquiry and normalises the phone number', () => {
    const r = inquiryInputSchema.parse({ ...valid, phone: '０９０－１２３４－５６７８' })
    expect(r.phone).toBe('09012345678')
    expect(r.orderNumber).toBe('')
  })

  it('names each missing field in Japanese', () => {
    const m = messages({})
    expect(m.category).toBe('お問い合わせ種別を選択してください')
    expect(m.lastName).toBe('お名前（姓）を入力してください')
    expect(m.email).toBe('メールアドレスを入力してください')
    expect(m.message).toBe('お問い合わせ内容を入力してください')
  })

  it('requires full-width katakana for kana', () => {
    expect(messages({ ...valid, firstNameKana: 'hanako' }).firstNameKana).toBe(
      'フリガナ（メイ）は全角カタカナで入力してください',
    )
    expect(messages({ ...valid, firstNameKana: 'ハナコ　ー' }).firstNameKana).toBeUndefined()
  })

  it('checks email, phone and length limits', () => {
    expect(messages({ ...valid, email: 'hanako@' }).email).toBe('メールアドレスの形式が正しくありません')
    expect(messages({ ...valid, phone: '12345' }).phone).toBe(
      '電話番号は0から始まる10〜11桁の数字で入力してください',
    )
    expect(messages({ ...valid, message: 'あ'.repeat(2001) }).message).toBe(
      'お問い合わせ内容は2000文字以内で入力してください',
    )
  })

  it('issues readable receipt numbers in Japan time', () => {
    expect(newReceiptNumber(new Date('2026-11-21T16:00:00Z'), () => 0.012345)).toBe('Q20261122-012345')
  })
})

describe('inquiry category from a link', () => {
  it('preselects a known category only', () => {
    expect(inquiryCategoryFromQuery('kankeisha')).toBe('kankeisha')
    expect(inquiryCategoryFromQuery('order')).toBe('order')
    expect(inquiryCategoryFromQuery('KANKEISHA')).toBeNull()
    expect(inquiryCategoryFromQuery('<script>')).toBeNull()
    expect(inquiryCategoryFromQuery('')).toBeNull()
    expect(inquiryCategoryFromQuery(null)).toBeNull()
  })
  it('has the kankeisha desk as a category the form accepts', () => {
    expect(inquiryCategoryLabel('kankeisha')).toBe('関係者（グループ社員・パートナー）専用窓口について')
  })
})
