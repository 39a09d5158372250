import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { richTextField } from '../rich-text/editor'
import { livePreviewUrl } from '../preview'

/** Health and skincare articles at /column/01/ … */
export const Columns: CollectionConfig = {
  slug: 'columns',
  labels: { singular: 'コラム', plural: 'コラム' },
  graphQL: { singularName: 'Column', pluralName: 'Columns' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['number', 'title', 'category', 'publishedAt', '_status'],
    group: 'コンテンツ',
    livePreview: { url: livePreviewUrl('columns') },
    preview: (doc) => livePreviewUrl('columns')({ data: doc }),
  },
  defaultSort: 'number',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    {
      name: 'number',
      label: '番号',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: '2桁の番号。URL /column/番号/ になります。' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{2,3}$/.test(value) ? true : '番号は2〜3桁の数字で入力してください',
    },
    { name: 'title', label: 'タイトル', type: 'text', required: true },
    {
      name: 'category',
      label: 'テーマ',
      type: 'select',
      required: true,
      options: [
        { label: '健康', value: 'health' },
        { label: 'スキンケア', value: 'skincare' },
      ],
    },
    { name: 'excerpt', label: '概要', type: 'textarea', maxLength: 120 },
    { name: 'author', label: '執筆', type: 'text' },
    { name: 'readMinutes', label: '読了目安（分）', type: 'number', min: 1 },
    {
      name: 'publishedAt',
      label: '公開日',
      type: 'date',
      required: true,
      // Typed as 2026/11/28, like the notice date (docs/adr/062-japanese-admin-dates.md).
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy/MM/dd' } },
    },
    richTextField('body', '本文'),
  ],
}
