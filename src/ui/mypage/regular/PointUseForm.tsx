'use client'

import Link from 'next/link'
import { useActionState, useState } from 'react'

import { type FormAction, sentOr } from '@/lib/forms/form-state'
import { POINT_USE_MODE_LABELS, POINT_USE_MODES, type PointUseMode } from '@/shop/courses/course-statuses'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { TextField } from '@/ui/form/TextField'

import styles from './regular.module.css'

const isMode = (value: string): value is PointUseMode =>
  (POINT_USE_MODES as readonly string[]).includes(value)

/**
 * none / all / some points for the next delivery of a course, sent to the page's server function (POST
 * regular-point-use, then the complete page; docs/adr/059), with or without the page's scripts. The number field
 * shows when 「一部のポイントを使う」 is chosen, by CSS, so it does without scripts too.
 */
export function PointUseForm({
  regularOrderNumber,
  balanceText,
  initial,
  action,
}: {
  regularOrderNumber: string
  balanceText: string
  initial: { mode: PointUseMode; points: number }
  action: FormAction
}) {
  const [state, formAction, pending] = useActionState(action, null)
  const sentMode = sentOr(state, 'pointUseMode', initial.mode)
  const [mode, setMode] = useState<PointUseMode>(isMode(sentMode) ? sentMode : initial.mode)
  const [points, setPoints] = useState(
    sentOr(state, 'points', initial.mode === 'some' ? String(initial.points) : ''),
  )
  const { errors } = useFormErrors('', state)

  return (
    <Form id="point-use" label="ポイント利用の設定" errors={errors} action={formAction}>
      <input type="hidden" name="regularOrderNumber" value={regularOrderNumber} />
      <div className={styles.reveal}>
        <RadioGroup
          name="pointUseMode"
          label="次回のお届けでのポイント利用"
          description={`保有ポイント：${balanceText}`}
          options={POINT_USE_MODES.map((value) => ({ value, label: POINT_USE_MODE_LABELS[value] }))}
          value={mode}
          onChange={(value) => setMode(value as PointUseMode)}
          required
        />
        <div className={styles.whenSome}>
          <TextField
            name="points"
            label="利用するポイント数"
            value={points}
            onChange={setPoints}
            inputMode="numeric"
            maxLength={7}
            required={mode === 'some'}
            description="1ポイント以上、保有ポイント以内で入力してください。"
          />
        </div>
      </div>
      <SubmitRow label="設定する" busy={pending} busyLabel="設定しています…">
        <Link href="/mypage/regular-courses/" className="button-secondary">
          定期コースの一覧へ戻る
        </Link>
      </SubmitRow>
    </Form>
  )
}
