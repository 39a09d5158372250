import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import type { Inventory as InventoryRow } from '@/cms/payload-types'
import { stockEdited } from '@/shop/inventory/inventory'

import { canReadStock, isEditor } from '../../access'

/** A staff edit's availability change expires the cached pages through the stock owner, after the commit. */
const stockEditedAfterChange: CollectionAfterChangeHook<InventoryRow> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (req.context.disableRevalidate) return doc
  const before = operation === 'create' ? undefined : previousDoc?.stock
  await stockEdited(req.payload, req, { productCode: doc.productCode, before, after: doc.stock })
  return doc
}

const stockEditedAfterDelete: CollectionAfterDeleteHook<InventoryRow> = async ({ doc, req }) => {
  if (!req.context.disableRevalidate)
    await stockEdited(req.payload, req, { productCode: doc.productCode, before: doc.stock })
  return doc
}

/**
 * Stock per product, outside the versioned product so that publishing a draft never resets it. Its one writer
 * is src/shop/inventory (orders take stock with a guarded update, never below zero; cancels give it back); staff
 * edits here report to it, so every change of availability expires the cached pages the same way.
 */
export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: '在庫', plural: '在庫' },
  admin: { useAsTitle: 'productCode', defaultColumns: ['productCode', 'stock', 'updatedAt'], group: '商品' },
  access: { read: canReadStock, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [stockEditedAfterChange], afterDelete: [stockEditedAfterDelete] },
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
