import type { CollectionConfig } from 'payload'

import { REGULAR_CYCLES } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import {
  COURSE_STATUS_LABELS,
  COURSE_STATUSES,
  POINT_USE_MODE_LABELS,
  POINT_USE_MODES,
} from '@/shop/courses/course-statuses'
import { CANCEL_REASON_LABELS, CANCEL_REASON_NOTE_MAX, CANCEL_REASONS } from '@/shop/courses/cancel-reasons'
import { courseChanged } from '@/shop/courses/regular-courses'
import { COURSE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'

import { adminField, isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'
import {
  refuseStaleStaffAction,
  runStaffAction,
  staffActionField,
  takeStaffAction,
} from './course-staff-actions'
import { locked, personFields } from './fields'

/**
 * Regular-delivery courses (定期コース): one per regular line of an order. The first delivery is the order's;
 * the next is the first plus the cycle (src/shop/orders/delivery-dates.ts). Cancelling the order cancels them.
 * The shop writes them through src/shop/courses/regular-courses.ts; staff change the status only through the staff
 * actions (course-staff-actions.ts). Should any other write change the status, afterChange recomputes the member's
 * 定期購入者 flag in the same transaction.
 */
export const RegularCourses: CollectionConfig = {
  slug: 'regular-courses',
  labels: { singular: '定期コース', plural: '定期コース' },
  admin: {
    useAsTitle: 'regularOrderNumber',
    defaultColumns: [
      'regularOrderNumber',
      'productCode',
      'cycleType',
      'status',
      'nextDeliveryDate',
      'customer',
    ],
    group: 'ご注文',
    // The list's search box: the numbers staff are given on the phone. Status, next date (「を含む」2026-12 for a
    // month, or sort the column) and 決済エラー中 are the list's filters.
    listSearchableFields: ['regularOrderNumber', 'productCode'],
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: isSupport, delete: nobody },
  hooks: {
    beforeOperation: [refuseStaleStaffAction],
    beforeChange: [takeStaffAction],
    afterChange: [
      runStaffAction,
      async ({ doc, previousDoc, operation, req, context }) => {
        if (operation !== 'update' || context.courseOwner || previousDoc?.status === doc.status) return doc
        const customer = doc.customer as number | { id: number } | null | undefined
        await courseChanged(
          req.payload,
          typeof customer === 'object' ? (customer?.id ?? null) : (customer ?? null),
          req,
        )
        return doc
      },
    ],
  },
  fields: [
    staffActionField,
    locked({
      name: 'regularOrderNumber',
      label: '定期番号',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: '会員に見せる定期コースの番号（最初の注文番号と行番号）。' },
    }),
    { name: 'customer', label: '会員', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'order',
      label: '初回の注文',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
    },
    { name: 'productCode', label: '商品コード', type: 'text', required: true, index: true },
    {
      name: 'cycleType',
      label: 'お届け間隔',
      type: 'select',
      required: true,
      options: optionsOf(REGULAR_CYCLES, CYCLE_INTERVAL_LABELS),
    },
    { name: 'quantity', label: '1回あたりの数量', type: 'number', required: true, min: 1 },
    // Changed only through the staff actions (休止・再開・解約), so every change has its history row and effects.
    locked({
      name: 'status',
      label: '状態',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: optionsOf(COURSE_STATUSES, COURSE_STATUS_LABELS),
      admin: { description: '変更は「スタッフ操作」から行います（変更履歴に記録されます）。' },
    }),
    {
      name: 'firstDeliveryDate',
      label: '初回お届け日',
      type: 'text',
      required: true,
      admin: { description: 'YYYY-MM-DD' },
    },
    {
      name: 'nextDeliveryDate',
      label: '次回お届け日',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD' },
    },
    locked({
      name: 'nextSequence',
      label: '次回のお届け回',
      type: 'number',
      required: true,
      defaultValue: 2,
      min: 1,
      admin: { description: '次に作るお届けの回数（初回の注文が1回目）。regularOrderDetailSequenceNumber。' },
    }),
    locked({
      name: 'anchorDate',
      label: '周期の基準日',
      type: 'text',
      admin: { description: 'YYYY-MM-DD。この日を基準回のお届け日として周期ごとの日付を数えます。' },
    }),
    locked({ name: 'anchorSequence', label: '基準日のお届け回', type: 'number', defaultValue: 1, min: 1 }),
    locked({
      name: 'cancelFromSequence',
      label: '解約が効くお届け回',
      type: 'number',
      admin: { description: 'この回以降のお届けは作られません。' },
    }),
    locked({ name: 'cancelledAt', label: '解約日時', type: 'date' }),
    // The member's optional answer on /mypage/regular-cancel/ (issue 28), written with the cancel itself; empty for a
    // cancel by staff or by the system. The note is the member's own words (may hold personal data: never logged).
    locked({
      name: 'cancelReason',
      label: '解約の理由',
      type: 'select',
      options: optionsOf(CANCEL_REASONS, CANCEL_REASON_LABELS),
      admin: { description: '会員がマイページで解約したときに選んだ理由（任意の回答。空欄は回答なし）。' },
    }),
    locked({
      name: 'cancelReasonNote',
      label: '解約の理由（その他の内容）',
      type: 'textarea',
      maxLength: CANCEL_REASON_NOTE_MAX,
      admin: { description: '理由に「その他」を選んだときに会員が書いた内容。' },
    }),
    locked({
      name: 'paymentFailed',
      label: '決済エラー中',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        description:
          'お届けの決済がエラーのまま（再試行待ち・再試行切れ）のときオン。一覧の絞り込み「決済エラー中」で探せます。定期お届けの処理が設定・解除します（src/shop/courses/course-payment-flag.ts）。',
      },
    }),
    {
      name: 'payment',
      label: 'お支払い方法',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        locked({
          name: 'method',
          label: 'お支払い方法',
          type: 'select',
          options: COURSE_PAYMENT_METHODS.map((code) => ({
            value: code,
            label: PAYMENT_METHOD_LABELS[code],
          })),
        }),
        // The provider's handle on the saved card (never card data); brand and last four for display.
        locked({
          name: 'cardReference',
          label: 'カードの参照ID',
          type: 'text',
          access: { read: adminField },
        }),
        locked({ name: 'cardBrand', label: 'カードブランド', type: 'text' }),
        locked({ name: 'cardLast4', label: 'カード下4桁', type: 'text' }),
      ],
    },
    locked({ name: 'destination', label: 'お届け先', type: 'group', fields: personFields() }),
    locked({ name: 'deliveryTimeCode', label: '時間帯コード', type: 'text', defaultValue: '0' }),
    locked({ name: 'deliveryTimeLabel', label: '時間帯', type: 'text' }),
    {
      name: 'pointUse',
      label: '次回のポイント利用',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        locked({
          name: 'mode',
          label: '利用方法',
          type: 'select',
          defaultValue: 'none',
          options: optionsOf(POINT_USE_MODES, POINT_USE_MODE_LABELS),
        }),
        locked({ name: 'points', label: '利用ポイント', type: 'number', defaultValue: 0, min: 0 }),
      ],
    },
    {
      name: 'history',
      label: '変更履歴',
      type: 'join',
      collection: 'regular-course-history',
      on: 'course',
      defaultSort: '-createdAt',
    },
    {
      name: 'deliveries',
      label: 'お届け',
      type: 'join',
      collection: 'regular-deliveries',
      on: 'course',
      defaultSort: '-sequence',
    },
  ],
}
