'use server'

import { redirect } from 'next/navigation'

import { changeDate } from '@/app/api/regular/delivery-date-change/change-date'
import { regularDateChangeCall } from '@/lib/api/calls/regular'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'
import { DATE_CHANGE_PATHS, dateChangeQuery } from '@/ui/mypage/regular/date-change-paths'

/** 「お届け日を変更する」 on the confirm step: POST regular/delivery-date-change, then its complete page (ADR 059). */
export async function changeDateAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const { regularOrderNumber = '', regularOrderDetailSequenceNumber = '', deliveryDate = '' } = values
  const done = await callFromForm(
    regularDateChangeCall,
    changeDate,
    { body: { regularOrderNumber, regularOrderDetailSequenceNumber, deliveryDate } },
    values,
    {
      signInFrom:
        DATE_CHANGE_PATHS.confirm +
        dateChangeQuery({ regularOrderNumber, regularOrderDetailSequenceNumber, deliveryDate }),
    },
  )
  if (!done.ok) return done.state
  redirect(
    DATE_CHANGE_PATHS.requestComplete +
      dateChangeQuery({ regularOrderNumber: done.data.regularOrderNumber, deliveryDate: done.data.newDate }),
  )
}
