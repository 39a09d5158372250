'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useState, type FormEvent } from 'react'

import { loginInputSchema } from '@/lib/api/calls/auth'
import { api } from '@/lib/api/client'
import { kankeishaLoginCall, loginCall } from '@/lib/api/routes/auth'
import { type FormAction, sentOr } from '@/lib/forms/form-state'
import type { CustomerState } from '@/shop/customer/customer-state'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { Checkbox } from '@/ui/form/Checkbox'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { TextField } from '@/ui/form/TextField'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

/** The fields the form shows messages under; any other field message (botCheck) is the form's message. */
const FIELDS = ['email', 'password', 'persistent'] as const

/** Which door the form signs in through: kankeisha only admits kankeisha members (ADR 015). */
export type LoginDoor = 'member' | 'kankeisha'

export interface LoginFormProps {
  door?: LoginDoor
  /** Called instead of going on to `from` once signed in, for pages that continue themselves (LINE linking). */
  onSuccess?: (state: CustomerState) => void
  /**
   * The sign-in page's server function, for the form sent before its scripts run or without them (docs/adr/059),
   * with the page's form ticket (its bot check without scripts) and the page to go back to.
   */
  plain?: { action: FormAction; ticket: string; from: string }
}

const NO_ACTION: FormAction = async () => null

/**
 * Sign-in with email and password (spec §2 /login/, and /kankeisha/login/ with door="kankeisha"). Validated
 * by the call's own schema before sending, with the bot check's solution (ADR 011) solved meanwhile; then the
 * server's answer: field messages, one message for wrong credentials, the door's refusal, or the rate-limit
 * message. On success, goes to the same-site `from` path, or the top page.
 */
export function LoginForm({ door = 'member', onSuccess, plain }: LoginFormProps) {
  const router = useRouter()
  const botCheck = useBotCheck()
  const [sent, formAction] = useActionState(plain?.action ?? NO_ACTION, null)
  const [email, setEmail] = useState(sentOr(sent, 'email', ''))
  const [password, setPassword] = useState('')
  const [persistent, setPersistent] = useState(sentOr(sent, 'persistent', '') === 'on')
  const { errors, show, clear } = useFormErrors('', sent)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const input = { email, password, persistent }
    const parsed = loginInputSchema.safeParse(input)
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      const call = door === 'kankeisha' ? kankeishaLoginCall : loginCall
      const state = await api.call(call, { body: { ...input, botCheck: await botCheck.take() } })
      setMember(memberSummaryOf(state))
      if (onSuccess) return onSuccess(state)
      const from = new URLSearchParams(window.location.search).get('from')
      router.push(safeLocalPath(from, '/'))
    } catch (error) {
      setBusy(false)
      // Each solution is used once: start on the next one for the shopper's next try.
      botCheck.prepare()
      const next = formErrorsOf(error, FIELDS, 'ログインできませんでした。')
      if (!Object.keys(next.fields).length) setPassword('')
      show(next.fields, next.message)
    }
  }

  return (
    <Form
      id="login"
      label="ログインフォーム"
      errors={errors}
      onSubmit={onSubmit}
      width="centered"
      action={plain ? formAction : undefined}
    >
      {plain ? (
        <>
          <input type="hidden" name="formTicket" value={sentOr(sent, 'formTicket', plain.ticket)} />
          <input type="hidden" name="from" value={plain.from} />
        </>
      ) : null}
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
      <TextField
        name="password"
        label="パスワード"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <Checkbox
        name="persistent"
        label="ログインしたままにする"
        checked={persistent}
        onChange={setPersistent}
        description="共用のパソコンなどではチェックを外してください（最長30日間ログインしたままになります）。"
      />
      <SubmitRow label="ログイン" busy={busy} busyLabel="ログインしています…" full />
      <BotCheckNote />
    </Form>
  )
}
