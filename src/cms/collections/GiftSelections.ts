import type { CollectionConfig } from 'payload'

import { isAdmin, isSupport, nobody } from '../access'

const readOnly = { readOnly: true } as const

/**
 * Birthday and continuation gifts members chose (docs/adr/047-campaign-gifts.md): one per member, kind and year
 * (a unique key). Written only by src/shop/campaigns/gifts, which also attaches a waiting gift to the member's next
 * regular-delivery order; support reads them to pack or send the gift and marks separate ones sent.
 */
export const GiftSelections: CollectionConfig = {
  slug: 'gift-selections',
  labels: { singular: 'プレゼントの選択', plural: 'プレゼントの選択' },
  graphQL: { singularName: 'GiftSelection', pluralName: 'GiftSelections' },
  admin: {
    useAsTitle: 'giftName',
    defaultColumns: ['kind', 'year', 'giftName', 'shipping', 'order', 'createdAt'],
    group: 'キャンペーン',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: isAdmin },
  fields: [
    {
      name: 'selectionKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: '種類',
          type: 'select',
          required: true,
          options: [
            { label: 'お誕生日プレゼント', value: 'birthday' },
            { label: '継続感謝プレゼント', value: 'continuation' },
          ],
          admin: readOnly,
        },
        { name: 'year', label: '年', type: 'number', required: true, index: true, admin: readOnly },
      ],
    },
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'giftCode',
          label: 'プレゼントコード',
          type: 'text',
          required: true,
          index: true,
          admin: readOnly,
        },
        { name: 'giftName', label: 'プレゼント名', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      name: 'shipping',
      label: 'お届け',
      type: 'select',
      required: true,
      options: [
        { label: '次回の定期お届けに同梱（待ち）', value: 'with-next-delivery' },
        { label: '定期お届けの注文に同梱', value: 'attached' },
        { label: '別送（未発送）', value: 'separate' },
        { label: '別送（発送済み）', value: 'sent' },
      ],
    },
    {
      name: 'order',
      label: '同梱する注文',
      type: 'relationship',
      relationTo: 'orders',
      admin: { ...readOnly, description: '定期お届けの注文に同梱する場合' },
    },
    { name: 'linkKey', label: 'リンクキー', type: 'text', admin: readOnly },
  ],
}
