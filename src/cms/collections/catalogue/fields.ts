import type { TextField } from 'payload'

const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/

/** A lowercase code that is also used in URLs and API filters. */
export function codeField(label: string, name = 'code'): TextField {
  return {
    name,
    label,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { description: '半角英小文字・数字・ハイフン（URL や絞り込みに使われます）' },
    validate: (value: unknown) =>
      typeof value === 'string' && CODE.test(value)
        ? true
        : `${label}は半角英小文字・数字・ハイフンの40文字以内で入力してください`,
  }
}
