import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { richTextField } from '../rich-text/editor'

/**
 * The gift guide's occasions (issue 16 item 5; docs/adr/051-gift-guide.md) at /gift/{code}/: text written by
 * editors and the products they recommend, whose prices and stock the pages take from the catalogue.
 */
export const GiftGuides: CollectionConfig = {
  slug: 'gift-guides',
  labels: { singular: 'ギフトガイド', plural: 'ギフトガイド' },
  graphQL: { singularName: 'GiftGuide', pluralName: 'GiftGuides' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['code', 'title', 'order', '_status'],
    group: 'コンテンツ',
  },
  defaultSort: 'order',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    {
      name: 'code',
      label: 'コード',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL /gift/コード/ になります（半角英小文字・数字・-）。' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)
          ? true
          : 'コードは半角英小文字・数字・- で入力してください（40文字まで）',
    },
    { name: 'title', label: 'タイトル', type: 'text', required: true, maxLength: 60 },
    { name: 'lead', label: 'リード文', type: 'textarea', required: true, maxLength: 160 },
    richTextField('body', '本文'),
    {
      name: 'products',
      label: 'おすすめ商品',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      admin: { description: '価格と在庫は商品マスタのものを表示します（最大8商品）。' },
    },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
  ],
}
