'use client'

import { api } from '@/lib/api/client'
import { addressChangeCall } from '@/lib/api/routes/course-changes'
import type { DestinationInput } from '@/shop/courses/course-change-fields'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { CodeEntryStep } from '@/ui/form/CodeEntryStep'

import {
  ADDRESS_CHANGE_PATHS,
  addressCodeStore,
  addressDraftStore,
  type CourseDelivery,
  isDraftOf,
} from './address-change-flow'

/** Step 3: the code from the mail; verifying it changes the destination. */
export function AddressChangeCode({ course, facts }: { course: CourseDelivery; facts: OtpPageData }) {
  const body = () => {
    const draft = addressDraftStore.load()
    if (!isDraftOf(draft, course))
      throw new Error('お手続きの途中の情報が見つかりません。最初からやり直してください。')
    return {
      regularOrderNumber: course.regularOrderNumber,
      regularOrderDetailSequenceNumber: course.sequence,
      destination: draft.values as DestinationInput,
    }
  }
  return (
    <CodeEntryStep
      facts={facts}
      store={addressCodeStore}
      startPath={ADDRESS_CHANGE_PATHS.start(course)}
      idPrefix="regular-address-code"
      submitLabel="確認してお届け先を変更する"
      verify={async (state, code) => {
        await api.call(addressChangeCall, {
          body: { ...body(), authenticateTransactionId: state.transactionId, code },
        })
        addressDraftStore.clear()
        return {
          patch: { transactionId: '', verified: true, completed: true },
          next: ADDRESS_CHANGE_PATHS.complete(course),
        }
      }}
      resend={async (state) => {
        await api.call(addressChangeCall, {
          body: { ...body(), authenticateTransactionId: state.transactionId },
        })
      }}
    />
  )
}
