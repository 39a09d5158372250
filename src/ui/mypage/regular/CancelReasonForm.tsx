'use client'

import Link from 'next/link'
import { useActionState, useState } from 'react'

import { type FormAction, sentOr } from '@/lib/forms/form-state'
import {
  CANCEL_REASON_FIELD,
  CANCEL_REASON_NOTE_FIELD,
  type CancelAnswer,
  NO_CANCEL_REASON_TEXT,
} from '@/shop/courses/cancel-reason-rules'
import { CANCEL_REASON_LABELS, CANCEL_REASON_NOTE_MAX, CANCEL_REASONS } from '@/shop/courses/cancel-reasons'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { TextArea } from '@/ui/form/TextArea'

import styles from './regular.module.css'

/** The form's 「回答しない」: a choice, so a member who picked a reason can take it back (sent as no reason). */
const NO_REASON_VALUE = 'none'

const OPTIONS = [
  ...CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] })),
  { value: NO_REASON_VALUE, label: NO_CANCEL_REASON_TEXT },
]

/**
 * The input step of /mypage/regular-cancel/ (issue 28 §2): the optional reason (one Tab stop, ADR 053) and, with
 * 「その他」, its text, sent to the page's server function, which keeps them for the confirm step (docs/adr/059) —
 * with or without the page's scripts. The text area shows when 「その他」 is chosen, by CSS, so it does without
 * scripts too; a refusal or a way back from the confirm step comes back with what was chosen and typed.
 */
export function CancelReasonForm({
  regularOrderNumber,
  productCode,
  initial,
  action,
}: {
  regularOrderNumber: string
  productCode: string
  /** What was answered before (back from the confirm step), else null. */
  initial: CancelAnswer | null
  action: FormAction
}) {
  const [state, formAction, pending] = useActionState(action, null)
  const [reason, setReason] = useState(sentOr(state, CANCEL_REASON_FIELD, initial?.reason ?? ''))
  const [note, setNote] = useState(sentOr(state, CANCEL_REASON_NOTE_FIELD, initial?.note ?? ''))
  const { errors } = useFormErrors('', state)

  return (
    <Form id="cancel-reason" label="解約の理由" errors={errors} action={formAction}>
      <input type="hidden" name="regularOrderNumber" value={regularOrderNumber} />
      <input type="hidden" name="productCode" value={productCode} />
      <div className={styles.reveal}>
        <RadioGroup
          name={CANCEL_REASON_FIELD}
          label="解約の理由（任意）"
          description="よろしければ、解約の理由をお聞かせください。お答えいただかなくても解約できます。"
          options={OPTIONS}
          value={reason}
          onChange={setReason}
        />
        <div className={styles.whenOther}>
          <TextArea
            name={CANCEL_REASON_NOTE_FIELD}
            label="その他の内容"
            description={`${CANCEL_REASON_NOTE_MAX}文字以内でご記入ください（任意）。`}
            value={note}
            onChange={setNote}
            rows={4}
          />
        </div>
      </div>
      <SubmitRow label="解約の確認へ進む" busy={pending} busyLabel="確認画面へ進んでいます…">
        <Link href="/mypage/regular-courses/" className="button-secondary">
          定期コースの一覧へ戻る
        </Link>
      </SubmitRow>
    </Form>
  )
}
