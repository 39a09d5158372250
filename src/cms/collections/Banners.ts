import type { CollectionConfig } from 'payload'

import { isEditorOrMarketer } from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { livePreviewUrl } from '../preview'

/** Promotional banners; marketers own them. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'バナー', plural: 'バナー' },
  graphQL: { singularName: 'Banner', pluralName: 'Banners' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'placement', 'order', '_status'],
    group: 'コンテンツ',
    // A draft banner is previewed on the page that shows it (the top page), like the other content.
    livePreview: { url: livePreviewUrl('banners') },
    preview: (doc) => livePreviewUrl('banners')({ data: doc }),
  },
  defaultSort: 'order',
  access: {
    ...publishedReadAccess,
    create: isEditorOrMarketer,
    update: isEditorOrMarketer,
    delete: isEditorOrMarketer,
  },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    { name: 'key', label: 'キー', type: 'text', required: true, unique: true },
    { name: 'title', label: '見出し', type: 'text', required: true },
    { name: 'subtitle', label: 'サブコピー', type: 'text' },
    { name: 'href', label: 'リンク先', type: 'text', required: true },
    {
      name: 'placement',
      label: '掲載場所',
      type: 'select',
      required: true,
      options: [
        { label: 'トップ（メイン）', value: 'top-hero' },
        { label: 'トップ（サブ）', value: 'top-sub' },
        { label: 'サイドバー', value: 'sidebar' },
      ],
    },
    {
      name: 'tone',
      label: '色',
      type: 'select',
      defaultValue: 'green',
      options: ['green', 'orange', 'navy', 'pink'].map((v) => ({ label: v, value: v })),
    },
    { name: 'image', label: '画像', type: 'upload', relationTo: 'media' },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
  ],
}
