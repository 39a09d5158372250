/**
 * The profile change between its input, confirm and complete pages lives in sessionStorage, so back and
 * reload keep what the member typed; it is cleared once saved.
 */
import type { ProfileFormValues } from '@/shop/customer/profile-view'

const KEY = 'customer-change-draft'
const DONE_KEY = 'customer-change-done'

export const CHANGE_PATHS = {
  input: '/mypage/customer/change/',
  confirm: '/mypage/customer/change/confirm/',
  complete: '/mypage/customer/change/complete/',
} as const

export function loadProfileDraft(): ProfileFormValues | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ProfileFormValues | null
  } catch {
    return null
  }
}

export function saveProfileDraft(values: ProfileFormValues): void {
  sessionStorage.setItem(KEY, JSON.stringify(values))
  sessionStorage.removeItem(DONE_KEY)
}

export function finishProfileDraft(): void {
  sessionStorage.removeItem(KEY)
  sessionStorage.setItem(DONE_KEY, '1')
}

export const profileChangeDone = () => sessionStorage.getItem(DONE_KEY) === '1'
