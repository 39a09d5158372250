import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { editorialHooks } from '../publishing'

export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: 'FAQカテゴリ', plural: 'FAQカテゴリ' },
  graphQL: { singularName: 'FaqCategory', pluralName: 'FaqCategories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: 'よくあるご質問' },
  defaultSort: 'order',
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: editorialHooks,
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    {
      name: 'slug',
      label: 'スラッグ',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9-]+$/.test(v)
          ? true
          : 'スラッグは半角英小文字・数字・- で入力してください',
    },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
  ],
}
