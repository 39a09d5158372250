import type { CollectionConfig, FieldAccess } from 'payload'

import {
  ACCESS_ACTION_LABELS,
  ACCESS_ACTIONS,
  ACCESS_OUTCOME_LABELS,
  ACCESS_OUTCOMES,
} from '@/shop/support/console-rules'

import { isAdmin, nobody } from '../access'
import { optionsOf } from './catalogue/options'
import { locked } from './orders/fields'

const never: FieldAccess = () => false

/**
 * 閲覧・操作の記録 (issue 29 §3, docs/adr/071-support-console.md): every view of a customer's personal data in the
 * support console and every action taken there — who, when, which customer, what. The detail is Japanese and
 * holds no personal data (no names, addresses, free text: a reason or a note stays with its own record). Written
 * only by src/shop/support (access-log.ts); nobody writes, edits or deletes it through the admin, REST or
 * GraphQL; admins read it (the console's /admin/support/access-log, and here).
 *
 * `actionKey`: the one-time key of the form that asked for an action, unique, so a form posted twice applies once.
 */
export const SupportAccessLog: CollectionConfig = {
  slug: 'support-access-log',
  labels: { singular: '閲覧・操作の記録', plural: '閲覧・操作の記録' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['createdAt', 'staff', 'customer', 'action', 'outcome', 'detail'],
    group: '管理',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    locked({ name: 'staff', label: '担当者', type: 'relationship', relationTo: 'users', required: true }),
    locked({
      name: 'customer',
      label: 'お客さま',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    }),
    locked({
      name: 'action',
      label: '操作',
      type: 'select',
      required: true,
      options: optionsOf(ACCESS_ACTIONS, ACCESS_ACTION_LABELS),
    }),
    locked({
      name: 'outcome',
      label: '結果',
      type: 'select',
      required: true,
      defaultValue: 'done',
      options: optionsOf(ACCESS_OUTCOMES, ACCESS_OUTCOME_LABELS),
    }),
    locked({ name: 'detail', label: '内容', type: 'text', required: true }),
    {
      name: 'actionKey',
      type: 'text',
      unique: true,
      index: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
  ],
}
