'use client'

import { type FormEvent, useActionState, useState } from 'react'

import type { FormAction } from '@/lib/forms/form-state'
import { destinationSchema } from '@/shop/courses/course-change-fields'
import { REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { NameFields } from '@/ui/form/NameFields'
import { PhoneField } from '@/ui/form/PhoneField'

import { type CourseDelivery, courseFields } from './address-change-flow'

/**
 * Step 1: the new destination, starting from the course's current one (or what was entered before: the server's
 * draft). A plain form to the page's server function (docs/adr/059), which checks it with the call's own schema and
 * answers with the confirm step; with the page's scripts, the same schema checks it here first and the postal code
 * fills the address in.
 */
export function AddressChangeForm({
  course,
  initial,
  action,
}: {
  course: CourseDelivery
  initial: Record<string, string>
  action: FormAction
}) {
  const [sent, formAction, pending] = useActionState(action, null)
  const [values, setValues] = useState<Record<string, string>>(
    sent ? { ...initial, ...sent.values } : initial,
  )
  const { errors, show } = useFormErrors('', sent)
  const patch = (next: Record<string, string>) => setValues((v) => ({ ...v, ...next }))

  const onSubmit = (e: FormEvent) => {
    const parsed = destinationSchema.safeParse(values)
    if (parsed.success) return
    e.preventDefault()
    show(zodFieldErrors(parsed.error))
  }

  return (
    <Form
      id="regular-address"
      label="新しいお届け先"
      errors={errors}
      onSubmit={onSubmit}
      action={formAction}
      summary
    >
      {Object.entries(courseFields(course)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NameFields legend="お届け先のお名前" names={REGISTRATION_NAMES} values={values} onChange={patch} />
      <AddressFields legend="お届け先のご住所" names={REGISTRATION_NAMES} values={values} onChange={patch}>
        <PhoneField
          name={REGISTRATION_NAMES.phone}
          value={values[REGISTRATION_NAMES.phone] ?? ''}
          onChange={(phone) => patch({ [REGISTRATION_NAMES.phone]: phone })}
        />
      </AddressFields>
      <SubmitRow label="入力内容を確認する" busy={pending} busyLabel="確認しています…" />
    </Form>
  )
}
