'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { Select } from '@/ui/form/Select'

import { DATE_CHANGE_PATHS, dateChangeQuery } from './date-change-paths'

/** The new date for the next delivery, from the offered dates; goes on to the confirm page. */
export function DateChangeForm({
  regularOrderNumber,
  sequence,
  offeredDates,
  initial = '',
}: {
  regularOrderNumber: string
  sequence: number
  offeredDates: { date: string; text: string }[]
  initial?: string
}) {
  const router = useRouter()
  const [date, setDate] = useState(initial)
  const { errors, show } = useFormErrors()
  return (
    <Form
      id="date-change"
      label="お届け日の変更"
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault()
        if (!date) {
          show({ deliveryDate: '変更後のお届け日を選択してください。' })
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
