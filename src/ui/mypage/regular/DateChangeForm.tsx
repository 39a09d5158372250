'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { DATE_REQUIRED_MESSAGE } from '@/shop/courses/date-change-messages'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { Select } from '@/ui/form/Select'

import { DATE_CHANGE_PATHS, dateChangeQuery } from './date-change-paths'

/**
 * The new date for the next delivery, from the offered dates; goes on to the confirm page. A plain GET form to that
 * page (docs/adr/059): without the page's scripts the browser goes there itself, and the confirm page sends a
 * missing or refused date back here with its message (`error`).
 */
export function DateChangeForm({
  regularOrderNumber,
  sequence,
  offeredDates,
  initial = '',
  error,
}: {
  regularOrderNumber: string
  sequence: number
  offeredDates: { date: string; text: string }[]
  initial?: string
  error?: string
}) {
  const router = useRouter()
  const [date, setDate] = useState(initial)
  // One object for the page's life: the kit shows a new answer whenever it gets a new object.
  const [refused] = useState(() => (error ? { fields: { deliveryDate: error }, message: '' } : null))
  const { errors, show } = useFormErrors('', refused)
  return (
    <Form
      id="date-change"
      label="お届け日の変更"
      errors={errors}
      action={DATE_CHANGE_PATHS.confirm}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        if (!date) {
          show({ deliveryDate: DATE_REQUIRED_MESSAGE })
          return
        }
        router.push(
          DATE_CHANGE_PATHS.confirm +
            dateChangeQuery({
              regularOrderNumber,
              regularOrderDetailSequenceNumber: sequence,
              deliveryDate: date,
            }),
        )
      }}
    >
      <input type="hidden" name="regularOrderNumber" value={regularOrderNumber} />
      <input type="hidden" name="regularOrderDetailSequenceNumber" value={sequence} />
      <Select
        name="deliveryDate"
        label="変更後のお届け日"
        required
        options={offeredDates.map((d) => ({ value: d.date, label: d.text }))}
        value={date}
        onChange={setDate}
      />
      <SubmitRow label="確認画面へ進む">
        <Link href="/mypage/regular-courses/" className="button-secondary">
          定期コースの一覧へ戻る
        </Link>
      </SubmitRow>
    </Form>
  )
}
