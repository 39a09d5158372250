/** What a form's server function writes back into the page (docs/adr/059): never a secret. */
import { describe, expect, it } from 'vitest'

import { formStateOf, formValues } from '@/lib/api/form-values'
import { ApiError } from '@/lib/api/errors'

describe('formValues', () => {
  it('keeps what may be shown again, and drops passwords, card fields, codes and React’s own fields', () => {
    const form = new FormData()
    for (const [name, value] of [
      ['email', 'hanako@example.jp'],
      ['productCode', 'sesamin-ex'],
      ['password', 'secret-1'],
      ['newPasswordConfirm', 'secret-2'],
      ['cardNumber', '4111111111111111'],
      ['code', '123456'],
      ['formTicket', 't.x.y'],
      ['$ACTION_ID_abc', ''],
      ['persistent', 'on'],
    ])
      form.append(name!, value!)
    form.append('file', new Blob(['x']))
    expect(formValues(form)).toEqual({
      email: 'hanako@example.jp',
      productCode: 'sesamin-ex',
      // The sign-in's form ticket is in the page anyway; its function decides whether to give it back.
      formTicket: 't.x.y',
      persistent: 'on',
    })
  })
})

describe('formStateOf', () => {
  it('puts field messages on their fields and the rest in the form’s message', () => {
    const values = { email: 'a@example.jp' }
    expect(
      formStateOf(
        new ApiError(400, 'validation_failed', '入力内容をご確認ください。', {
          fields: { email: '形式が正しくありません' },
        }),
        values,
      ),
    ).toEqual({
      fields: { email: '形式が正しくありません' },
      message: '',
      values,
    })
    expect(formStateOf(new ApiError(409, 'conflict', '変更できません。'), values)).toEqual({
      fields: {},
      message: '変更できません。',
      values,
    })
    expect(
      formStateOf(new ApiError(400, 'x', 'y', { fields: { '': '全体のメッセージ' } }), values).message,
    ).toBe('全体のメッセージ')
  })
})
