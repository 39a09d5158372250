import type { CollectionConfig } from 'payload'

import {
  CYCLE_LABELS,
  GENDER_DIVS,
  KATAKANA_PATTERN,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CLASS_LABELS,
  PRODUCT_CLASSES,
  PRODUCT_CODE_PATTERN,
  REGULAR_CYCLES,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  SORT_CLASSIFICATION_LABELS,
} from '@/shop/catalogue/codes'

import { isEditor } from '../../access'
import { livePreviewUrl } from '../../preview'
import { editorialHooks, editorialVersions, markdownDescription, publishedReadAccess } from '../../publishing'
import { optionsOf } from './options'

const yen = (label: string) =>
  ({
    label,
    type: 'number',
    min: 0,
    admin: { description: '税抜・円。表示は税込（総額表示）で自動計算されます。' },
    validate: (value: unknown) =>
      value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0)
        ? true
        : `${label}は0以上の整数（円）で入力してください`,
  }) as const

/**
 * Products with drafts and preview like other content. Stock is NOT here: it changes with every order and must
 * not be versioned or overwritten by publishing an older draft, so it lives in `inventory`.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: '商品', plural: '商品' },
  graphQL: { singularName: 'Product', pluralName: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['productCode', 'name', 'category', 'price', 'saleStatus', '_status'],
    group: '商品',
    listSearchableFields: ['productCode', 'name', 'nameKana'],
    livePreview: { url: livePreviewUrl('products') },
    preview: (doc) => livePreviewUrl('products')({ data: doc }),
  },
  defaultSort: 'recommendOrder',
  access: { ...publishedReadAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: editorialVersions,
  hooks: editorialHooks,
  fields: [
    {
      name: 'productCode',
      label: '商品コード',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL にもなります（例: sesamin-ex → /supplement/sesamin-ex/）' },
      validate: (value: unknown) =>
        typeof value === 'string' && PRODUCT_CODE_PATTERN.test(value)
          ? true
          : '商品コードは半角英小文字・数字・ハイフンの2〜40文字で入力してください',
    },
    {
      name: 'category',
      label: 'カテゴリ',
      type: 'select',
      required: true,
      options: optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS),
    },
    { name: 'name', label: '商品名', type: 'text', required: true },
    {
      name: 'nameKana',
      label: '商品名（カナ）',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && KATAKANA_PATTERN.test(value)
          ? true
          : '商品名（カナ）は全角カタカナで入力してください',
    },
    { name: 'catchCopy', label: 'キャッチコピー', type: 'text' },
    { name: 'summary', label: '概要（一覧用）', type: 'textarea', maxLength: 160 },
    {
      name: 'description',
      label: '商品説明',
      type: 'textarea',
      admin: { description: markdownDescription, rows: 16 },
    },
    { name: 'contents', label: '内容量', type: 'text' },
    { name: 'usage', label: 'お召し上がり方・ご使用方法', type: 'textarea' },
    { name: 'materials', label: '原材料名・全成分', type: 'textarea' },
    { name: 'notes', label: 'ご注意', type: 'textarea' },
    {
      name: 'quasiDrug',
      label: '医薬部外品',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          '医薬部外品は承認された効能（むし歯を防ぐ など）を表示できます（広告表現チェックの判定に使います）。',
      },
    },
    {
      name: 'foodLabel',
      label: '食品の表示区分',
      type: 'select',
      defaultValue: 'none',
      options: [
        { label: 'なし（一般食品・化粧品など）', value: 'none' },
        { label: '機能性表示食品', value: 'ffc' },
        { label: '栄養機能食品', value: 'fnfc' },
      ],
    },
    { name: 'notificationNumber', label: '届出番号（機能性表示食品）', type: 'text' },
    { name: 'functionalClaim', label: '届出表示（機能性表示食品）', type: 'textarea' },
    {
      name: 'searchTerms',
      label: '検索用の別名',
      type: 'text',
      admin: { description: '英字表記や略称など（例: sesamin, omega aid）。空白区切り。' },
    },
    { name: 'brand', label: 'ブランド', type: 'relationship', relationTo: 'brands' },
    {
      name: 'images',
      label: '商品画像',
      type: 'relationship',
      relationTo: 'media',
      hasMany: true,
      admin: { description: '先頭がメイン画像です' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'taxClass',
          label: '税区分',
          type: 'select',
          required: true,
          options: [
            { label: '軽減税率 8%（食品）', value: 'food' },
            { label: '標準税率 10%', value: 'standard' },
          ],
        },
        { name: 'price', ...yen('通常価格'), required: true },
        { name: 'regularPrice', ...yen('定期お届け価格') },
      ],
    },
    {
      name: 'regularCycles',
      label: '定期お届けのサイクル',
      type: 'select',
      hasMany: true,
      options: REGULAR_CYCLES.map((value) => ({ value, label: CYCLE_LABELS[value] })),
      admin: { description: '空なら定期お届けはありません（定期お届け価格も必要です）' },
    },
    { name: 'purposes', label: '目的', type: 'relationship', relationTo: 'purposes', hasMany: true },
    { name: 'ingredients', label: '成分', type: 'relationship', relationTo: 'ingredients', hasMany: true },
    {
      name: 'productClass',
      label: '商品区分',
      type: 'select',
      required: true,
      defaultValue: 'single',
      options: optionsOf(PRODUCT_CLASSES, PRODUCT_CLASS_LABELS),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'recommendOrder',
          label: `並び順（${SORT_CLASSIFICATION_LABELS['1']}）`,
          type: 'number',
          defaultValue: 100,
        },
        {
          name: 'popularity',
          label: `人気スコア（${SORT_CLASSIFICATION_LABELS['5']}）`,
          type: 'number',
          defaultValue: 0,
        },
        {
          name: 'releasedAt',
          label: '発売日（新着順）',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'saleStatus',
      label: '販売状態',
      type: 'select',
      required: true,
      defaultValue: 'on-sale',
      options: optionsOf(SALE_STATUSES, SALE_STATUS_LABELS),
    },
    {
      name: 'isSpecialProduct',
      label: '特定商品（専用お問い合わせ窓口）',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'mainProductFor',
      label: 'おすすめ対象（性別・年代）',
      type: 'array',
      admin: { description: 'マイページ等の「あなたへのおすすめ」に使われます' },
      fields: [
        {
          name: 'genderDiv',
          label: '性別',
          type: 'select',
          required: true,
          options: [
            { label: '指定なし', value: GENDER_DIVS[0] },
            { label: '男性', value: GENDER_DIVS[1] },
            { label: '女性', value: GENDER_DIVS[2] },
          ],
        },
        { name: 'ageFrom', label: '年齢（から）', type: 'number', min: 0, max: 120, required: true },
        { name: 'ageTo', label: '年齢（まで）', type: 'number', min: 0, max: 120, required: true },
      ],
    },
  ],
}
