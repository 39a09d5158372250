'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'

import { todayInJapan } from '@/shop/calendar/japan-date'
import { type ProfileFormValues, REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { profileSchema } from '@/shop/customer/registration-schema'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { AddressFields } from '@/ui/form/AddressFields'
import { BirthDateField } from '@/ui/form/BirthDateField'
import { Checkbox } from '@/ui/form/Checkbox'
import { zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { GenderField } from '@/ui/form/GenderField'
import { NameFields } from '@/ui/form/NameFields'
import { PhoneField } from '@/ui/form/PhoneField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { CHANGE_PATHS, loadProfileDraft, saveProfileDraft } from './profile-draft'

const BIRTH_NAMES = { year: 'birthYear', month: 'birthMonth', day: 'birthDay' } as const

/** The profile change form (spec §2 /mypage/customer/change/), starting from what is registered. */
export function ProfileChangeForm({ registered }: { registered: ProfileFormValues }) {
  // A draft means the member came back from the confirm page: keep what they typed.
  const isClient = useIsClient()
  return (
    <Fields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      initial={(isClient ? loadProfileDraft() : null) ?? registered}
      flash={isClient ? peekFlash() : ''}
    />
  )
}

function Fields({
  initial,
  flash,
  hydrated,
}: {
  initial: ProfileFormValues
  flash: string
  hydrated: boolean
}) {
  const router = useRouter()
  const [values, setValues] = useState(initial)
  const { errors, show, clear } = useFormErrors(flash)
  useEffect(() => clearFlash(), [])

  const change = (patch: Record<string, string>) =>
    setValues((v) => ({ ...v, ...patch }) as ProfileFormValues)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = profileSchema.safeParse(values)
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    saveProfileDraft(values)
    router.push(CHANGE_PATHS.confirm)
  }

  return (
    <Form id="customer" label="登録情報の変更" errors={errors} onSubmit={onSubmit} summary>
      <UntilHydrated hydrated={hydrated}>
        <p>
          変更する項目を入力し、「確認画面へ進む」を押してください。メールアドレスとパスワードは別の画面で変更します。
        </p>
        <NameFields legend="お名前" names={REGISTRATION_NAMES} values={values} onChange={change} />
        <GenderField name="gender" value={values.gender} onChange={(gender) => change({ gender })} required />
        <BirthDateField
          names={BIRTH_NAMES}
          values={{ year: values.birthYear, month: values.birthMonth, day: values.birthDay }}
          onChange={change}
          today={todayInJapan()}
          required
        />
        <AddressFields legend="ご住所" names={REGISTRATION_NAMES} values={values} onChange={change}>
          <PhoneField
            name={REGISTRATION_NAMES.phone}
            value={values.phoneNumber}
            onChange={(phone) => change({ [REGISTRATION_NAMES.phone]: phone })}
          />
        </AddressFields>
        <Checkbox
          name="wantMailMagazine"
          label="メールマガジンを受け取る"
          checked={values.wantMailMagazine}
          onChange={(wantMailMagazine) => setValues((v) => ({ ...v, wantMailMagazine }))}
        />
        <SubmitRow label="確認画面へ進む" />
      </UntilHydrated>
    </Form>
  )
}
