import type { CollectionConfig } from 'payload'

import { CYCLE_TYPES, TAX_CLASSES } from '@/shop/catalogue/codes'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/shop/orders/order-status'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { isSupport, nobody } from '../../access'
import { abVariantField } from '../ab-variant-field'
import { optionsOf, plainOptions } from '../catalogue/options'
import { locked, personFields } from './fields'
import { applyStatusEffects, checkStatusChange } from './order-hooks'

const PAYMENT_CODES = Object.values(PAYMENT_METHODS)

/**
 * Orders (docs/adr/017-orders-points-and-stock.md). Placed only by the shop (src/shop/orders/place-order.ts);
 * nobody creates one in the admin. Admins and support read them and change the status only (shipped,
 * cancelled…): cancelling restores stock and refunds used points exactly once, shipping settles earned points.
 * No card data: the payment holds the provider's reference only.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: '注文', plural: '注文' },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'placedAt', 'customer'],
    group: 'ご注文',
  },
  defaultSort: '-placedAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: nobody },
  hooks: { beforeChange: [checkStatusChange], afterChange: [applyStatusEffects] },
  fields: [
    locked({
      name: 'orderNumber',
      label: '注文番号',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    }),
    {
      name: 'idempotencyKey',
      label: '二重送信防止キー（ハッシュ）',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'status',
      label: 'ステータス',
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: optionsOf(ORDER_STATUSES, ORDER_STATUS_LABELS),
      admin: { description: 'キャンセルすると在庫が戻り、利用ポイントが返還されます（元に戻せません）。' },
    },
    locked({ name: 'customer', label: '会員', type: 'relationship', relationTo: 'customers', index: true }),
    {
      // Whose cart this order consumed ('m:<customer id>' or 'g:<SHA-256 of the cart cookie token>'): a failed
      // card or app payment puts the lines back into that cart (ADR 020). Never shown, never changed by staff.
      name: 'cartOwner',
      label: 'カートの持ち主（ハッシュ）',
      type: 'text',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    locked({ name: 'placedAt', label: '注文日時', type: 'date', required: true, index: true }),
    locked({ name: 'orderer', label: 'ご注文者', type: 'group', fields: personFields() }),
    locked({ name: 'destination', label: 'お届け先', type: 'group', fields: personFields() }),
    locked({
      name: 'payment',
      label: 'お支払い',
      type: 'group',
      fields: [
        {
          name: 'method',
          label: 'お支払い方法',
          type: 'select',
          required: true,
          options: PAYMENT_CODES.map((code) => ({ value: code, label: PAYMENT_METHOD_LABELS[code] })),
        },
        {
          name: 'status',
          label: '決済状態',
          type: 'select',
          required: true,
          options: [
            { value: 'not-required', label: '後払い・代引き（決済なし）' },
            { value: 'pending', label: '認証待ち' },
            { value: 'authorized', label: 'オーソリ済み' },
            { value: 'cancelled', label: '取消済み' },
            { value: 'failed', label: '決済失敗（注文は取消済み）' },
          ],
        },
        // Indexed: the provider's hand-back finds the payment-pending order by it (ADR 020).
        { name: 'reference', label: '決済代行の取引ID', type: 'text', index: true },
        { name: 'codFee', label: '代引き手数料（税抜）', type: 'number', defaultValue: 0, min: 0 },
        {
          name: 'redirectUrl',
          label: '認証・承認画面のURL',
          type: 'text',
          admin: {
            description: '3-Dセキュア・スマホ決済の途中で、同じ注文を再送信したときに同じ画面へ戻すため。',
          },
        },
        {
          name: 'failureCode',
          label: '決済失敗の理由コード',
          type: 'text',
          admin: {
            description: 'authentication_failed（本人認証失敗）、expired（30分以内に戻らなかった）など。',
          },
        },
      ],
    }),
    locked({
      name: 'delivery',
      label: 'お届け',
      type: 'group',
      fields: [
        {
          name: 'dateChoice',
          label: 'お届け日',
          type: 'select',
          required: true,
          defaultValue: '1',
          options: [
            { value: '1', label: '指定なし' },
            { value: '2', label: '日付指定' },
            { value: '3', label: '定期便と一緒に届ける' },
          ],
        },
        { name: 'specifiedDate', label: '指定日', type: 'text', admin: { description: 'YYYY-MM-DD' } },
        { name: 'timeCode', label: '時間帯コード', type: 'text', defaultValue: '0' },
        { name: 'timeLabel', label: '時間帯', type: 'text' },
      ],
    }),
    locked({
      name: 'gift',
      label: 'ギフト包装',
      type: 'group',
      fields: [
        { name: 'wanted', label: 'ギフト包装を希望', type: 'checkbox', defaultValue: false },
        { name: 'kind', label: '包装の種類', type: 'text' },
        {
          name: 'packaging',
          label: '包装方法',
          type: 'select',
          options: [
            { value: '1', label: 'まとめて包装' },
            { value: '2', label: '個別に包装' },
          ],
        },
      ],
    }),
    locked({
      name: 'lines',
      label: '明細',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'productCode', label: '商品コード', type: 'text', required: true },
        { name: 'name', label: '商品名', type: 'text', required: true },
        {
          name: 'cycleType',
          label: '購入方法',
          type: 'select',
          required: true,
          options: plainOptions(CYCLE_TYPES),
        },
        { name: 'quantity', label: '数量', type: 'number', required: true, min: 1 },
        { name: 'unitPrice', label: '単価（税抜）', type: 'number', required: true, min: 0 },
        {
          name: 'taxClass',
          label: '税区分',
          type: 'select',
          required: true,
          options: plainOptions(TAX_CLASSES),
        },
        { name: 'taxRate', label: '税率（%）', type: 'number', required: true },
        { name: 'amountExcludingTax', label: '金額（税抜）', type: 'number', required: true },
        { name: 'amountIncludingTax', label: '金額（税込・表示用）', type: 'number', required: true },
      ],
    }),
    locked({
      name: 'totals',
      label: '合計',
      type: 'group',
      fields: [
        {
          name: 'byRate',
          label: '税率ごとの合計',
          type: 'array',
          fields: [
            { name: 'rate', label: '税率（%）', type: 'number', required: true },
            { name: 'taxableAmount', label: '対象額（税抜）', type: 'number', required: true },
            { name: 'tax', label: '消費税', type: 'number', required: true },
          ],
        },
        { name: 'itemsExcludingTax', label: '商品合計（税抜）', type: 'number', required: true },
        { name: 'itemsIncludingTax', label: '商品合計（税込）', type: 'number', required: true },
        { name: 'shipping', label: '送料（税抜）', type: 'number', required: true },
        { name: 'fees', label: '手数料（税抜）', type: 'number', required: true },
        {
          name: 'totalIncludingTax',
          label: 'ご請求額（ポイント利用前・税込）',
          type: 'number',
          required: true,
        },
        { name: 'pointsUsed', label: '利用ポイント', type: 'number', required: true, defaultValue: 0 },
        { name: 'amountDue', label: 'お支払い金額（税込）', type: 'number', required: true },
        { name: 'pointsToEarn', label: '獲得予定ポイント', type: 'number', required: true, defaultValue: 0 },
      ],
    }),
    locked({
      name: 'cancelledAt',
      label: 'キャンセル処理日時',
      type: 'date',
      admin: { description: '在庫・ポイントの戻しを行った日時（一度だけ行われます）。' },
    }),
    locked({ name: 'pointsSettledAt', label: 'ポイント付与日時', type: 'date' }),
    locked({
      name: 'regularCourse',
      label: '定期コース',
      type: 'relationship',
      relationTo: 'regular-courses',
      index: true,
      admin: { description: '定期お届けの注文のとき、そのコース。' },
    }),
    locked({ name: 'regularSequence', label: '定期のお届け回', type: 'number', min: 1 }),
    locked({ name: 'shippedAt', label: '発送日時', type: 'date' }),
    // Shipping through the carrier's files (issue 29, docs/adr/068-carrier-files.md): written by
    // src/shop/fulfilment (the export marks the hand-over once; the result import sets the tracking number once).
    locked({
      name: 'handedOverAt',
      label: '出荷指示の出力日時',
      type: 'date',
      index: true,
      admin: {
        description:
          '送り状データ（B2クラウド・CSV）に出力した日時。出力済みの注文は次の出力に含まれません。',
      },
    }),
    locked({ name: 'trackingNumber', label: '送り状番号', type: 'text', index: true }),
    locked({
      name: 'shippedMailedAt',
      label: '発送のお知らせ送信日時',
      type: 'date',
      admin: { description: '発送のお知らせメールは一度だけ送られます。' },
    }),
    locked({
      name: 'receiptMailedAt',
      label: 'ご注文確認メール送信日時',
      type: 'date',
      admin: { description: 'ご注文確認メールは一度だけ送られます。' },
    }),
    locked({
      name: 'receiptAddressee',
      label: '領収書の宛名',
      type: 'text',
      admin: {
        description: 'お客さまが領収書を初めて発行するときに一度だけ指定します（以後は変更できません）。',
      },
    }),
    locked({ name: 'receiptIssuedAt', label: '領収書の発行日時', type: 'date' }),
    locked({
      name: 'linkKey',
      label: 'リンクキー',
      type: 'text',
      admin: { description: 'お客さまが訪れたときのリンクキー（広告・キャンペーンの効果測定用）。' },
    }),
    locked({
      name: 'campaign',
      label: 'キャンペーン（プロモーションID）',
      type: 'text',
      index: true,
      admin: { description: 'キャンペーンのページからの特別価格での注文（docs/adr/048）。' },
    }),
    locked(abVariantField()),
    locked({
      name: 'mailMagazines',
      label: 'メールマガジンの希望',
      type: 'text',
      admin: {
        description:
          '購入手続きで希望したメールマガジン（1: サプリメント、2: スキンケア、3: キャンペーン・セール）。例: 1,3',
      },
    }),
  ],
}
