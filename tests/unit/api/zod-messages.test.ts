import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { getLabel, label, safeParseJa, zodErrorToFields } from '@/lib/api/zod-messages'

function fieldsOf(schema: z.ZodType, input: unknown) {
  const result = safeParseJa(schema, input)
  if (result.success) throw new Error('expected a validation failure')
  return zodErrorToFields(result.error)
}

describe('label', () => {
  it('stores the label as zod metadata and keeps it through later refinements', () => {
    const zip = label(z.string(), '郵便番号')
    expect(zip.meta()).toMatchObject({ label: '郵便番号' })
    expect(getLabel(zip.min(7).max(7))).toBe('郵便番号')
  })
})

describe('Japanese field messages', () => {
  const schema = z.object({
    name: label(z.string().min(2).max(10), 'お名前'),
    email: label(z.email(), 'メールアドレス'),
    plan: label(z.enum(['monthly', 'yearly']), 'コース'),
    quantity: label(z.coerce.number().int().min(1).max(9), '数量'),
    note: label(z.string(), '備考').optional(),
    address: z.object({
      zip: label(z.string(), '郵便番号').optional(),
      city: label(z.string().min(1), '市区町村'),
    }),
    tags: label(z.array(z.enum(['a', 'b'])), 'タグ'),
    nickname: z.string(),
  })

  it('names the field in each kind of message', () => {
    expect(
      fieldsOf(schema, {
        name: 'あ',
        email: 'x',
        plan: 'weekly',
        quantity: '12',
        note: 'a'.repeat(3),
        address: { city: '' },
        tags: ['c'],
      }),
    ).toEqual({
      name: 'お名前は2文字以上で入力してください',
      email: 'メールアドレスの形式が正しくありません',
      plan: 'コースの値が正しくありません',
      quantity: '数量は9以下で入力してください',
      'address.city': '市区町村を入力してください',
      'tags.0': 'タグの値が正しくありません',
      nickname: 'nicknameを入力してください',
    })
  })

  it('says required for a missing field and too long for an overlong one', () => {
    const fields = fieldsOf(schema, { name: 'あ'.repeat(11), quantity: 'abc' })
    expect(fields.name).toBe('お名前は10文字以内で入力してください')
    expect(fields.email).toBe('メールアドレスを入力してください')
    expect(fields.quantity).toBe('数量は数字で入力してください')
  })

  it('finds a label put on an optional wrapper', () => {
    const s = z.object({ memo: label(z.string().max(3).optional(), 'メモ') })
    expect(fieldsOf(s, { memo: 'abcd' })).toEqual({ memo: 'メモは3文字以内で入力してください' })
  })

  it('keeps messages written in the schema as they are', () => {
    const s = z.object({
      zip: label(z.string().regex(/^\d{7}$/, '郵便番号は7桁の数字で入力してください'), '郵便番号'),
      kana: z.string({ error: 'フリガナを入力してください' }),
    })
    expect(fieldsOf(s, { zip: '123' })).toEqual({
      zip: '郵便番号は7桁の数字で入力してください',
      kana: 'フリガナを入力してください',
    })
  })

  it('uses rootKey for issues about the whole value', () => {
    const result = safeParseJa(z.object({ a: z.string() }), 'nope')
    expect(result.success).toBe(false)
    if (!result.success) expect(Object.keys(zodErrorToFields(result.error, 'body'))).toEqual(['body'])
  })
})
