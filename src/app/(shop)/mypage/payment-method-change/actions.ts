'use server'

import { redirect } from 'next/navigation'

import { checkPaymentChange } from '@/app/api/payment-method-change/check/check-payment-change'
import { changePayment } from '@/app/api/payment-method-change/change-payment'
import { paymentChangeCall, paymentChangeCheckCall } from '@/lib/api/calls/course-changes'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'
import { PAYMENT_CHOICE_MESSAGES } from '@/shop/courses/course-change-fields'
import {
  PAYMENT_CHANGE_PATHS,
  plainPaymentChoice,
  plainPaymentChoiceOf,
} from '@/shop/courses/payment-change-paths'

/**
 * The choice of the start step as a plain form (docs/adr/059): POST payment-method-change/check, then the confirm
 * page with the choice in its URL. A new card is read by the card company's script, so it needs the page's scripts.
 */
export async function choosePaymentAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const plainChoice = plainPaymentChoiceOf(values)
  const regularOrderNumber = values.regularOrderNumber ?? ''
  if (values.paymentMethod === '2' && !plainChoice)
    // The form's own message: without a saved card there is no card choice to hang it on.
    return { fields: {}, message: PAYMENT_CHOICE_MESSAGES.newCardNeedsScript, values }
  const done = await callFromForm(
    paymentChangeCheckCall,
    checkPaymentChange,
    { body: { regularOrderNumber, paymentMethod: values.paymentMethod, ...plainPaymentChoice(values) } },
    values,
    { signInFrom: PAYMENT_CHANGE_PATHS.start(regularOrderNumber) },
  )
  if (!done.ok) return { ...done.state, fields: cardFieldOf(done.state.fields) }
  redirect(PAYMENT_CHANGE_PATHS.confirm(regularOrderNumber, plainChoice ?? {}))
}

/** 「この内容で変更する」 on a server-rendered confirm step: POST payment-method-change, then complete (or 3-D Secure). */
export async function changePaymentAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const regularOrderNumber = values.regularOrderNumber ?? ''
  const done = await callFromForm(
    paymentChangeCall,
    changePayment,
    { body: { regularOrderNumber, paymentMethod: values.paymentMethod, ...plainPaymentChoice(values) } },
    values,
    { signInFrom: PAYMENT_CHANGE_PATHS.start(regularOrderNumber) },
  )
  if (!done.ok) return done.state
  redirect(
    done.data.status === 'redirect'
      ? done.data.redirectUrl
      : PAYMENT_CHANGE_PATHS.complete(regularOrderNumber),
  )
}

/** The call names the card choice `card`; the form's field is `cardChoice`. */
const cardFieldOf = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [name === 'card' ? 'cardChoice' : name, text]),
  )
