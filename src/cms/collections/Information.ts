import type { CollectionConfig } from 'payload'

import { INFORMATION_CATEGORIES } from '@/shop/content/information-categories'

import { isEditor } from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { richTextField } from '../rich-text/editor'
import { livePreviewUrl } from '../preview'

/** Notices shown on /information/, /whatsnew/ and the top page. */
export const Information: CollectionConfig = {
  slug: 'information',
  labels: { singular: 'お知らせ', plural: 'お知らせ' },
  graphQL: { singularName: 'InformationNotice', pluralName: 'InformationNotices' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'selectionDiv', 'publishedAt', '_status'],
    group: 'コンテンツ',
    livePreview: { url: livePreviewUrl('information') },
    preview: (doc) => livePreviewUrl('information')({ data: doc }),
  },
  defaultSort: '-publishedAt',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    { name: 'title', label: 'タイトル', type: 'text', required: true },
    {
      name: 'code',
      label: 'お知らせコード',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL に使われます。例: 20261101-01' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value)
          ? true
          : 'お知らせコードは半角英数字・-・_ の40文字以内で入力してください',
    },
    {
      name: 'selectionDiv',
      label: 'カテゴリ',
      type: 'select',
      required: true,
      index: true,
      options: INFORMATION_CATEGORIES.map((c) => ({ label: c.label, value: c.value })),
    },
    {
      name: 'publishedAt',
      label: '掲載日',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy/MM/dd' } },
    },
    {
      name: 'hasDetail',
      label: '詳細ページあり',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'link',
      label: 'リンク先（詳細ページなしの場合）',
      type: 'text',
      admin: { condition: (data) => !data?.hasDetail },
    },
    richTextField('body', '本文'),
  ],
}
