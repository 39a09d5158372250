import type { GlobalConfig } from 'payload'

import { DEFAULT_LEAD_DAYS, DEFAULT_PAYMENT_RETRY_DAYS, MAX_LEAD_DAYS } from '@/shop/courses/engine-settings'
import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'

import { isAdmin, isSupport } from '../access'

/**
 * Settings of the regular-delivery engine (docs/adr/033-regular-delivery-engine.md). The shop reads them with
 * overrideAccess; support staff see them, only admins change them.
 */
export const RegularDeliverySettings: GlobalConfig = {
  slug: 'regular-delivery-settings',
  label: '定期お届けの設定',
  admin: { group: 'サイト設定' },
  access: { read: isSupport, update: isAdmin },
  fields: [
    {
      name: 'leadDays',
      label: '注文を作る日（お届け予定日の何日前）',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_LEAD_DAYS,
      min: 1,
      max: MAX_LEAD_DAYS,
      admin: {
        description: `お届け予定日のこの日数前にお届けの注文を作ります（1〜${MAX_LEAD_DAYS}）。変更受付の締め切り（${REGULAR_CHANGE_DEADLINE_DAYS}日前）より後です。`,
      },
    },
    {
      name: 'paymentRetryDays',
      label: '決済エラーの再試行（日後、カンマ区切り）',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PAYMENT_RETRY_DAYS.join(','),
      admin: { description: '決済エラーの翌日から数えた日数。例: 1,2,4' },
    },
    {
      name: 'staffNotificationEmail',
      label: '在庫切れ・在庫アラート・決済エラーの連絡先（スタッフ）',
      type: 'email',
      required: true,
      defaultValue: 'regular-desk@shop.example.jp',
      // The one staff address of the shop's operations (docs/adr/070): held deliveries, failed card retries and
      // the low-stock alert (src/shop/inventory/low-stock-alert.ts) all go here.
      admin: {
        description: '定期お届けの保留・決済エラーと、在庫がしきい値を下回ったときのお知らせの送り先です。',
      },
    },
  ],
}
