import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../access'

/** Every mail the shop sent (or would send without SMTP). Read by /sandbox/mailbox and by admins. */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: '送信メール', plural: '送信メール' },
  graphQL: { singularName: 'OutboxMail', pluralName: 'OutboxMails' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'kind', 'createdAt'], group: '管理' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', label: '宛先', type: 'text', required: true, index: true },
    { name: 'subject', label: '件名', type: 'text', required: true },
    { name: 'text', label: '本文', type: 'textarea', required: true },
    { name: 'kind', label: '種別', type: 'text', required: true },
    {
      name: 'transport',
      label: '送信方法',
      type: 'select',
      options: [
        { label: 'SMTP', value: 'smtp' },
        { label: '保存のみ', value: 'outbox' },
      ],
    },
  ],
}
