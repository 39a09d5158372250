'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'

import { newEmailSchema } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import { customerOtpSendCall } from '@/lib/api/routes/customer'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { TextField } from '@/ui/form/TextField'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { MAIL_CHANGE_PATHS, mailChangeStore } from './mail-change-flow'

/** Step 1: the new address; the code goes there, so a typo shows before anything changes. */
export function MailAddressForm({ currentEmail }: { currentEmail: string }) {
  const isClient = useIsClient()
  return (
    <StartForm
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      currentEmail={currentEmail}
      flash={isClient ? peekFlash() : ''}
    />
  )
}

function StartForm({
  currentEmail,
  flash,
  hydrated,
}: {
  currentEmail: string
  flash: string
  hydrated: boolean
}) {
  const router = useRouter()
  const [newEmail, setNewEmail] = useState('')
  const { errors, show, clear } = useFormErrors(flash)
  const [busy, setBusy] = useState(false)
  useEffect(() => clearFlash(), [])

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = newEmailSchema.safeParse({ newEmail })
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      const { authenticateTransactionId } = await api.call(customerOtpSendCall, { body: parsed.data })
      mailChangeStore.save({
        email: parsed.data.newEmail,
        transactionId: authenticateTransactionId,
        sentAt: Date.now(),
        verified: false,
        completed: false,
      })
      router.push(MAIL_CHANGE_PATHS.code)
    } catch (caught) {
      setBusy(false)
      const next = formErrorsOf(
        caught,
        ['newEmail'],
        '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show(next.fields, next.message)
    }
  }

  return (
    <Form id="mailaddress" label="メールアドレスの変更" errors={errors} onSubmit={onSubmit} width="narrow">
      <UntilHydrated hydrated={hydrated}>
        <ConfirmList rows={[['現在のメールアドレス', currentEmail]]} />
        <p>
          新しいメールアドレスを入力してください。入力したアドレスに確認コード（6桁の数字）をお送りします。確認コードを入力すると変更が完了し、変更前のアドレスにお知らせをお送りします。
        </p>
        <TextField
          name="newEmail"
          label="新しいメールアドレス"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={newEmail}
          onChange={setNewEmail}
        />
        <SubmitRow label="確認コードを送信する" busy={busy} busyLabel="送信しています…" />
      </UntilHydrated>
    </Form>
  )
}
