import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'

/**
 * Fraud-detection signals the checkout pages send (spec §7 `order/fraud-detection-output-log`; ADR 020): device
 * and behaviour features only. The shop refuses anything that looks like personal or card data before it gets
 * here (src/shop/checkout/fraud-signals.ts); the shopper and the IP are kept as hashes only. Admins read them; nobody
 * edits them, and the storefront never reads them back.
 */
export const FraudSignals: CollectionConfig = {
  slug: 'fraud-signals',
  labels: { singular: '不正検知シグナル', plural: '不正検知シグナル' },
  admin: {
    useAsTitle: 'page',
    defaultColumns: ['page', 'ownerHash', 'createdAt'],
    group: 'ご注文',
    description: '購入手続き中のブラウザから届いた不正検知用の特徴量（個人情報・カード情報は含みません）。',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'ownerHash',
      label: '利用者（ハッシュ）',
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        description: '会員またはカートを特定するハッシュ。同じ利用者の記録をまとめて見るため。',
      },
    },
    { name: 'page', label: '画面', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'signals', label: 'シグナル', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'ipHash', label: 'IPアドレス（ハッシュ）', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'userAgent', label: 'ユーザーエージェント', type: 'text', admin: { readOnly: true } },
  ],
}
