import type { CollectionConfig } from 'payload'

import {
  campaignMarketerCreate,
  editorField,
  editorOrCampaignMarketer,
  isEditor,
  pageSectionDefault,
} from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { richTextField } from '../rich-text/editor'
import { livePreviewUrl } from '../preview'

/** Information pages of spec §2 (/about/, /company/, …) and campaign pages, addressed by their path. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'ページ', plural: 'ページ' },
  graphQL: { singularName: 'Page', pluralName: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'section', '_status', 'updatedAt'],
    group: 'コンテンツ',
    livePreview: { url: livePreviewUrl('pages') },
    preview: (doc) => livePreviewUrl('pages')({ data: doc }),
  },
  access: {
    ...publishedReadAccess,
    create: campaignMarketerCreate,
    update: editorOrCampaignMarketer,
    delete: isEditor,
  },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    { name: 'title', label: 'タイトル', type: 'text', required: true },
    {
      name: 'path',
      label: 'パス',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: '先頭と末尾の / は不要です。例: about/terms, campaign/spring' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(value)
          ? true
          : 'パスは半角英小文字・数字・-・_ を / で区切って入力してください',
    },
    {
      name: 'section',
      label: '区分',
      type: 'select',
      required: true,
      defaultValue: pageSectionDefault,
      access: { create: editorField, update: editorField },
      admin: { description: 'マーケターが作成するページは「キャンペーン」になります。' },
      options: [
        { label: 'インフォメーション', value: 'information' },
        { label: 'キャンペーン', value: 'campaign' },
      ],
    },
    {
      name: 'template',
      label: 'テンプレート',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: [
        { label: '標準', value: 'standard' },
        { label: 'よくあるご質問', value: 'faq' },
        { label: '新着情報', value: 'whatsnew' },
        { label: 'サイトマップ', value: 'sitemap' },
      ],
    },
    { name: 'description', label: '説明（検索結果用）', type: 'textarea', maxLength: 160 },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
    richTextField('body', '本文'),
  ],
}
