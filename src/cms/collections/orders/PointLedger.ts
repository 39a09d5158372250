import type { CollectionConfig } from 'payload'

import {
  LEDGER_REASON_LABELS,
  LEDGER_REASONS,
  LEDGER_STATE_LABELS,
  LEDGER_STATES,
} from '@/shop/points/ledger-reasons'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'

/**
 * The point ledger (docs/adr/017-orders-points-and-stock.md): one row per change of a member's points. The
 * balance (customers.swcPoint) is the sum of the settled rows, kept in the same transaction as each row. Rows are
 * never edited by staff; corrections are new 'adjustment' rows written by the shop.
 */
export const PointLedger: CollectionConfig = {
  slug: 'point-ledger',
  labels: { singular: 'ポイント履歴', plural: 'ポイント履歴' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['customer', 'reason', 'delta', 'state', 'balanceAfter', 'createdAt'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    },
    { name: 'delta', label: '増減（pt）', type: 'number', required: true },
    {
      name: 'reason',
      label: '理由',
      type: 'select',
      required: true,
      options: optionsOf(LEDGER_REASONS, LEDGER_REASON_LABELS),
    },
    {
      name: 'state',
      label: '状態',
      type: 'select',
      required: true,
      defaultValue: 'settled',
      index: true,
      options: optionsOf(LEDGER_STATES, LEDGER_STATE_LABELS),
    },
    { name: 'order', label: '注文', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'balanceAfter',
      label: '処理後の残高',
      type: 'number',
      admin: { description: '確定した行のみ。出荷待ちの獲得ポイントは出荷時に確定します。' },
    },
    {
      name: 'note',
      label: '調整の理由',
      type: 'text',
      admin: { description: 'スタッフが調整したときの理由（サポート画面で入力）。' },
    },
  ],
}
