'use server'

import { redirect } from 'next/navigation'

import { changeAddress } from '@/app/api/regular/delivery-address-change/change-address'
import { addressChangeCall } from '@/lib/api/calls/course-changes'
import { callFromForm, formValues, refusal } from '@/lib/api/form-call'
import { japaneseErrorMap, zodErrorToFields } from '@/lib/api/zod-messages'
import type { FormState } from '@/lib/forms/form-state'
import { ADDRESS_DRAFT_MISSING } from '@/shop/courses/address-change-draft'
import {
  courseDeliveryQuerySchema,
  destinationSchema,
  destinationShape,
} from '@/shop/courses/course-change-fields'
import { OTP_FIELD_MESSAGES } from '@/shop/customer/one-time-password-fields'
import { isCodeShape, normaliseCode } from '@/shop/otp/otp-rules'
import { ADDRESS_CHANGE_PATHS, type CourseDelivery } from '@/ui/mypage/courses/address-change-flow'

import { signedInCustomer } from '../customer/signed-in-customer'
import { addressDraftOf, clearAddressDraft, saveAddressDraft } from './address-draft-cookie'

/**
 * The steps of the course address change as plain forms (docs/adr/035, 059), with or without the page's scripts:
 * the new destination is checked by the call's own schema and kept in the procedure's draft cookie, the code is
 * mailed and checked by POST regular/delivery-address-change, each answering with the next step's page.
 */

function courseOf(values: Record<string, string>): CourseDelivery | null {
  const parsed = courseDeliveryQuerySchema.safeParse(values)
  return parsed.success
    ? {
        regularOrderNumber: parsed.data.regularOrderNumber,
        sequence: parsed.data.regularOrderDetailSequenceNumber,
      }
    : null
}

const KEYS = Object.keys(destinationShape)

/** The call's body for this delivery and destination (the code step adds its transaction and code). */
const changeOf = (course: CourseDelivery, destination: Record<string, string>) => ({
  regularOrderNumber: course.regularOrderNumber,
  regularOrderDetailSequenceNumber: course.sequence,
  destination,
})

/** 「入力内容を確認する」: the destination, then the confirm step. */
export async function saveDestinationAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const course = courseOf(values)
  if (!course) return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  const customer = await signedInCustomer(ADDRESS_CHANGE_PATHS.start(course))
  const destination = Object.fromEntries(KEYS.map((key) => [key, values[key] ?? '']))
  const parsed = destinationSchema.safeParse(destination, { error: japaneseErrorMap(destinationSchema) })
  if (!parsed.success) return refusal(zodErrorToFields(parsed.error), '', values)
  await saveAddressDraft({ customerId: customer.id, ...course, destination, transactionId: '', sentAt: 0 })
  redirect(ADDRESS_CHANGE_PATHS.confirm(course))
}

/** 「確認コードを送信する」 (and its resend on the code step): mails the code, then the code step. */
export async function sendAddressCodeAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const course = courseOf(values)
  if (!course) return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  const customer = await signedInCustomer(ADDRESS_CHANGE_PATHS.confirm(course))
  const draft = await addressDraftOf(customer.id, course)
  if (!draft) return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  const done = await callFromForm(
    addressChangeCall,
    changeAddress,
    {
      body: {
        ...changeOf(course, draft.destination),
        ...(draft.transactionId ? { authenticateTransactionId: draft.transactionId } : {}),
      },
    },
    values,
    { signInFrom: ADDRESS_CHANGE_PATHS.confirm(course) },
  )
  if (!done.ok) return done.state
  if (done.data.status !== 'code-sent') return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  await saveAddressDraft({ ...draft, transactionId: done.data.authenticateTransactionId, sentAt: Date.now() })
  redirect(`${ADDRESS_CHANGE_PATHS.code(course)}${draft.transactionId ? '&resent=1' : ''}`)
}

/** 「確認してお届け先を変更する」: checks the code and changes the destination, then the complete step. */
export async function verifyAddressCodeAction(
  _previous: FormState | null,
  form: FormData,
): Promise<FormState> {
  const values = formValues(form)
  const course = courseOf(values)
  if (!course) return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  const customer = await signedInCustomer(ADDRESS_CHANGE_PATHS.code(course))
  const draft = await addressDraftOf(customer.id, course)
  if (!draft?.transactionId) return { fields: {}, message: ADDRESS_DRAFT_MISSING, values }
  const sentCode = form.get('code')
  const code = normaliseCode(typeof sentCode === 'string' ? sentCode : '')
  // The call mails a new code when none is given: an empty field is the form's own message, not a resend.
  if (!isCodeShape(code)) return { fields: { code: OTP_FIELD_MESSAGES.codeShape }, message: '', values }
  const done = await callFromForm(
    addressChangeCall,
    changeAddress,
    {
      body: {
        ...changeOf(course, draft.destination),
        authenticateTransactionId: draft.transactionId,
        code,
      },
    },
    values,
    { signInFrom: ADDRESS_CHANGE_PATHS.code(course) },
  )
  if (!done.ok) return done.state
  await clearAddressDraft()
  redirect(ADDRESS_CHANGE_PATHS.complete(course))
}
