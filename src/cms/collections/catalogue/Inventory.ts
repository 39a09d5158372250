import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import type { Inventory as InventoryRow } from '@/cms/payload-types'
import { stockEdited } from '@/shop/inventory/inventory'
import { validThreshold } from '@/shop/inventory/low-stock-rules'

import { canReadStock, isEditor } from '../../access'
import { locked } from '../orders/fields'

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
 * edits here report to it, so every change of availability expires the cached pages the same way, and every
 * change of stock is checked for the low-stock alert (docs/adr/070-stock-alerts-and-held-deliveries.md).
 */
export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: '在庫', plural: '在庫' },
  admin: {
    useAsTitle: 'productCode',
    defaultColumns: ['productCode', 'stock', 'lowStockThreshold', 'lowStockAlertedAt', 'updatedAt'],
    group: '商品',
  },
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
    {
      // Kept by those who keep the stock (the collection's update access: editors and admins).
      name: 'lowStockThreshold',
      label: '在庫アラートのしきい値',
      type: 'number',
      min: 1,
      validate: validThreshold,
      admin: {
        description:
          '在庫数がこの数を下回ると、スタッフの連絡先（定期お届けの設定）にメールを1通送ります。しきい値以上に戻るまで再送しません。空欄ならアラートなし。',
      },
    },
    // Written only by the stock owner (src/shop/inventory/low-stock-alert.ts): set with the mail, cleared when
    // the stock is back at the threshold.
    locked({
      name: 'lowStockAlertedAt',
      label: '在庫アラート送信日時',
      type: 'date',
      admin: {
        description:
          '在庫アラートを送った日時。在庫がしきい値以上に戻ると空になり、次に下回ったときにまた送ります。',
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
  ],
}
