import type { CollectionConfig } from 'payload'

import { isAdmin, isSupport, nobody } from '../access'
import { abVariantField } from './ab-variant-field'

const readOnly = { readOnly: true } as const

/**
 * Sample applications of apply campaigns (docs/adr/046-sample-apply.md). Written only by the shop's apply service
 * (src/shop/campaigns/apply), which also takes the sample's stock and claims the applicant's keys in the same
 * transaction; support reads them for shipping and marks them sent.
 */
export const SampleApplications: CollectionConfig = {
  slug: 'sample-applications',
  labels: { singular: 'サンプルお申し込み', plural: 'サンプルお申し込み' },
  graphQL: { singularName: 'SampleApplication', pluralName: 'SampleApplications' },
  admin: {
    useAsTitle: 'applicationNumber',
    defaultColumns: ['applicationNumber', 'sampleName', 'promotionId', 'status', 'createdAt'],
    group: 'キャンペーン',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: isAdmin },
  fields: [
    {
      name: 'applicationNumber',
      label: 'お申し込み番号',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'promotionId',
          label: 'プロモーションID',
          type: 'text',
          required: true,
          index: true,
          admin: readOnly,
        },
        { name: 'campaignTitle', label: 'キャンペーン名', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'productCode', label: '商品コード', type: 'text', required: true, admin: readOnly },
        { name: 'sampleCode', label: '在庫コード', type: 'text', required: true, admin: readOnly },
        { name: 'sampleName', label: 'サンプル名', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      admin: { ...readOnly, description: 'ログインしてお申し込みの場合' },
    },
    {
      name: 'applicant',
      label: 'お届け先',
      type: 'group',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lastName', label: '姓', type: 'text', required: true },
            { name: 'firstName', label: '名', type: 'text', required: true },
            { name: 'lastNameKana', label: 'セイ', type: 'text', required: true },
            { name: 'firstNameKana', label: 'メイ', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', label: '郵便番号', type: 'text', required: true },
            { name: 'prefecture', label: '都道府県', type: 'text', required: true },
            { name: 'city', label: '市区郡', type: 'text', required: true },
            { name: 'town', label: '町村', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'streetAddress', label: '番地', type: 'text', required: true },
            { name: 'building', label: '建物名・部屋番号', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', label: '電話番号', type: 'text', required: true },
            { name: 'email', label: 'メールアドレス', type: 'email', required: true },
          ],
        },
      ],
    },
    { name: 'linkKey', label: 'リンクキー', type: 'text', admin: readOnly },
    abVariantField(),
    {
      name: 'status',
      label: '状況',
      type: 'select',
      required: true,
      defaultValue: 'received',
      options: [
        { label: '受付', value: 'received' },
        { label: '発送済み', value: 'shipped' },
        { label: '取り消し', value: 'cancelled' },
      ],
    },
    { name: 'staffNote', label: '対応メモ', type: 'textarea' },
  ],
}

/**
 * "One sample per person and product": the digests of the applicants' keys (member, mailbox, home) per product,
 * under a unique index, so two concurrent applications of one person cannot both pass. No personal data in
 * readable form; not shown in the admin.
 */
export const SampleApplyClaims: CollectionConfig = {
  slug: 'sample-apply-claims',
  labels: { singular: 'サンプルお申し込みの重複防止キー', plural: 'サンプルお申し込みの重複防止キー' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'applicationNumber', type: 'text', required: true },
  ],
}
