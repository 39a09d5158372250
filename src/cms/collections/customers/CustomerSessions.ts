import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin, nobody } from '../../access'

const never: FieldAccess = () => false

/**
 * Server-side member sessions (docs/adr/010-member-sessions.md): found by the SHA-256 of the `shop_session`
 * cookie token, which is never stored. Admins may look at them (and revoke by setting revokedAt); nobody ever
 * reads the token hash through the admin, REST or GraphQL.
 */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  labels: { singular: '会員セッション', plural: '会員セッション' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['id', 'customer', 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt'],
    group: 'お客さま対応',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'tokenHash',
      label: 'トークン（ハッシュ）',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    },
    { name: 'persistent', label: 'ログインしたままにする', type: 'checkbox', defaultValue: false },
    { name: 'lastSeenAt', label: '最終利用日時', type: 'date', required: true },
    { name: 'expiresAt', label: '有効期限', type: 'date', required: true, index: true },
    { name: 'revokedAt', label: '無効化日時', type: 'date' },
  ],
}
