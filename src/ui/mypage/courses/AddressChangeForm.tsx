'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'

import { destinationSchema } from '@/shop/courses/course-change-fields'
import { REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { AddressFields } from '@/ui/form/AddressFields'
import { zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NameFields } from '@/ui/form/NameFields'
import { PhoneField } from '@/ui/form/PhoneField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  ADDRESS_CHANGE_PATHS,
  addressDraftStore,
  type CourseDelivery,
  isDraftOf,
} from './address-change-flow'

/** Step 1: the new destination, starting from the course's current one (or what was entered before). */
export function AddressChangeForm({
  course,
  current,
}: {
  course: CourseDelivery
  current: Record<string, string>
}) {
  const isClient = useIsClient()
  const draft = isClient ? addressDraftStore.load() : null
  return (
    <StartForm
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      course={course}
      initial={isDraftOf(draft, course) ? draft.values : current}
      flash={isClient ? peekFlash() : ''}
    />
  )
}

function StartForm({
  course,
  initial,
  flash,
  hydrated,
}: {
  course: CourseDelivery
  initial: Record<string, string>
  flash: string
  hydrated: boolean
}) {
  const router = useRouter()
  const [values, setValues] = useState<Record<string, string>>(initial)
  const { errors, show, clear } = useFormErrors(flash)
  useEffect(() => clearFlash(), [])
  const patch = (next: Record<string, string>) => setValues((v) => ({ ...v, ...next }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = destinationSchema.safeParse(values)
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    addressDraftStore.save({ ...course, values })
    router.push(ADDRESS_CHANGE_PATHS.confirm(course))
  }

  return (
    <Form id="regular-address" label="新しいお届け先" errors={errors} onSubmit={onSubmit} summary>
      <UntilHydrated hydrated={hydrated}>
        <NameFields legend="お届け先のお名前" names={REGISTRATION_NAMES} values={values} onChange={patch} />
        <AddressFields legend="お届け先のご住所" names={REGISTRATION_NAMES} values={values} onChange={patch}>
          <PhoneField
            name={REGISTRATION_NAMES.phone}
            value={values[REGISTRATION_NAMES.phone] ?? ''}
            onChange={(phone) => patch({ [REGISTRATION_NAMES.phone]: phone })}
          />
        </AddressFields>
        <SubmitRow label="入力内容を確認する" />
      </UntilHydrated>
    </Form>
  )
}
