/**
 * What the shopper typed, kept per door in the one draft store (src/ui/form/draft-store.ts) so back, forward and reload never lose it. The
 * passwords are the exception: they stay in this module's memory only (they survive moving between the steps,
 * not a reload, after which the verify step asks for them again).
 */
import { asNumber, draftStore, type DraftStore, isRecord, overEmpty } from '@/ui/form/draft-store'

import type { EntryVariantKey } from './entry-variants'

export type EntryValues = {
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

export type EntryPasswords = { newPassword: string; newPasswordConfirm: string }

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

type TextName = { [K in keyof EntryValues]: EntryValues[K] extends string ? K : never }[keyof EntryValues]

const isTextName = (name: string): name is TextName =>
  Object.hasOwn(EMPTY_VALUES, name) && typeof EMPTY_VALUES[name as keyof EntryValues] === 'string'

/** The values with the text fields a kit field group changed (its patch, under the wire names). */
export function withTexts(values: EntryValues, texts: Readonly<Record<string, string>>): EntryValues {
  const next = { ...values }
  for (const [name, text] of Object.entries(texts)) if (isTextName(name)) next[name] = text
  return next
}

export const EMPTY_ENTRY_DRAFT: EntryDraft = {
  values: EMPTY_VALUES,
  authenticateTransactionId: null,
  customerNumber: null,
}

const optionalString = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** A stored draft over the empty one: its own fields with their types only (an old shape starts empty). */
function entryDraftFrom(stored: unknown): EntryDraft | null {
  if (!isRecord(stored)) return null
  return {
    values: overEmpty(EMPTY_VALUES, stored.values),
    authenticateTransactionId: optionalString(stored.authenticateTransactionId),
    customerNumber: optionalString(stored.customerNumber),
  }
}

function perVariant<T>(make: (variant: EntryVariantKey) => DraftStore<T>) {
  const stores = new Map<EntryVariantKey, DraftStore<T>>()
  return (variant: EntryVariantKey): DraftStore<T> => {
    let store = stores.get(variant)
    if (!store) stores.set(variant, (store = make(variant)))
    return store
  }
}

/** The draft of one door (general, auth, kankeisha), in the one draft store. */
export const entryDraftStore = perVariant((variant) => draftStore(`entry-draft:${variant}`, entryDraftFrom))

/** When the last code was mailed (ms since epoch), for the resend countdown. */
export const entrySentAtStore = perVariant((variant) => draftStore(`entry-sent-at:${variant}`, asNumber))

export function loadEntryDraft(variant: EntryVariantKey): EntryDraft {
  return entryDraftStore(variant).load() ?? EMPTY_ENTRY_DRAFT
}

export function saveEntryDraft(variant: EntryVariantKey, draft: EntryDraft): void {
  entryDraftStore(variant).save(draft)
}

/** After registration: only the customer number stays (the complete page shows it). */
export function clearEntryDraft(variant: EntryVariantKey, customerNumber: string | null): void {
  saveEntryDraft(variant, { ...EMPTY_ENTRY_DRAFT, customerNumber })
  entrySentAtStore(variant).clear()
  passwords.delete(variant)
}

const passwords = new Map<EntryVariantKey, EntryPasswords>()

export const entryPasswords = {
  get: (variant: EntryVariantKey) => passwords.get(variant) ?? { newPassword: '', newPasswordConfirm: '' },
  set: (variant: EntryVariantKey, value: EntryPasswords) => passwords.set(variant, value),
}
