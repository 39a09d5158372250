'use server'

import { redirect } from 'next/navigation'

import { setPointUse } from '@/app/api/regular-point-use/set-point-use'
import { regularPointUseCall } from '@/lib/api/calls/regular'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'

const BASE = '/mypage/regular-point-use/'

/** 「設定する」: POST regular-point-use, then the complete page (docs/adr/059). */
export async function setPointUseAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const { regularOrderNumber = '', pointUseMode = '', points = '' } = values
  const query = new URLSearchParams({ regularOrderNumber }).toString()
  const done = await callFromForm(
    regularPointUseCall,
    setPointUse,
    // The number counts only with 「一部のポイントを使う」 (the field is on the page either way).
    { body: { regularOrderNumber, pointUseMode, ...(pointUseMode === 'some' ? { points } : {}) } },
    values,
    { signInFrom: `${BASE}?${query}` },
  )
  if (!done.ok) return done.state
  redirect(`${BASE}complete/?${query}`)
}
