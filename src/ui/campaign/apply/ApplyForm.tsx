'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { api } from '@/lib/api/client'
import { applyFormPath } from '@/shop/campaigns/campaign-kinds'
import { applyCheckCall } from '@/lib/api/routes/campaign-apply'
import type { ApplyFormInput } from '@/shop/campaigns/apply/apply-schema'
import { REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { Checkbox } from '@/ui/form/Checkbox'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NameFields } from '@/ui/form/NameFields'
import { PersonalDataNotice } from '@/ui/form/PersonalDataNotice'
import { PhoneField } from '@/ui/form/PhoneField'
import { TextField } from '@/ui/form/TextField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  emptyEntries,
  ENTRY_NAMES,
  loadEntries,
  saveEntries,
  type ApplyEntries,
  type ApplyTarget,
} from './apply-draft'

/**
 * The application form: the sample's delivery address and a mail address for the receipt. The server checks it
 * (`campaign/apply/check`: the fields, that the campaign runs, a sample is left and this person has not applied)
 * before the confirm page; its field messages show under the fields.
 */
export function ApplyForm({
  target,
  prefill,
}: {
  target: ApplyTarget
  /** A member's registered details; null for a guest. */
  prefill: Omit<ApplyEntries, 'agreePrivacy'> | null
}) {
  // Back from the confirm page, the entries typed are kept.
  const isClient = useIsClient()
  const registered = prefill ? { ...emptyEntries, ...prefill } : emptyEntries
  return (
    <Fields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      target={target}
      initial={(isClient ? loadEntries(target) : null) ?? registered}
    />
  )
}

function Fields({
  target,
  initial,
  hydrated,
}: {
  target: ApplyTarget
  initial: ApplyEntries
  hydrated: boolean
}) {
  const router = useRouter()
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const { errors, show, clear } = useFormErrors()

  const change = (patch: Partial<ApplyEntries>) => {
    const next = { ...values, ...patch }
    setValues(next)
    saveEntries(target, next)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      // Sent as typed: the server's schema folds and checks it and names each wrong field.
      await api.call(applyCheckCall, { body: { ...target, ...values } as unknown as ApplyFormInput })
      clear()
      saveEntries(target, values)
      router.push(applyFormPath(target, 'confirm/'))
    } catch (error) {
      setBusy(false)
      const shown = formErrorsOf(
        error,
        ENTRY_NAMES,
        '入力内容を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show(shown.fields, shown.message)
    }
  }

  return (
    <Form id="campaign-apply" label="サンプルお申し込みフォーム" errors={errors} onSubmit={onSubmit} summary>
      <UntilHydrated hydrated={hydrated}>
        <NameFields
          legend="お名前"
          names={REGISTRATION_NAMES}
          values={values}
          onChange={(patch) => change(patch)}
        />
        <AddressFields
          legend="サンプルのお届け先"
          names={REGISTRATION_NAMES}
          values={values}
          onChange={(patch) => change(patch)}
        >
          <PhoneField
            name={REGISTRATION_NAMES.phone}
            value={values.phoneNumber}
            onChange={(phoneNumber) => change({ phoneNumber })}
          />
        </AddressFields>
        <TextField
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(email) => change({ email })}
          description="受付メールをお送りします"
          required
          mark
        />
        <PersonalDataNotice purpose="サンプルの発送と、お申し込みの受付のご連絡" />
        <Checkbox
          name="agreePrivacy"
          label="個人情報の取り扱いに同意する"
          checked={values.agreePrivacy}
          onChange={(agreePrivacy) => change({ agreePrivacy })}
          required
        />
        <SubmitRow label="確認画面へ進む" busy={busy} busyLabel="確認しています…" />
      </UntilHydrated>
    </Form>
  )
}
