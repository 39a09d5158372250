'use server'

import { redirect } from 'next/navigation'

import { cancelCourse } from '@/app/api/regular/cancel/cancel-course'
import { regularCancelBodySchema, regularCancelCall } from '@/lib/api/calls/regular'
import { callFromForm, formValues, refusal } from '@/lib/api/form-call'
import { japaneseErrorMap, zodErrorToFields } from '@/lib/api/zod-messages'
import type { FormState } from '@/lib/forms/form-state'
import {
  CANCEL_REASON_FIELD,
  CANCEL_REASON_NOTE_FIELD,
  cancelAnswerOf,
} from '@/shop/courses/cancel-reason-rules'

import { signedInCustomer } from '../customer/signed-in-customer'
import { clearCancelAnswerDraft, saveCancelAnswerDraft } from './cancel-draft-cookie'

const BASE = '/mypage/regular-cancel/'

/**
 * The reason as the call takes it: none unless one of the list was chosen (the form's 「回答しない」 is none), the
 * note only with 「その他」 (the rule of src/shop/courses/cancel-reason-rules.ts; its length is the schema's).
 */
function reasonBody(values: Record<string, string>) {
  const reason = values[CANCEL_REASON_FIELD] ?? ''
  const { reason: chosen } = cancelAnswerOf(reason, null)
  if (!chosen) return {}
  return chosen === 'other'
    ? { cancelReason: chosen, cancelReasonNote: values[CANCEL_REASON_NOTE_FIELD] ?? '' }
    : { cancelReason: chosen }
}

/**
 * 「解約の確認へ進む」 on the input step: the optional reason, checked by the call's own schema, kept in the
 * procedure's draft cookie (never in the URL: the note is the member's own words), then the confirm step
 * (docs/adr/059). A refusal comes back with what was chosen and typed.
 */
export async function saveCancelReasonAction(
  _previous: FormState | null,
  form: FormData,
): Promise<FormState> {
  const values = formValues(form)
  const { regularOrderNumber = '', productCode = '' } = values
  const query = new URLSearchParams({ regularOrderNumber, productCode }).toString()
  const customer = await signedInCustomer(`${BASE}?${query}`)
  const body = { regularOrderNumber, productCode, ...reasonBody(values) }
  const parsed = regularCancelBodySchema.safeParse(body, { error: japaneseErrorMap(regularCancelBodySchema) })
  if (!parsed.success) return refusal(zodErrorToFields(parsed.error), '', values)
  await saveCancelAnswerDraft(
    customer.id,
    regularOrderNumber,
    cancelAnswerOf(parsed.data.cancelReason, parsed.data.cancelReasonNote),
  )
  redirect(`${BASE}confirm/?${query}`)
}

/**
 * 「解約する」 on the confirm step: POST regular/cancel with the reason the step showed (its hidden fields), then
 * complete/ or request-complete/ (ADR 034, 059). The reason's draft is cleared once the course is cancelled.
 */
export async function cancelCourseAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const { regularOrderNumber = '', productCode = '' } = values
  const query = new URLSearchParams({ regularOrderNumber, productCode }).toString()
  const done = await callFromForm(
    regularCancelCall,
    cancelCourse,
    { body: { regularOrderNumber, productCode, ...reasonBody(values) } },
    values,
    { signInFrom: `${BASE}confirm/?${query}` },
  )
  if (!done.ok) return done.state
  await clearCancelAnswerDraft()
  redirect(`${BASE}${done.data.outcome}/?${new URLSearchParams({ regularOrderNumber }).toString()}`)
}
