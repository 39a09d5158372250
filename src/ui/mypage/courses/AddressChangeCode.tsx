'use client'

import Link from 'next/link'
import { type FormEvent, useActionState, useState } from 'react'

import type { FormAction } from '@/lib/forms/form-state'
import { OTP_FIELD_MESSAGES, type OtpPageData } from '@/shop/customer/one-time-password-fields'
import { isCodeShape, normaliseCode } from '@/shop/otp/otp-rules'
import { CodeField } from '@/ui/form/CodeField'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import styles from '@/ui/form/form.module.css'
import { resendLabel, useResendWait } from '@/ui/form/resend-wait'

import { ADDRESS_CHANGE_PATHS, type CourseDelivery, courseFields } from './address-change-flow'

/**
 * Step 3: the code from the mail; checking it changes the destination. Two plain forms to the page's server
 * functions (docs/adr/059): the code, and 「確認コードを再送信」 (the server refuses a resend that comes too soon;
 * with the page's scripts the button also counts down).
 */
export function AddressChangeCode({
  course,
  facts,
  maskedEmail,
  sentAt,
  resent,
  verify,
  resend,
}: {
  course: CourseDelivery
  facts: OtpPageData
  maskedEmail: string
  sentAt: number
  /** The page follows a resend: say so. */
  resent: boolean
  verify: FormAction
  resend: FormAction
}) {
  const [sent, verifyAction, verifying] = useActionState(verify, null)
  const [resendAnswer, resendAction, resending] = useActionState(resend, null)
  const [code, setCode] = useState('')
  const { errors, show } = useFormErrors('', sent)
  // Without scripts the button is there at once: the server refuses a resend that comes too soon.
  const wait = useResendWait(sentAt, facts.resendIntervalSeconds, 0)

  const onSubmit = (e: FormEvent) => {
    if (isCodeShape(normaliseCode(code))) return
    e.preventDefault()
    show({ code: OTP_FIELD_MESSAGES.codeShape })
  }
  const hidden = Object.entries(courseFields(course)).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
  const resendMessage = resendAnswer
    ? [resendAnswer.message, ...Object.values(resendAnswer.fields)].filter(Boolean).join(' ')
    : ''

  return (
    <>
      <Form
        id="regular-address-code"
        label="確認コードの入力"
        errors={errors}
        onSubmit={onSubmit}
        action={verifyAction}
        width="narrow"
      >
        {hidden}
        <p>
          <strong>{maskedEmail}</strong> 宛てに{facts.codeDigits}
          桁の確認コードをお送りしました。メールに記載のコードを
          {facts.validMinutes}分以内に入力してください。
        </p>
        <CodeField
          digits={facts.codeDigits}
          value={code}
          onChange={setCode}
          description={`${facts.maxFailedAttempts}回間違えると、このお手続きは使えなくなります。`}
        />
        <SubmitRow label="確認してお届け先を変更する" busy={verifying} busyLabel="確認しています…" />
      </Form>
      <form action={resendAction} className={styles.resend}>
        {hidden}
        <p>
          メールが届かない場合は、迷惑メールフォルダをご確認のうえ、確認コードを再送信してください（
          {facts.resendIntervalSeconds}
          秒ごと、{facts.maxSends}回まで）。
        </p>
        <button type="submit" className="button-secondary" disabled={resending || wait > 0}>
          {resendLabel(wait)}
        </button>
        <p role="status" className={styles.hint}>
          {resendMessage ||
            (resent
              ? '確認コードを再送信しました。新しいコードを入力してください（前のコードは使えません）。'
              : '')}
        </p>
      </form>
      <p>
        <Link href={ADDRESS_CHANGE_PATHS.start(course)}>最初からやり直す</Link>
      </p>
    </>
  )
}
