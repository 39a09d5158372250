'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'

import { passwordReregisterEmailSchema } from '@/lib/api/calls/password-reregister'
import { api } from '@/lib/api/client'
import { passwordReregisterSendCall } from '@/lib/api/routes/password-reregister'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import styles from '@/ui/form/form.module.css'
import { TextField } from '@/ui/form/TextField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 1: the member's address. The answer is the same for any address, so the page says no more. */
export function ReregisterStart() {
  // The flash message lives in sessionStorage: read it once in the browser.
  const isClient = useIsClient()
  return (
    <StartForm key={isClient ? 'client' : 'server'} flash={isClient ? peekFlash() : ''} hydrated={isClient} />
  )
}

function StartForm({ flash, hydrated }: { flash: string; hydrated: boolean }) {
  const router = useRouter()
  const botCheck = useBotCheck()
  const [email, setEmail] = useState(() => reregisterStore.load()?.email ?? '')
  const { errors, show, clear } = useFormErrors(flash)
  const [busy, setBusy] = useState(false)
  useEffect(() => clearFlash(), [])

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = passwordReregisterEmailSchema.safeParse({ email })
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      const body = { email: parsed.data.email, botCheck: await botCheck.take() }
      const { authenticateTransactionId } = await api.call(passwordReregisterSendCall, { body })
      reregisterStore.save({
        email: parsed.data.email,
        transactionId: authenticateTransactionId,
        sentAt: Date.now(),
        verified: false,
        completed: false,
      })
      router.push(REREGISTER_PATHS.code)
    } catch (caught) {
      setBusy(false)
      botCheck.prepare()
      const next = formErrorsOf(
        caught,
        ['email'],
        '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show(next.fields, next.message)
    }
  }

  return (
    <Form id="reregister" label="パスワードの再設定" errors={errors} onSubmit={onSubmit} width="narrow">
      <UntilHydrated hydrated={hydrated}>
        <p>
          ご登録のメールアドレスを入力してください。パスワードを再設定するための確認コード（6桁の数字）をお送りします。
        </p>
        <TextField
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={setEmail}
        />
        <p className={styles.hint}>
          しばらくたっても確認コードが届かない場合は、メールアドレスに誤りがないか、迷惑メールフォルダに入っていないかをご確認ください。
        </p>
        <SubmitRow label="確認コードを送信する" busy={busy} busyLabel="送信しています…" />
        <BotCheckNote />
      </UntilHydrated>
    </Form>
  )
}
