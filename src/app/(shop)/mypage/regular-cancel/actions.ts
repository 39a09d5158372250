'use server'

import { redirect } from 'next/navigation'

import { cancelCourse } from '@/app/api/regular/cancel/cancel-course'
import { regularCancelCall } from '@/lib/api/calls/regular'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'

const BASE = '/mypage/regular-cancel/'

/** 「解約する」 on the confirm step: POST regular/cancel, then complete/ or request-complete/ (ADR 034, 059). */
export async function cancelCourseAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const { regularOrderNumber = '', productCode = '' } = values
  const query = new URLSearchParams({ regularOrderNumber, productCode }).toString()
  const done = await callFromForm(
    regularCancelCall,
    cancelCourse,
    { body: { regularOrderNumber, productCode } },
    values,
    { signInFrom: `${BASE}confirm/?${query}` },
  )
  if (!done.ok) return done.state
  redirect(`${BASE}${done.data.outcome}/?${new URLSearchParams({ regularOrderNumber }).toString()}`)
}
