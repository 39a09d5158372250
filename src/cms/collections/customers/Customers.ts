import type { CollectionConfig, FieldAccess } from 'payload'

import { POINT_VALIDITY_MONTHS } from '@/shop/club/expiry-rules'
import { STAGE_WINDOW_MONTHS } from '@/shop/club/stage-rules'
import { CUSTOMER_TYPE_CODES, CUSTOMER_TYPE_LABELS } from '@/shop/customer/customer-types'
import { customerSearchKeys } from '@/shop/support/search-keys'

import { adminField, isAdmin, isSupport, nobody } from '../../access'

const never: FieldAccess = () => false

/**
 * Shop members (docs/adr/010-member-sessions.md). Not a Payload auth collection (stack.md trap 8): the shop
 * signs them in with its own session (src/shop/auth). Admins and support look members up (ADR 023); the password hash is unreadable
 * through every staff door (field access read false). The shop reads it with overrideAccess only to verify a
 * sign-in. Members are created by registration and the seed, never in the admin.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: '会員', plural: '会員' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['customerNumber', 'lastName', 'firstName', 'customerType', 'stage', 'createdAt'],
    group: 'お客さま対応',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
        return data
      },
    ],
    // The support search's folded columns follow every write of the name, kana or phone (ADR 067). An update
    // carries only its changed fields, so the keys are made from the stored document overlaid with them.
    beforeChange: [
      ({ data, originalDoc }) => ({ ...data, ...customerSearchKeys({ ...originalDoc, ...data }) }),
    ],
  },
  fields: [
    {
      name: 'customerNumber',
      label: '会員番号',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: '未設定の間、会員には「発行中」と表示されます。' },
    },
    {
      name: 'customerType',
      label: '会員区分',
      type: 'select',
      required: true,
      defaultValue: '1111',
      options: CUSTOMER_TYPE_CODES.map((code) => ({
        value: code,
        label: `${code} ${CUSTOMER_TYPE_LABELS[code]}`,
      })),
    },
    {
      name: 'stage',
      label: 'ステージ',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      index: true,
      admin: {
        readOnly: true,
        description: `過去${STAGE_WINDOW_MONTHS}か月のお買い上げ金額から毎日判定します（サイト設定 › クラブのステージ）。0 はステージなし。`,
      },
    },
    {
      name: 'isRegularOrderCustomer',
      label: '定期購入者',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        readOnly: true,
        description: '継続中の定期コースがある間オン。定期コースの状態からのみ変わります。',
      },
    },
    {
      name: 'swcPoint',
      label: 'ポイント残高',
      type: 'number',
      min: 0,
      admin: {
        readOnly: true,
        description: 'ポイント履歴（確定分）の合計。注文・キャンセル・調整・失効でのみ変わります。',
      },
    },
    {
      name: 'pointsEarnedAt',
      label: '最終ポイント獲得日時',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: `ポイントの有効期限の起点。この日から${POINT_VALIDITY_MONTHS}か月後の同じ日まで有効です。`,
      },
    },
    { name: 'lastName', label: '姓', type: 'text', required: true },
    { name: 'firstName', label: '名', type: 'text', required: true },
    { name: 'lastNameKana', label: 'セイ', type: 'text', required: true },
    { name: 'firstNameKana', label: 'メイ', type: 'text', required: true },
    {
      name: 'gender',
      label: '性別',
      type: 'select',
      required: true,
      options: [
        { value: 'Male', label: '男性' },
        { value: 'Female', label: '女性' },
        { value: 'X', label: 'X（回答しない）' },
      ],
    },
    { name: 'birthDate', label: '生年月日', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'postalCode', label: '郵便番号', type: 'text', required: true },
    { name: 'prefecture', label: '都道府県', type: 'text', required: true },
    { name: 'municipalityCode', label: '市区町村コード', type: 'text' },
    { name: 'city', label: '市区郡', type: 'text', required: true },
    { name: 'town', label: '町村', type: 'text' },
    { name: 'streetAddress', label: '番地', type: 'text', required: true },
    { name: 'building', label: '建物名', type: 'text' },
    { name: 'phone', label: '電話番号', type: 'text', required: true },
    { name: 'email', label: 'メールアドレス', type: 'email', required: true, unique: true, index: true },
    {
      name: 'passwordHash',
      label: 'パスワード（ハッシュ）',
      type: 'text',
      required: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'savedCard',
      label: '登録済みカード',
      type: 'group',
      admin: {
        readOnly: true,
        description: '決済代行会社が保管するカードの参照のみ（カード番号は保存しません）。',
      },
      access: { create: never, update: never },
      fields: [
        // The provider's handle on the card: only the shop (overrideAccess) and admins need it.
        { name: 'reference', label: '決済代行の参照ID', type: 'text', access: { read: adminField } },
        { name: 'brand', label: 'ブランド', type: 'text' },
        { name: 'last4', label: '下4桁', type: 'text' },
      ],
    },
    {
      name: 'directDebit',
      label: '口座振替の登録',
      type: 'group',
      admin: {
        readOnly: true,
        description: '決済代行会社が保管する口座の参照のみ（口座番号は保存しません）。',
      },
      access: { create: never, update: never },
      fields: [
        // The provider's handle on the registered account: only the shop (overrideAccess) and admins need it.
        { name: 'reference', label: '決済代行の参照ID', type: 'text', access: { read: adminField } },
        { name: 'bankName', label: '金融機関', type: 'text' },
        { name: 'accountLast4', label: '口座番号下4桁', type: 'text' },
        { name: 'registeredAt', label: '登録日時', type: 'date' },
      ],
    },
    { name: 'wantsMailMagazine', label: 'メールマガジン', type: 'checkbox', defaultValue: false },
    {
      name: 'isGroupStaff',
      label: 'グループ従業員',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'グループのシングルサインオンで確認されたときに設定されます。' },
    },
    {
      name: 'lineSubject',
      label: 'LINE連携ID',
      type: 'text',
      unique: true,
      index: true,
      access: { read: adminField, create: never, update: never },
      admin: { readOnly: true, description: 'LINEログインの利用者ID（sub）。連携していなければ空です。' },
    },
    {
      name: 'groupSubject',
      label: 'グループID連携',
      type: 'text',
      unique: true,
      index: true,
      access: { read: adminField, create: never, update: never },
      admin: { readOnly: true, description: 'グループのシングルサインオンの利用者ID（sub）。' },
    },
    ...searchKeyFields(),
    {
      name: 'withdrawnAt',
      label: '退会日時',
      type: 'date',
      admin: {
        readOnly: true,
        description: '退会した会員はログインできません（注文履歴のため記録は残します）。',
      },
    },
  ],
}

/**
 * The support search's columns (src/shop/support/search-keys.ts, ADR 067): derived, indexed, never typed by staff.
 * On PostgreSQL their indexes use text_pattern_ops (the migration), so a prefix LIKE uses them in any collation.
 */
function searchKeyFields(): CollectionConfig['fields'] {
  const names = [
    'searchName',
    'searchNameKana',
    'searchGivenName',
    'searchGivenNameKana',
    'searchPhone',
  ] as const
  return names.map((name) => ({
    name,
    type: 'text' as const,
    index: true,
    access: { create: never, update: never },
    admin: { hidden: true },
  }))
}
