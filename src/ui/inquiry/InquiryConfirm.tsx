'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { inquiryCall } from '@/lib/api/routes/inquiry'
import { inquiryCategoryLabel, inquiryInputSchema, type InquiryInput } from '@/shop/inquiry/inquiry-schema'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { formErrorsOf } from '@/ui/form/field-errors'
import styles from '@/ui/form/form.module.css'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { completeDraft, loadDraft } from './inquiry-draft'

const ROWS: { name: keyof InquiryInput; label: string }[] = [
  { name: 'category', label: 'お問い合わせ種別' },
  { name: 'lastName', label: 'お名前（姓）' },
  { name: 'firstName', label: 'お名前（名）' },
  { name: 'lastNameKana', label: 'フリガナ（セイ）' },
  { name: 'firstNameKana', label: 'フリガナ（メイ）' },
  { name: 'email', label: 'メールアドレス' },
  { name: 'phone', label: '電話番号' },
  { name: 'orderNumber', label: 'ご注文番号' },
  { name: 'message', label: 'お問い合わせ内容' },
]

export function InquiryConfirm() {
  const router = useRouter()
  const isClient = useIsClient()
  const stored = isClient ? loadDraft() : null
  const draft = stored && inquiryInputSchema.safeParse(stored).success ? stored : null
  const [state, setState] = useState<'idle' | 'loading' | 'failure'>('idle')
  const [message, setMessage] = useState('')
  // The confirm step is where the form is sent, so the bot check solves while the shopper reads it.
  const botCheck = useBotCheck()

  useEffect(() => {
    // Arriving here without valid entries (a bookmark, an expired tab) goes back to the form.
    if (isClient && !draft && state === 'idle') router.replace('/inquiry/contact/')
  }, [isClient, draft, router, state])

  if (!draft) return <p role="status">読み込み中…</p>

  const send = async () => {
    setState('loading')
    try {
      const body = { ...inquiryInputSchema.parse(draft), botCheck: await botCheck.take() }
      const result = await api.call(inquiryCall, { body })
      completeDraft(result.receiptNumber)
      router.push('/inquiry/contact/complete/')
    } catch (error) {
      setState('failure')
      botCheck.prepare()
      // No field of the form is on this page: a field's message (the bot check's) is the page's message.
      setMessage(
        formErrorsOf(error, [], '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。')
          .message,
      )
    }
  }

  return (
    <div>
      <p>以下の内容で送信します。よろしければ「送信する」を押してください。</p>
      <ConfirmList
        rows={ROWS.map((r) => [
          r.label,
          r.name === 'category' ? inquiryCategoryLabel(draft.category) : draft[r.name] || '（未入力）',
        ])}
      />
      {state === 'failure' ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className="button-secondary" onClick={() => router.push('/inquiry/contact/')}>
          入力内容を修正する
        </button>
        <button type="button" className="button-primary" onClick={send} disabled={state === 'loading'}>
          {state === 'loading' ? '送信中…' : '送信する'}
        </button>
      </p>
      <BotCheckNote />
    </div>
  )
}
