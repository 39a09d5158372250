import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { editorialHooks } from '../publishing'

/** The footer's product tabs (supplement, beauty care) and their link groups. */
export const BrandTabs: CollectionConfig = {
  slug: 'brand-tabs',
  labels: { singular: 'ブランドタブ', plural: 'ブランドタブ' },
  graphQL: { singularName: 'BrandTab', pluralName: 'BrandTabs' },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'key', 'order'], group: 'サイト設定' },
  defaultSort: 'order',
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: editorialHooks,
  fields: [
    {
      name: 'key',
      label: 'タブ',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'サプリメント', value: 'supplement' },
        { label: 'ビューティーケア', value: 'beautycare' },
      ],
    },
    { name: 'label', label: '表示名', type: 'text', required: true },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 1 },
    {
      name: 'groups',
      label: 'リンクグループ',
      type: 'array',
      fields: [
        { name: 'title', label: '見出し', type: 'text', required: true },
        {
          name: 'links',
          label: 'リンク',
          type: 'array',
          fields: [
            { name: 'label', label: '表示名', type: 'text', required: true },
            { name: 'href', label: 'リンク先', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
