import { flowStore } from '@/ui/customer/flow-store'

/** /mypage/customer/mailaddress/ and its steps (spec §2). */
export const MAIL_CHANGE_PATHS = {
  start: '/mypage/customer/mailaddress/',
  code: '/mypage/customer/mailaddress/one-time-password/',
  complete: '/mypage/customer/mailaddress/complete/',
} as const

export const MAIL_CHANGE_STEPS = ['新しいメールアドレス', '確認コード', '完了'] as const

/** `email` is the NEW address. */
export const mailChangeStore = flowStore('mail-address-change')
