import type { CollectionConfig } from 'payload'

import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  REFUND_KIND_LABELS,
  REFUND_KINDS,
  REFUND_ROUTE_LABELS,
  REFUND_ROUTES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
} from '@/shop/returns/return-rules'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'

/**
 * Returns and their refunds (issue 29 §2, docs/adr/069-returns-and-refunds.md): one row per return staff record on
 * 返品・返金 (/admin/returns) — the lines, the reason, what came back (money, points, stock) and the refund's state.
 * Written only by src/shop/returns/return-service.ts; admin and support read it here, nobody edits it in the
 * generic forms (a refund cannot be undone by editing a row). The customer's bank account is here for a
 * bank-transfer refund only.
 */
export const Returns: CollectionConfig = {
  slug: 'returns',
  labels: { singular: '返品', plural: '返品' },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['id', 'orderNumber', 'state', 'refundAmount', 'route', 'staff', 'createdAt'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', label: '注文', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'orderNumber', label: '注文番号', type: 'text', required: true, index: true },
    {
      // The staff form's key (made when the form was shown): a double submit finds this return, never a second.
      name: 'idempotencyKey',
      label: '二重送信防止キー',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'state',
      label: '状態',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(RETURN_STATES, RETURN_STATE_LABELS),
    },
    {
      name: 'reason',
      label: '返品理由',
      type: 'select',
      required: true,
      options: optionsOf(RETURN_REASONS, RETURN_REASON_LABELS),
    },
    { name: 'note', label: 'メモ', type: 'textarea' },
    {
      name: 'overrideReason',
      label: '期限外の受付理由',
      type: 'text',
      admin: { description: '返品期限を過ぎたお客さま都合の返品を受け付けたときの理由。' },
    },
    {
      name: 'lines',
      label: '返品した商品',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'lineIndex', label: '注文の明細番号（0から）', type: 'number', required: true, min: 0 },
        { name: 'productCode', label: '商品コード', type: 'text', required: true },
        { name: 'name', label: '商品名', type: 'text', required: true },
        { name: 'quantity', label: '数量', type: 'number', required: true, min: 1 },
        { name: 'resellable', label: '再販売できる（在庫に戻した）', type: 'checkbox', defaultValue: false },
        { name: 'amountIncludingTax', label: '金額（税込）', type: 'number', required: true },
      ],
    },
    { name: 'itemsAmount', label: '商品代金（税込）', type: 'number', required: true },
    {
      name: 'shippingAndFees',
      label: '送料・手数料（税込）',
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    { name: 'refundAmount', label: '返金額', type: 'number', required: true },
    { name: 'pointsBack', label: '返還した利用ポイント', type: 'number', required: true, defaultValue: 0 },
    {
      name: 'earnedTakenBack',
      label: '取り消した獲得ポイント',
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      name: 'earnedShortfall',
      label: '取り消せなかった獲得ポイント',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { description: 'お客さまがすでに使っていたため、残高から取り消せなかったポイント。' },
    },
    { name: 'whole', label: '全品返品', type: 'checkbox', defaultValue: false },
    {
      name: 'paymentMethod',
      label: 'お支払い方法',
      type: 'select',
      required: true,
      options: Object.values(PAYMENT_METHODS).map((code) => ({
        value: code,
        label: PAYMENT_METHOD_LABELS[code],
      })),
    },
    {
      name: 'route',
      label: '返金方法',
      type: 'select',
      required: true,
      options: optionsOf(REFUND_ROUTES, REFUND_ROUTE_LABELS),
    },
    {
      name: 'refundKind',
      label: '決済の返金の種類',
      type: 'select',
      options: optionsOf(REFUND_KINDS, REFUND_KIND_LABELS),
    },
    { name: 'providerRefundId', label: '決済代行の返金ID', type: 'text' },
    { name: 'refundedAt', label: '返金日時', type: 'date' },
    { name: 'refundAttempts', label: '返金の試行回数', type: 'number', defaultValue: 0 },
    { name: 'failureCode', label: '返金失敗の理由コード', type: 'text' },
    { name: 'failureMessage', label: '返金失敗の理由', type: 'text' },
    {
      name: 'bankAccount',
      label: '振込先口座',
      type: 'group',
      admin: { description: '代金引換・口座振替・郵便振替の注文の返金先（お客さまのご指定）。' },
      fields: [
        { name: 'bankCode', label: '金融機関コード', type: 'text' },
        { name: 'branchCode', label: '支店コード', type: 'text' },
        {
          name: 'accountType',
          label: '口座種別',
          type: 'select',
          options: optionsOf(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_LABELS),
        },
        { name: 'accountNumber', label: '口座番号', type: 'text' },
        { name: 'accountHolder', label: '口座名義（カナ）', type: 'text' },
      ],
    },
    { name: 'transferredAt', label: '振込日時', type: 'date' },
    { name: 'transferredBy', label: '振込を記録した担当者', type: 'relationship', relationTo: 'users' },
    { name: 'staff', label: '登録した担当者', type: 'relationship', relationTo: 'users', required: true },
    {
      name: 'mailedAt',
      label: 'お知らせメール送信日時',
      type: 'date',
      admin: { description: '返品・返金のお知らせメールは一度だけ送られます。' },
    },
  ],
}
