import type { CollectionConfig } from 'payload'

import { isEditor } from '../../access'
import { editorialHooks } from '../../publishing'
import { codeField } from './fields'

/**
 * A code list products are filtered by (purposes, ingredients): code, name, which category it serves and order.
 * Published as soon as saved: a code alone shows nothing until a product uses it.
 */
export function taxonomyCollection(options: {
  slug: 'purposes' | 'ingredients'
  label: string
  graphQL: { singularName: string; pluralName: string }
}): CollectionConfig {
  return {
    slug: options.slug,
    labels: { singular: options.label, plural: options.label },
    graphQL: options.graphQL,
    admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'category', 'order'], group: '商品' },
    defaultSort: 'order',
    access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
    hooks: editorialHooks,
    fields: [
      codeField(`${options.label}コード`),
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
}
