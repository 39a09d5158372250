import { flowStore } from '@/ui/customer/flow-store'

/** /password-reregister/ and its steps (spec §2). */
export const REREGISTER_PATHS = {
  start: '/password-reregister/',
  code: '/password-reregister/one-time-password/',
  password: '/password-reregister/verify/',
  complete: '/password-reregister/complete/',
} as const

export const REREGISTER_STEPS = ['メールアドレス', '確認コード', '新しいパスワード', '完了'] as const

export const reregisterStore = flowStore('password-reregister')
