import type { CollectionConfig } from 'payload'

import {
  SHIPPING_BATCH_KIND_LABELS,
  SHIPPING_BATCH_KINDS,
  SHIPPING_FILE_FORMATS,
} from '@/shop/fulfilment/shipping-rules'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'

/**
 * One carrier file that went out (出荷指示) or came back (出荷実績), issue 29: who, when, which file and what it did —
 * the orders it held, the lines applied, unchanged and refused with their line numbers and reasons. Written only by
 * src/shop/fulfilment; read by admin and support on 出荷管理 (/admin/shipping).
 */
export const ShippingBatches: CollectionConfig = {
  slug: 'shipping-batches',
  labels: { singular: '出荷ファイルの記録', plural: '出荷ファイルの記録' },
  admin: {
    useAsTitle: 'fileName',
    defaultColumns: ['kind', 'fileName', 'staff', 'orderCount', 'appliedCount', 'failedCount', 'createdAt'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'kind',
      label: '種類',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(SHIPPING_BATCH_KINDS, SHIPPING_BATCH_KIND_LABELS),
    },
    {
      name: 'format',
      label: '形式',
      type: 'select',
      required: true,
      options: SHIPPING_FILE_FORMATS.map((f) => ({ value: f, label: f === 'b2' ? 'B2クラウド' : 'CSV' })),
    },
    { name: 'fileName', label: 'ファイル名', type: 'text', required: true },
    {
      name: 'shipDate',
      label: '出荷予定日',
      type: 'text',
      admin: { description: 'YYYY-MM-DD（出荷指示のみ）' },
    },
    { name: 'staff', label: '担当者', type: 'relationship', relationTo: 'users', required: true },
    { name: 'orderCount', label: '注文数・行数', type: 'number', required: true, defaultValue: 0 },
    { name: 'appliedCount', label: '出荷済みにした注文', type: 'number', defaultValue: 0 },
    { name: 'unchangedCount', label: '変更なし', type: 'number', defaultValue: 0 },
    { name: 'failedCount', label: 'エラーの行', type: 'number', defaultValue: 0 },
    { name: 'orderNumbers', label: '注文番号', type: 'json' },
    { name: 'problems', label: 'エラー・注意', type: 'json' },
  ],
}
