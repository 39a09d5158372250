import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { richTextField } from '../rich-text/editor'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'よくあるご質問', plural: 'よくあるご質問' },
  graphQL: { singularName: 'Faq', pluralName: 'Faqs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', '_status'],
    group: 'よくあるご質問',
  },
  defaultSort: 'order',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    { name: 'question', label: '質問', type: 'text', required: true },
    {
      name: 'category',
      label: 'カテゴリ',
      type: 'relationship',
      relationTo: 'faq-categories',
      required: true,
      index: true,
    },
    richTextField('answer', '回答', { required: true }),
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
  ],
}
