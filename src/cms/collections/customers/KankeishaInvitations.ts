import type { CollectionConfig } from 'payload'

import { CUSTOMER_TYPE_LABELS, KANKEISHA_TYPE_CODES } from '@/shop/customer/customer-types'

import { isAdmin } from '../../access'

/**
 * Invitation codes for the kankeisha entry (docs/adr/013-kankeisha-entry.md): group companies and partners
 * hand their people a code; registering with it gives the matching customer type. Admins manage them.
 */
export const KankeishaInvitations: CollectionConfig = {
  slug: 'kankeisha-invitations',
  labels: { singular: '関係者招待コード', plural: '関係者招待コード' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'customerType', 'validUntil', 'active'],
    group: 'お客さま対応',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.code === 'string') data.code = data.code.trim().toUpperCase()
        return data
      },
    ],
  },
  fields: [
    { name: 'label', label: '名称（配布先）', type: 'text', required: true },
    {
      name: 'code',
      label: '招待コード',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: '英数字とハイフン（大文字・小文字は区別しません）。' },
    },
    {
      name: 'customerType',
      label: '登録される会員区分',
      type: 'select',
      required: true,
      options: KANKEISHA_TYPE_CODES.map((code) => ({
        value: code,
        label: `${code} ${CUSTOMER_TYPE_LABELS[code]}`,
      })),
    },
    { name: 'validUntil', label: '有効期限', type: 'date' },
    { name: 'active', label: '有効', type: 'checkbox', defaultValue: true },
  ],
}
