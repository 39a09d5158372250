import type { CollectionConfig } from 'payload'

import { isAdmin, isSupport, nobody } from '../access'

/** Messages sent through /inquiry/contact/. Written only by the shop API; admins and support read and answer them. */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'お問い合わせ', plural: 'お問い合わせ' },
  graphQL: { singularName: 'Inquiry', pluralName: 'Inquiries' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['receiptNumber', 'category', 'subject', 'status', 'createdAt'],
    group: 'お客さま対応',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: isAdmin },
  fields: [
    {
      name: 'receiptNumber',
      label: '受付番号',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
    },
    { name: 'category', label: 'お問い合わせ種別', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', label: '件名', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'lastName', label: '姓', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'firstName', label: '名', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'lastNameKana', label: 'セイ', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'firstNameKana', label: 'メイ', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'email',
      label: 'メールアドレス',
      type: 'email',
      required: true,
      // The support console lists a customer's inquiries by address (ADR 071).
      index: true,
      admin: { readOnly: true },
    },
    { name: 'phone', label: '電話番号', type: 'text', admin: { readOnly: true } },
    { name: 'orderNumber', label: 'ご注文番号', type: 'text', admin: { readOnly: true } },
    {
      name: 'message',
      label: 'お問い合わせ内容',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      label: '対応状況',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: '未対応', value: 'new' },
        { label: '対応中', value: 'in-progress' },
        { label: '完了', value: 'done' },
      ],
    },
    { name: 'staffNote', label: '対応メモ', type: 'textarea' },
  ],
}
