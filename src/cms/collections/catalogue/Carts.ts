import type { CollectionConfig } from 'payload'

import { CYCLE_TYPES } from '@/shop/catalogue/codes'

import { isAdmin, nobody } from '../../access'
import { plainOptions } from './options'

/**
 * Shopping carts. A guest's cart is found by the SHA-256 of its HttpOnly cookie token (the token itself is never
 * stored); a member's cart by `customer` (ADR 010: the guest cart merges into it at sign-in). Only admins look at carts; the shop
 * reads and writes them through src/shop/cart with overrideAccess. A campaign order's cart (docs/adr/048) is a token
 * cart of its own, marked with the campaign: it is never the shopper's cart and is consumed by that order.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'カート', plural: 'カート' },
  admin: { useAsTitle: 'id', defaultColumns: ['id', 'updatedAt'], group: '受注' },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'tokenHash',
      label: 'トークン（ハッシュ）',
      type: 'text',
      unique: true,
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    { name: 'customerNumber', label: '会員番号', type: 'text', index: true },
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { description: '会員のカート。ゲストのカートはログイン時にここへまとめられます。' },
    },
    { name: 'linkKey', label: 'リンクキー', type: 'text' },
    {
      name: 'campaign',
      label: 'キャンペーン（プロモーションID）',
      type: 'text',
      index: true,
      admin: {
        description:
          'キャンペーンのページからの注文のカート（特別価格はキャンペーンの設定から計算します）。通常のカートには表示されません。',
      },
    },
    {
      name: 'lines',
      label: '明細',
      type: 'array',
      fields: [
        { name: 'productCode', label: '商品コード', type: 'text', required: true },
        {
          name: 'cycleType',
          label: '購入方法',
          type: 'select',
          required: true,
          options: plainOptions(CYCLE_TYPES),
        },
        { name: 'quantity', label: '数量', type: 'number', required: true, min: 1 },
        { name: 'addedAt', label: '追加日時', type: 'date', required: true },
      ],
    },
  ],
}
