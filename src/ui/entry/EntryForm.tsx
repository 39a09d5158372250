'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { todayInJapan } from '@/shop/calendar/japan-date'
import { REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { BirthDateField } from '@/ui/form/BirthDateField'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import formStyles from '@/ui/form/form.module.css'
import { GenderField } from '@/ui/form/GenderField'
import { NameFields } from '@/ui/form/NameFields'
import { TextField } from '@/ui/form/TextField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  EMPTY_VALUES,
  type EntryPasswords,
  type EntryValues,
  entryPasswords,
  loadEntryDraft,
  saveEntryDraft,
  withTexts,
} from './entry-draft'
import { entryInputErrors } from './entry-input-check'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import { EntryConsents } from './EntryConsents'
import { EntryContactFields } from './EntryContactFields'
import { EntryPasswordFields } from './EntryPasswordFields'
import { GroupSignOnExpired, useGroupSignOn } from './group-sign-on'

const BIRTH_NAMES = { year: 'birthYear', month: 'birthMonth', day: 'birthDay' } as const

/** The input step of every registration door (spec §3 fields), validated by the shared schema. */
export function EntryForm({ variant }: { variant: EntryVariantKey }) {
  // Remount with the stored draft once in the browser, so the server HTML and hydration agree.
  const isClient = useIsClient()
  return (
    <EntryFormFields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      variantKey={variant}
      initial={isClient ? loadEntryDraft(variant).values : EMPTY_VALUES}
      initialPasswords={isClient ? entryPasswords.get(variant) : { newPassword: '', newPasswordConfirm: '' }}
    />
  )
}

function EntryFormFields({
  variantKey,
  initial,
  initialPasswords,
  hydrated,
}: {
  variantKey: EntryVariantKey
  hydrated: boolean
  initial: EntryValues
  initialPasswords: EntryPasswords
}) {
  const variant = ENTRY_VARIANTS[variantKey]
  const router = useRouter()
  const [values, setValues] = useState<EntryValues>(initial)
  const [passwords, setPasswords] = useState(initialPasswords)
  const { errors, show } = useFormErrors()
  const groupEmail = useGroupSignOn(variantKey, setValues)

  /** Every change is kept in the door's draft at once (the passwords stay in memory only). */
  const update = (change: (v: EntryValues) => EntryValues) =>
    setValues((v) => {
      const next = change(v)
      saveEntryDraft(variantKey, { ...loadEntryDraft(variantKey), values: next })
      return next
    })
  const patch = (part: Partial<EntryValues>) => update((v) => ({ ...v, ...part }))
  const patchTexts = (texts: Record<string, string>) => update((v) => withTexts(v, texts))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const problems = entryInputErrors(variant, values, passwords)
    if (Object.keys(problems).length) return show(problems)
    entryPasswords.set(variantKey, passwords)
    saveEntryDraft(variantKey, { ...loadEntryDraft(variantKey), values, authenticateTransactionId: null })
    router.push(variant.paths.confirm)
  }

  if (variantKey === 'auth' && groupEmail === null) return <GroupSignOnExpired />

  return (
    <Form id="entry" label={`${variant.title}の入力`} errors={errors} onSubmit={onSubmit} summary>
      <UntilHydrated hydrated={hydrated}>
        {variantKey === 'kankeisha' ? (
          <TextField
            name="invitationCode"
            label="招待コード"
            value={values.invitationCode}
            onChange={(invitationCode) => patch({ invitationCode })}
            required
            mark
            description="お勤め先・所属先の担当窓口からお知らせしたコード（英数字とハイフン）"
          />
        ) : null}
        <NameFields legend="お名前" names={REGISTRATION_NAMES} values={values} onChange={patchTexts} />
        <GenderField name="gender" value={values.gender} onChange={(gender) => patch({ gender })} required />
        <BirthDateField
          names={BIRTH_NAMES}
          values={{ year: values.birthYear, month: values.birthMonth, day: values.birthDay }}
          onChange={patchTexts}
          today={todayInJapan()}
          required
        />
        <AddressFields legend="ご住所" names={REGISTRATION_NAMES} values={values} onChange={patchTexts} />
        <EntryContactFields values={values} onChange={patch} />
        <fieldset className={formStyles.group}>
          <legend>パスワード</legend>
          <EntryPasswordFields values={passwords} onChange={setPasswords} />
        </fieldset>
        <EntryConsents values={values} onChange={patch} />
        <SubmitRow label="入力内容を確認する" />
      </UntilHydrated>
    </Form>
  )
}
