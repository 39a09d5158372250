'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { applyFormPath } from '@/shop/campaigns/campaign-kinds'
import { applyCall } from '@/lib/api/routes/campaign-apply'
import type { ApplyFormInput } from '@/shop/campaigns/apply/apply-schema'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { formErrorsOf } from '@/ui/form/field-errors'
import styles from '@/ui/form/form.module.css'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { completeApplication, loadEntries, type ApplyEntries, type ApplyTarget } from './apply-draft'

function rowsOf(e: ApplyEntries): [string, string][] {
  const postal = e.zipNumber.replace(/^(\d{3})(\d{4})$/, '$1-$2')
  const address =
    [e.prefecture, e.city, e.town, e.streetAddress].join('') + (e.buildingName ? ` ${e.buildingName}` : '')
  return [
    ['お名前', `${e.lastName} ${e.firstName}（${e.lastNameKana} ${e.firstNameKana}）`],
    ['お届け先', `〒${postal}\n${address}`],
    ['電話番号', e.phoneNumber],
    ['メールアドレス', e.email],
  ]
}

/** The entries as typed, and the application sent with the bot check's answer. */
export function ApplyConfirm({ target, sampleName }: { target: ApplyTarget; sampleName: string }) {
  const router = useRouter()
  const isClient = useIsClient()
  const entries = isClient ? loadEntries(target) : null
  const [state, setState] = useState<'idle' | 'sending' | 'failure'>('idle')
  const [message, setMessage] = useState('')
  // Solved while the shopper reads the page.
  const botCheck = useBotCheck()

  useEffect(() => {
    // Without entries (a bookmark, another tab) the form comes first.
    if (isClient && !entries && state === 'idle') router.replace(applyFormPath(target))
  }, [isClient, entries, router, state, target])

  if (!entries) return <p role="status">読み込み中…</p>

  const send = async () => {
    setState('sending')
    try {
      const result = await api.call(applyCall, {
        // The entries the check accepted; the server validates them again.
        body: {
          ...({ ...target, ...entries } as unknown as ApplyFormInput),
          botCheck: await botCheck.take(),
        },
      })
      completeApplication(target, result.applicationNumber)
      router.push(applyFormPath(target, 'complete/'))
    } catch (error) {
      setState('failure')
      botCheck.prepare()
      setMessage(
        formErrorsOf(
          error,
          [],
          'お申し込みできませんでした。通信環境をご確認のうえ、もう一度お試しください。',
        ).message,
      )
    }
  }

  return (
    <div>
      <p>以下の内容で「{sampleName}」にお申し込みます。よろしければ「申し込む」を押してください。</p>
      <ConfirmList rows={rowsOf(entries)} />
      {state === 'failure' ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className="button-secondary" onClick={() => router.push(applyFormPath(target))}>
          入力内容を修正する
        </button>
        <button type="button" className="button-primary" onClick={send} disabled={state === 'sending'}>
          {state === 'sending' ? '送信中…' : '申し込む'}
        </button>
      </p>
      <BotCheckNote />
    </div>
  )
}
