import type { CollectionConfig, FieldAccess } from 'payload'

import { OTP_PURPOSES } from '@/shop/otp/otp-purposes'

import { isAdmin, nobody } from '../../access'

const never: FieldAccess = () => false

/**
 * Email one-time-password transactions (docs/adr/012-one-time-passwords.md). The browser holds the transaction
 * id (authenticateTransactionId) and the code arrives by mail; both are stored only as keyed hashes, and the
 * address only as a hash, so this table holds no personal data. Admins may look at counts and times.
 */
export const OneTimePasswords: CollectionConfig = {
  slug: 'one-time-passwords',
  labels: { singular: 'ワンタイムパスワード', plural: 'ワンタイムパスワード' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['id', 'purpose', 'createdAt', 'expiresAt', 'failedAttempts', 'verifiedAt', 'consumedAt'],
    group: 'お客さま対応',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'transactionHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'purpose',
      label: '用途',
      type: 'select',
      required: true,
      options: OTP_PURPOSES.map((value) => ({ value, label: value })),
    },
    {
      name: 'emailHash',
      type: 'text',
      required: true,
      index: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    { name: 'customer', label: '会員', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'expiresAt', label: '有効期限', type: 'date', required: true },
    { name: 'sentCount', label: '送信回数', type: 'number', required: true, defaultValue: 1 },
    { name: 'lastSentAt', label: '最終送信日時', type: 'date', required: true },
    { name: 'failedAttempts', label: '誤入力回数', type: 'number', required: true, defaultValue: 0 },
    { name: 'lockedAt', label: 'ロック日時', type: 'date' },
    { name: 'verifiedAt', label: '認証日時', type: 'date' },
    { name: 'consumedAt', label: '使用日時', type: 'date' },
  ],
}
