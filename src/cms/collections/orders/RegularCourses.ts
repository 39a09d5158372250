import type { CollectionConfig } from 'payload'

import { REGULAR_CYCLES } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { courseChanged } from '@/shop/courses/regular-courses'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'

/**
 * Regular-delivery courses (定期コース): one per regular line of an order. The first delivery is the order's;
 * the next is the first plus the cycle (src/shop/orders/delivery-dates.ts). Cancelling the order cancels them.
 * The shop writes them through src/shop/courses/regular-courses.ts; a change by staff here recomputes the member's
 * 定期購入者 flag in the same transaction (afterChange).
 */
export const RegularCourses: CollectionConfig = {
  slug: 'regular-courses',
  labels: { singular: '定期コース', plural: '定期コース' },
  admin: {
    useAsTitle: 'productCode',
    defaultColumns: ['productCode', 'cycleType', 'status', 'nextDeliveryDate', 'customer'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: nobody },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        if (operation !== 'update' || context.courseOwner || previousDoc?.status === doc.status) return doc
        const customer = doc.customer as number | { id: number } | null | undefined
        await courseChanged(
          req.payload,
          typeof customer === 'object' ? (customer?.id ?? null) : (customer ?? null),
          req,
        )
        return doc
      },
    ],
  },
  fields: [
    { name: 'customer', label: '会員', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'order',
      label: '初回の注文',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
    },
    { name: 'productCode', label: '商品コード', type: 'text', required: true, index: true },
    {
      name: 'cycleType',
      label: 'お届け間隔',
      type: 'select',
      required: true,
      options: optionsOf(REGULAR_CYCLES, CYCLE_INTERVAL_LABELS),
    },
    { name: 'quantity', label: '1回あたりの数量', type: 'number', required: true, min: 1 },
    {
      name: 'status',
      label: '状態',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { value: 'active', label: '継続中' },
        { value: 'cancelled', label: '解約' },
      ],
    },
    {
      name: 'firstDeliveryDate',
      label: '初回お届け日',
      type: 'text',
      required: true,
      admin: { description: 'YYYY-MM-DD' },
    },
    {
      name: 'nextDeliveryDate',
      label: '次回お届け日',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD' },
    },
  ],
}
