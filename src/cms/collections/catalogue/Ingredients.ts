import type { CollectionConfig } from 'payload'

import { isEditor } from '../../access'
import { editorialHooks } from '../../publishing'
import { codeField } from './fields'

/** Key ingredients (成分): the `ingredient-codes` filter of the catalogue. */
export const Ingredients: CollectionConfig = {
  slug: 'ingredients',
  labels: { singular: '成分', plural: '成分' },
  graphQL: { singularName: 'Ingredient', pluralName: 'Ingredients' },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'category', 'order'], group: '商品' },
  defaultSort: 'order',
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: editorialHooks,
  fields: [
    codeField('成分コード'),
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
