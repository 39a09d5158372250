'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { api } from '@/lib/api/client'
import { paymentChangeCall } from '@/lib/api/routes/course-changes'
import { PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { FlowRedirect } from './FlowRedirect'
import { PAYMENT_CHANGE_PATHS, type PaymentDraft, paymentDraftStore } from './payment-change-flow'

const chosenLabel = (d: PaymentDraft) =>
  d.paymentMethod === '2' && d.cardLast4
    ? `${PAYMENT_METHOD_LABELS['2']}（${d.cardBrand} 末尾${d.cardLast4}${d.cardChoice === 'new' ? '・新しいカード' : ''}）`
    : PAYMENT_METHOD_LABELS[d.paymentMethod]

/** Step 2: before and after; a new card may go through the card company's 3-D Secure page. */
export function PaymentChangeConfirm({
  regularOrderNumber,
  currentLabel,
}: {
  regularOrderNumber: string
  currentLabel: string
}) {
  const isClient = useIsClient()
  if (!isClient) return <p role="status">読み込み中…</p>
  const draft = paymentDraftStore.load()
  if (!draft || draft.regularOrderNumber !== regularOrderNumber || draft.doneLabel)
    return <FlowRedirect to={PAYMENT_CHANGE_PATHS.start(regularOrderNumber)} />
  return <Confirm draft={draft} currentLabel={currentLabel} />
}

function Confirm({ draft, currentLabel }: { draft: PaymentDraft; currentLabel: string }) {
  const router = useRouter()
  const { errors, show, clear } = useFormErrors()
  const [busy, setBusy] = useState(false)
  const number = draft.regularOrderNumber

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    clear()
    setBusy(true)
    try {
      const answer = await api.call(paymentChangeCall, {
        body: {
          regularOrderNumber: number,
          paymentMethod: draft.paymentMethod,
          ...(draft.paymentMethod === '2'
            ? { card: draft.cardChoice || undefined, cardToken: draft.cardToken || undefined }
            : {}),
        },
      })
      // The token is single use: whatever happens next, it is not sent again.
      paymentDraftStore.update({ cardToken: '' })
      if (answer.status === 'redirect') {
        window.location.assign(answer.redirectUrl)
        return
      }
      paymentDraftStore.update({ doneLabel: answer.methodLabel })
      router.push(PAYMENT_CHANGE_PATHS.complete(number))
    } catch (caught) {
      paymentDraftStore.update({ cardToken: '' })
      setBusy(false)
      const next = formErrorsOf(
        caught,
        [],
        '変更できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show({}, [next.message, ...Object.values(next.fields)].filter(Boolean).join('\n'))
    }
  }

  return (
    <Form id="payment-change-confirm" label="お支払い方法変更の確認" errors={errors} onSubmit={onSubmit}>
      <ConfirmList
        rows={[
          ['定期番号', number],
          ['現在のお支払い方法', currentLabel],
          ['新しいお支払い方法', chosenLabel(draft)],
        ]}
      />
      {draft.cardChoice === 'new' ? (
        <p>
          新しいカードは、カード会社で0円の確認（本人認証・3Dセキュアを含む場合があります）を行ってから登録します。ご請求は発生しません。
        </p>
      ) : null}
      <SubmitRow label="この内容で変更する" busy={busy} busyLabel="変更しています…">
        <Link href={PAYMENT_CHANGE_PATHS.start(number)} className="button-secondary">
          お支払い方法を選び直す
        </Link>
      </SubmitRow>
    </Form>
  )
}
