import type { CollectionConfig } from 'payload'

import { BRAND_GROUPS, BRAND_KINDS, BRAND_TABS, MY_PERFECTION_SECTIONS } from '@/shop/catalogue/codes'

import { isEditor } from '../../access'
import { livePreviewUrl } from '../../preview'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../../publishing'
import { richTextField } from '../../rich-text/editor'
import { codeField } from './fields'
import { plainOptions } from './options'

/**
 * Brands: the skincare brands (/skincare/{brand}/, brand story and tabs) and the supplement brand groups of the
 * footer (/contents/brands/{brand}/), each tied to a toll-free group of the site settings.
 */
export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: { singular: 'ブランド', plural: 'ブランド' },
  graphQL: { singularName: 'Brand', pluralName: 'Brands' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'kind', 'groupKey', 'order', '_status'],
    group: '商品',
    livePreview: { url: livePreviewUrl('brands') },
    preview: (doc) => livePreviewUrl('brands')({ data: doc }),
  },
  defaultSort: 'order',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    codeField('ブランドコード'),
    { name: 'name', label: 'ブランド名', type: 'text', required: true },
    { name: 'nameKana', label: 'ブランド名（カナ）', type: 'text' },
    {
      name: 'kind',
      label: '種類',
      type: 'select',
      required: true,
      options: [
        { label: 'サプリメント', value: BRAND_KINDS[0] },
        { label: 'スキンケア', value: BRAND_KINDS[1] },
      ],
    },
    {
      name: 'groupKey',
      label: 'お問い合わせ窓口グループ',
      type: 'select',
      required: true,
      options: plainOptions(BRAND_GROUPS),
      admin: { description: 'フッターのブランド別フリーダイヤル（サイト設定）との対応' },
    },
    { name: 'tagline', label: 'キャッチコピー', type: 'text' },
    { name: 'summary', label: '紹介文（一覧用）', type: 'textarea', maxLength: 200 },
    richTextField('story', 'ブランドストーリー'),
    { name: 'color', label: 'ブランドカラー', type: 'text', admin: { description: '#RRGGBB' } },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
    {
      name: 'tabs',
      label: 'ブランドページのタブ',
      type: 'array',
      admin: { description: '/beautycare/{商品コード}/brand/{タブ}/ に表示されます' },
      fields: [
        { name: 'key', label: 'タブ', type: 'select', required: true, options: plainOptions(BRAND_TABS) },
        { name: 'title', label: '見出し', type: 'text', required: true },
        { name: 'lead', label: 'リード文', type: 'textarea' },
        richTextField('body', '本文'),
        {
          name: 'sections',
          label: 'アコーディオン',
          type: 'array',
          admin: { description: `my perfection は ${MY_PERFECTION_SECTIONS.join(', ')} の4つ` },
          fields: [
            { name: 'key', label: 'キー', type: 'text', required: true },
            { name: 'title', label: '見出し', type: 'text', required: true },
            richTextField('body', '本文'),
          ],
        },
      ],
    },
  ],
}
