'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useState, type FormEvent } from 'react'

import {
  INQUIRY_CATEGORIES,
  INQUIRY_MESSAGE_MAX,
  inquiryCategoryFromQuery,
  inquiryInputSchema,
  type InquiryInput,
} from '@/shop/inquiry/inquiry-schema'
import { REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NameFields } from '@/ui/form/NameFields'
import { PersonalDataNotice } from '@/ui/form/PersonalDataNotice'
import { PhoneField } from '@/ui/form/PhoneField'
import { Select } from '@/ui/form/Select'
import { TextArea } from '@/ui/form/TextArea'
import { TextField } from '@/ui/form/TextField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { emptyInquiry, loadDraft, saveDraft } from './inquiry-draft'

type Entries = Required<InquiryInput>

/** The stored draft, with the category a link asked for (?category=…): the page is cached, so read here. */
function initialEntries(categoryQuery: string | null): Entries {
  const draft = loadDraft()
  const category = inquiryCategoryFromQuery(categoryQuery)
  return category ? { ...draft, category } : draft
}

/**
 * The query is read through the router, not window.location: on a client-side navigation the new page
 * renders before the address bar changes. The cached page renders the empty form until the query is known.
 */
export function InquiryForm() {
  return (
    <Suspense fallback={<InquiryFormFields key="server" initial={emptyInquiry} hydrated={false} />}>
      <InquiryFormWithQuery />
    </Suspense>
  )
}

function InquiryFormWithQuery() {
  const category = useSearchParams().get('category')
  // Remount with the stored draft once in the browser, so the server HTML and hydration agree.
  const isClient = useIsClient()
  return (
    <InquiryFormFields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      initial={isClient ? initialEntries(category) : emptyInquiry}
    />
  )
}

function InquiryFormFields({ initial, hydrated }: { initial: Entries; hydrated: boolean }) {
  const router = useRouter()
  const [values, setValues] = useState<Entries>(initial)
  const { errors, show, clear } = useFormErrors()

  // Every keystroke is kept, so a reload or the back button never loses the message.
  const change = (patch: Partial<Entries>) => {
    const next = { ...values, ...patch }
    setValues(next)
    saveDraft(next)
  }
  const text = (name: 'email' | 'orderNumber') => ({
    name,
    value: values[name],
    onChange: (value: string) => change({ [name]: value }),
    mark: true,
  })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const result = inquiryInputSchema.safeParse(values)
    if (!result.success) return show(zodFieldErrors(result.error))
    clear()
    saveDraft(values)
    router.push('/inquiry/contact/confirm/')
  }

  return (
    <Form id="inquiry" label="お問い合わせフォーム" errors={errors} onSubmit={onSubmit} summary>
      <UntilHydrated hydrated={hydrated}>
        <Select
          name="category"
          label="お問い合わせ種別"
          options={INQUIRY_CATEGORIES}
          value={values.category}
          onChange={(category) => change({ category })}
          required
          mark
        />
        <NameFields legend="お名前" names={REGISTRATION_NAMES} values={values} onChange={change} />
        <TextField {...text('email')} label="メールアドレス" type="email" autoComplete="email" required />
        <PhoneField
          name="phone"
          value={values.phone}
          onChange={(phone) => change({ phone })}
          required={false}
        />
        <TextField
          {...text('orderNumber')}
          label="ご注文番号"
          description="ご注文に関するお問い合わせの場合"
        />
        <TextArea
          name="message"
          label="お問い合わせ内容"
          value={values.message}
          onChange={(message) => change({ message })}
          required
          mark
          description={`${INQUIRY_MESSAGE_MAX}文字以内（現在 ${values.message.length}文字）`}
        />
        <PersonalDataNotice purpose="お問い合わせへの回答とその記録" />
        <SubmitRow label="確認画面へ進む" />
      </UntilHydrated>
    </Form>
  )
}
