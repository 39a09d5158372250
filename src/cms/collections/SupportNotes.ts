import type { CollectionConfig } from 'payload'

import { isAdmin, isSupport, nobody } from '../access'
import { locked } from './orders/fields'

/**
 * 対応メモ (issue 29 §3, docs/adr/071-support-console.md): what support noted on a customer's page of the console
 * — one row per note, with the staff member. Written only by src/shop/support/support-actions.ts (each note also in
 * the access log); never edited, so the story stays as it was told. Admins may delete a note written on the wrong
 * customer.
 */
export const SupportNotes: CollectionConfig = {
  slug: 'support-notes',
  labels: { singular: '対応メモ', plural: '対応メモ' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['customer', 'staff', 'text', 'createdAt'],
    group: 'お客さま対応',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    locked({
      name: 'customer',
      label: 'お客さま',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    }),
    locked({ name: 'staff', label: '担当者', type: 'relationship', relationTo: 'users', required: true }),
    locked({ name: 'text', label: 'メモ', type: 'textarea', required: true, maxLength: 1000 }),
  ],
}
