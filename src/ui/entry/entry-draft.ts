/**
 * What the shopper typed, kept in sessionStorage per door so back, forward and reload never lose it. The
 * passwords are the exception: they stay in this module's memory only (they survive moving between the steps,
 * not a reload, after which the verify step asks for them again).
 */
import type { EntryVariantKey } from './entry-variants'

export interface EntryValues {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  gender: string
  birthYear: string
  birthMonth: string
  birthDay: string
  zipNumber: string
  prefecture: string
  municipalityCode: string
  city: string
  town: string
  streetAddress: string
  buildingName: string
  phoneNumber: string
  email1: string
  wantMailMagazine: boolean
  agreeTerms: boolean
  isPersistentLogin: boolean
  invitationCode: string
}

export interface EntryDraft {
  values: EntryValues
  authenticateTransactionId: string | null
  /** After completion: shown on the complete page. */
  customerNumber: string | null
}

export const EMPTY_VALUES: EntryValues = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  gender: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  zipNumber: '',
  prefecture: '',
  municipalityCode: '',
  city: '',
  town: '',
  streetAddress: '',
  buildingName: '',
  phoneNumber: '',
  email1: '',
  wantMailMagazine: false,
  agreeTerms: false,
  isPersistentLogin: false,
  invitationCode: '',
}

const EMPTY: EntryDraft = { values: EMPTY_VALUES, authenticateTransactionId: null, customerNumber: null }
const key = (variant: EntryVariantKey) => `entry-draft:${variant}`

export function loadEntryDraft(variant: EntryVariantKey): EntryDraft {
  try {
    const raw = sessionStorage.getItem(key(variant))
    if (!raw) return EMPTY
    const stored = JSON.parse(raw) as Partial<EntryDraft>
    return { ...EMPTY, ...stored, values: { ...EMPTY_VALUES, ...stored.values } }
  } catch {
    return EMPTY
  }
}

export function saveEntryDraft(variant: EntryVariantKey, draft: EntryDraft): void {
  try {
    sessionStorage.setItem(key(variant), JSON.stringify(draft))
  } catch {
    // Private modes may refuse storage: the flow still works within the page's memory.
  }
}

export function clearEntryDraft(variant: EntryVariantKey, customerNumber: string | null): void {
  saveEntryDraft(variant, { ...EMPTY, customerNumber })
  passwords.delete(variant)
}

const passwords = new Map<EntryVariantKey, { newPassword: string; newPasswordConfirm: string }>()

export const entryPasswords = {
  get: (variant: EntryVariantKey) => passwords.get(variant) ?? { newPassword: '', newPasswordConfirm: '' },
  set: (variant: EntryVariantKey, value: { newPassword: string; newPasswordConfirm: string }) =>
    passwords.set(variant, value),
}
