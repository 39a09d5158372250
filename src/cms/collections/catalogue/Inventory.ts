import type { CollectionConfig } from 'payload'

import { canReadStock, isEditor } from '../../access'
import { editorialHooks } from '../../publishing'

/**
 * Stock per product, outside the versioned product so that publishing a draft never resets it. Orders
 * decrement it with a guarded update (never below zero).
 */
export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: '在庫', plural: '在庫' },
  admin: { useAsTitle: 'productCode', defaultColumns: ['productCode', 'stock', 'updatedAt'], group: '商品' },
  access: { read: canReadStock, create: isEditor, update: isEditor, delete: isEditor },
  hooks: editorialHooks,
  fields: [
    {
      name: 'productCode',
      label: '商品コード',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'stock',
      label: '在庫数',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 0 ? true : '在庫数は0以上の整数で入力してください',
    },
  ],
}
