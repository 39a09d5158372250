import type { CollectionConfig } from 'payload'

import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES } from '@/shop/courses/course-statuses'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'
import { locked } from './fields'

/**
 * One delivery of a regular course (docs/adr/033-regular-delivery-engine.md): the row the engine writes in the
 * transaction that places the delivery's order. (course, sequence) is unique, so a rerun, a crash half way or two
 * workers at once can never make a delivery twice. Written only by src/shop/courses (the courses' owner).
 */
export const RegularDeliveries: CollectionConfig = {
  slug: 'regular-deliveries',
  labels: { singular: '定期お届け', plural: '定期お届け' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['course', 'sequence', 'deliveryDate', 'status', 'order', 'nextAttemptAt'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['course', 'sequence'], unique: true }],
  fields: [
    locked({
      name: 'course',
      label: '定期コース',
      type: 'relationship',
      relationTo: 'regular-courses',
      required: true,
      index: true,
    }),
    locked({ name: 'sequence', label: 'お届け回', type: 'number', required: true, min: 1 }),
    locked({
      name: 'deliveryDate',
      label: 'お届け予定日',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD' },
    }),
    locked({
      name: 'status',
      label: '状態',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS),
    }),
    locked({
      name: 'order',
      label: '注文',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      // The order number as a link, read on the server (a held or skipped delivery: 「—（注文なし）」).
      admin: { components: { Cell: '/cms/collections/orders/admin/DeliveryOrderCell#DeliveryOrderCell' } },
    }),
    locked({ name: 'shippedAt', label: '出荷日時', type: 'date' }),
    locked({ name: 'attempts', label: '試行回数', type: 'number', defaultValue: 0, min: 0 }),
    locked({ name: 'nextAttemptAt', label: '次の再試行', type: 'date', index: true }),
    locked({ name: 'failureCode', label: 'エラーコード', type: 'text' }),
  ],
}
