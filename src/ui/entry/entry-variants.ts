/**
 * The three registration doors (docs/adr/013-registration.md) share one flow: input → confirm → code →
 * verify → complete. They differ in their paths, title, the call that creates the member and what is prefilled.
 */
export type EntryVariantKey = 'general' | 'auth' | 'kankeisha'
export type EntryStepKey = 'input' | 'confirm' | 'code' | 'verify' | 'complete'

export interface EntryVariant {
  key: EntryVariantKey
  title: string
  /** The one-time-password purpose family on the server. */
  entryType: 'general' | 'kankeisha'
  paths: Record<EntryStepKey, string>
}

export const ENTRY_VARIANTS: Record<EntryVariantKey, EntryVariant> = {
  general: {
    key: 'general',
    title: '新規会員登録',
    entryType: 'general',
    paths: {
      input: '/entry/',
      confirm: '/entry/confirm/',
      code: '/entry/one-time-password/',
      verify: '/entry/verify/',
      complete: '/entry/complete/',
    },
  },
  auth: {
    key: 'auth',
    title: 'グループIDで新規会員登録',
    entryType: 'general',
    paths: {
      input: '/auth/entry/',
      confirm: '/auth/entry/confirm/',
      code: '/auth/entry/one-time-password/',
      verify: '/auth/entry/one-time-password/verify/',
      complete: '/auth/entry/complete/',
    },
  },
  kankeisha: {
    key: 'kankeisha',
    title: '関係者の方の新規会員登録',
    entryType: 'kankeisha',
    paths: {
      input: '/kankeisha/entry/',
      confirm: '/kankeisha/entry/confirm/',
      code: '/kankeisha/entry/one-time-password/',
      verify: '/kankeisha/entry/verify/',
      complete: '/kankeisha/entry/complete/',
    },
  },
}

export const STEP_TITLES: Record<EntryStepKey, string> = {
  input: '入力',
  confirm: '確認',
  code: '確認コード',
  verify: '登録',
  complete: '完了',
}

/** The step a door's path names ('/entry/confirm/' → confirm), or null for a path the door does not have. */
export function entryStepOf(
  variant: EntryVariant,
  segments: readonly string[] | undefined,
): EntryStepKey | null {
  const base = variant.paths.input
  const path = segments?.length ? `${base}${segments.join('/')}/` : base
  const found = (Object.keys(variant.paths) as EntryStepKey[]).find((step) => variant.paths[step] === path)
  return found ?? null
}
