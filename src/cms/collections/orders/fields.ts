import type { Field, FieldAccess } from 'payload'

const never: FieldAccess = () => false

/** A field staff see but never change in the admin (the shop writes it with overrideAccess). */
export function locked<T extends Field>(field: T): T {
  return {
    ...field,
    access: { ...('access' in field ? field.access : {}), create: never, update: never },
    admin: { ...(field.admin ?? {}), readOnly: true },
  } as T
}

/** Name, kana, address, phone and email of the orderer or the destination: personal data, never logged. */
export function personFields(): Field[] {
  return [
    { name: 'lastName', label: '姓', type: 'text', required: true },
    { name: 'firstName', label: '名', type: 'text', required: true },
    { name: 'lastNameKana', label: 'セイ', type: 'text', required: true },
    { name: 'firstNameKana', label: 'メイ', type: 'text', required: true },
    { name: 'postalCode', label: '郵便番号', type: 'text', required: true },
    { name: 'prefecture', label: '都道府県', type: 'text', required: true },
    { name: 'city', label: '市区郡', type: 'text', required: true },
    { name: 'town', label: '町村', type: 'text' },
    { name: 'streetAddress', label: '番地', type: 'text', required: true },
    { name: 'building', label: '建物名', type: 'text' },
    { name: 'phone', label: '電話番号', type: 'text', required: true },
    { name: 'email', label: 'メールアドレス', type: 'email' },
  ]
}
