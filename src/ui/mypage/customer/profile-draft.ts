/**
 * The profile change between its input, confirm and complete pages lives in the one draft store, so back and
 * reload keep what the member typed; it is cleared once saved.
 */
import type { ProfileFormValues } from '@/shop/customer/person-address'
import { EMPTY_VALUES } from '@/ui/entry/entry-draft'
import { asTrue, draftStore, sameShape } from '@/ui/form/draft-store'

const KEY = 'customer-change-draft'
const DONE_KEY = 'customer-change-done'

export const CHANGE_PATHS = {
  input: '/mypage/customer/change/',
  confirm: '/mypage/customer/change/confirm/',
  complete: '/mypage/customer/change/complete/',
} as const

// The profile is the registration's person and address without the sign-in fields.
const {
  email1: _email,
  agreeTerms: _agree,
  isPersistentLogin: _persistent,
  invitationCode: _invitation,
  ...EMPTY_PROFILE
} = EMPTY_VALUES satisfies ProfileFormValues

const draftStorage = draftStore(KEY, (stored) => sameShape(EMPTY_PROFILE, stored))
const doneStorage = draftStore(DONE_KEY, asTrue)

/** What the member typed, or null (nothing stored, or an old or broken shape: the form starts from the profile). */
export function loadProfileDraft(): ProfileFormValues | null {
  return draftStorage.load()
}

export function saveProfileDraft(values: ProfileFormValues): void {
  draftStorage.save(values)
  doneStorage.clear()
}

/** Saved: the entries go, the complete page may show. */
export function finishProfileDraft(): void {
  draftStorage.clear()
  doneStorage.save(true)
}

export const profileChangeDone = () => doneStorage.load() === true
