'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { regularPointUseCall } from '@/lib/api/routes/regular'
import { POINT_USE_MODE_LABELS, POINT_USE_MODES, type PointUseMode } from '@/shop/courses/course-statuses'
import { errorMessageOf } from '@/ui/form/error-message'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { TextField } from '@/ui/form/TextField'

/** none / all / some points for the next delivery of a course; saved at once, then the complete page. */
export function PointUseForm({
  regularOrderNumber,
  balanceText,
  initial,
}: {
  regularOrderNumber: string
  balanceText: string
  initial: { mode: PointUseMode; points: number }
}) {
  const router = useRouter()
  const [mode, setMode] = useState<PointUseMode>(initial.mode)
  const [points, setPoints] = useState(initial.mode === 'some' ? String(initial.points) : '')
  const [busy, setBusy] = useState(false)
  const { errors, show } = useFormErrors()

  return (
    <Form
      id="point-use"
      label="ポイント利用の設定"
      errors={errors}
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        try {
          await api.call(regularPointUseCall, {
            body: { regularOrderNumber, pointUseMode: mode, ...(mode === 'some' ? { points } : {}) },
          })
          router.push(
            `/mypage/regular-point-use/complete/?regularOrderNumber=${encodeURIComponent(regularOrderNumber)}`,
          )
        } catch (caught) {
          setBusy(false)
          const fields = (caught instanceof ApiClientError && caught.fields) || {}
          show(
            fields,
            Object.keys(fields).length
              ? ''
              : errorMessageOf(caught, '設定できませんでした。もう一度お試しください。'),
          )
        }
      }}
    >
      <RadioGroup
        name="pointUseMode"
        label="次回のお届けでのポイント利用"
        description={`保有ポイント：${balanceText}`}
        options={POINT_USE_MODES.map((value) => ({ value, label: POINT_USE_MODE_LABELS[value] }))}
        value={mode}
        onChange={(value) => setMode(value as PointUseMode)}
        required
      >
        {mode === 'some' ? (
          <TextField
            name="points"
            label="利用するポイント数"
            value={points}
            onChange={setPoints}
            inputMode="numeric"
            maxLength={7}
            required
            description="1ポイント以上、保有ポイント以内で入力してください。"
          />
        ) : null}
      </RadioGroup>
      <SubmitRow label="設定する" busy={busy} busyLabel="設定しています…">
        <Link href="/mypage/regular-courses/" className="button-secondary">
          定期コースの一覧へ戻る
        </Link>
      </SubmitRow>
    </Form>
  )
}
