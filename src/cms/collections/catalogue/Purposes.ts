import type { CollectionConfig } from 'payload'

import { isEditor } from '../../access'
import { editorialHooks } from '../../publishing'
import { codeField } from './fields'

/** Purposes (お悩み・目的) a product serves: the `purpose-codes` filter of the catalogue. */
export const Purposes: CollectionConfig = {
  slug: 'purposes',
  labels: { singular: '目的', plural: '目的' },
  graphQL: { singularName: 'Purpose', pluralName: 'Purposes' },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'category', 'order'], group: '商品' },
  defaultSort: 'order',
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: editorialHooks,
  fields: [
    codeField('目的コード'),
    { name: 'name', label: '名称', type: 'text', required: true },
    {
      name: 'category',
      label: '対象',
      type: 'select',
      required: true,
      options: [
        { label: 'サプリメント', value: 'supplement' },
        { label: 'ビューティーケア', value: 'beautycare' },
      ],
    },
    { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
  ],
}
