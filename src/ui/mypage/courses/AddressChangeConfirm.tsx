'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { api } from '@/lib/api/client'
import { addressChangeCall } from '@/lib/api/routes/course-changes'
import type { DestinationInput } from '@/shop/courses/course-change-fields'
import { FlowRedirect } from '@/ui/mypage/courses/FlowRedirect'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  ADDRESS_CHANGE_PATHS,
  type AddressDraft,
  addressCodeStore,
  addressDraftStore,
  type CourseDelivery,
  isDraftOf,
} from './address-change-flow'

export function destinationRows(v: Record<string, string>): [string, string][] {
  return [
    ['お名前', `${v.lastName ?? ''} ${v.firstName ?? ''}`],
    ['フリガナ', `${v.lastNameKana ?? ''} ${v.firstNameKana ?? ''}`],
    ['郵便番号', v.zipNumber ?? ''],
    ['ご住所', [v.prefecture, v.city, v.town, v.streetAddress, v.buildingName].filter(Boolean).join(' ')],
    ['電話番号', v.phoneNumber ?? ''],
  ]
}

/** Step 2: the new destination as entered; sending the code to the member's mail address. */
export function AddressChangeConfirm({
  course,
  maskedEmail,
  email,
}: {
  course: CourseDelivery
  maskedEmail: string
  email: string
}) {
  const isClient = useIsClient()
  if (!isClient) return <p role="status">読み込み中…</p>
  const draft = addressDraftStore.load()
  if (!isDraftOf(draft, course)) return <FlowRedirect to={ADDRESS_CHANGE_PATHS.start(course)} />
  return <Confirm course={course} draft={draft} maskedEmail={maskedEmail} email={email} />
}

function Confirm({
  course,
  draft,
  maskedEmail,
  email,
}: {
  course: CourseDelivery
  draft: AddressDraft
  maskedEmail: string
  email: string
}) {
  const router = useRouter()
  const { errors, show, clear } = useFormErrors()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    clear()
    setBusy(true)
    try {
      const answer = await api.call(addressChangeCall, {
        body: {
          regularOrderNumber: course.regularOrderNumber,
          regularOrderDetailSequenceNumber: course.sequence,
          destination: draft.values as DestinationInput,
        },
      })
      if (answer.status !== 'code-sent') throw new Error('unexpected answer')
      addressCodeStore.save({
        email,
        transactionId: answer.authenticateTransactionId,
        sentAt: Date.now(),
        verified: false,
        completed: false,
      })
      router.push(ADDRESS_CHANGE_PATHS.code(course))
    } catch (caught) {
      setBusy(false)
      const next = formErrorsOf(
        caught,
        [],
        '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show(next.fields, next.message)
    }
  }

  return (
    <Form id="regular-address-confirm" label="お届け先変更の確認" errors={errors} onSubmit={onSubmit}>
      <ConfirmList rows={destinationRows(draft.values)} />
      <p>
        ご登録のメールアドレス（{maskedEmail}
        ）に確認コードをお送りします。確認コードを入力すると、お届け先の変更が完了します。
      </p>
      <SubmitRow label="確認コードを送信する" busy={busy} busyLabel="送信しています…">
        <Link href={ADDRESS_CHANGE_PATHS.start(course)} className="button-secondary">
          入力内容を修正する
        </Link>
      </SubmitRow>
    </Form>
  )
}
