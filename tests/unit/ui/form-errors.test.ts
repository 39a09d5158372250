import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ApiClientError } from '@/lib/api/client'
import { BotCheckFailure } from '@/ui/bot-check/bot-check-solver'
import { errorMessageOf, firstInvalidIndex, formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'

const refused = (fields?: Record<string, string>, message = '入力内容をご確認ください。') =>
  new ApiClientError(400, 'validation_failed', message, {
    error: { code: 'validation_failed', message, ...(fields ? { fields } : {}) },
  })

describe('server field errors onto the form', () => {
  it("puts the envelope's fields under the form's own fields, with no form message", () => {
    const error = refused({
      email: 'メールアドレスの形式が正しくありません',
      password: 'パスワードを入力してください',
    })
    expect(formErrorsOf(error, ['email', 'password'], 'fallback')).toEqual({
      fields: { email: 'メールアドレスの形式が正しくありません', password: 'パスワードを入力してください' },
      message: '',
    })
  })

  it('turns a field the form does not show (botCheck) into the form message, never dropping it', () => {
    const error = refused({ botCheck: '確認に失敗しました。', email: '入力してください' })
    expect(formErrorsOf(error, ['email'], 'fallback')).toEqual({
      fields: { email: '入力してください' },
      message: '確認に失敗しました。',
    })
  })

  it("uses the envelope's message when no field is named, and the fallback when nothing came back", () => {
    expect(
      formErrorsOf(refused(undefined, 'メールアドレスまたはパスワードが正しくありません。'), ['email'], 'x'),
    ).toEqual({
      fields: {},
      message: 'メールアドレスまたはパスワードが正しくありません。',
    })
    expect(formErrorsOf(new TypeError('Failed to fetch'), ['email'], '通信環境をご確認ください。')).toEqual({
      fields: {},
      message: '通信環境をご確認ください。',
    })
    expect(errorMessageOf(new BotCheckFailure(), 'x')).not.toBe('x')
  })

  it('takes the first message per top-level field of a zod error', () => {
    const schema = z.object({
      email: z.string().min(1, 'メールアドレスを入力してください').email('形式が正しくありません'),
      password: z.string().min(1, 'パスワードを入力してください'),
    })
    const parsed = schema.safeParse({ email: '', password: '' })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(zodFieldErrors(parsed.error)).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    })
  })
})

describe('the field that takes the focus after a failed submit', () => {
  const controls = [
    { name: 'username', invalid: false },
    { name: 'currentPassword', invalid: false },
    { name: 'newPassword', invalid: false },
    { name: 'newPasswordConfirm', invalid: false },
  ]

  it('is the first in document order with a message, whatever order the messages came in', () => {
    expect(firstInvalidIndex(controls, { newPasswordConfirm: 'a', currentPassword: 'b' })).toBe(1)
  })

  it('is a control react-aria marked invalid even without a message of ours', () => {
    const marked = controls.map((c) => ({ ...c, invalid: c.name === 'newPassword' }))
    expect(firstInvalidIndex(marked, { newPasswordConfirm: 'a' })).toBe(2)
  })

  it('is none when only the form has a message (the alert takes the focus), or for a nameless control', () => {
    expect(firstInvalidIndex(controls, {})).toBe(-1)
    expect(firstInvalidIndex([{ name: '', invalid: false }], { '': 'x' })).toBe(-1)
  })
})
