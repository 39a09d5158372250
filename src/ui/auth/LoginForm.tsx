'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { kankeishaLoginCall, loginCall, loginInputSchema } from '@/lib/api/calls/auth'
import { ApiClientError, api } from '@/lib/api/client'
import type { CustomerState } from '@/shop/customer/customer-state'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

import styles from './login.module.css'

type Errors = Partial<Record<'email' | 'password' | 'persistent', string>>

/** The field messages the form can show next to its inputs; anything else (botCheck) is a form message. */
function visibleFieldErrors(fields: Record<string, string>): Errors {
  const { email, password, persistent } = fields
  return Object.fromEntries(
    Object.entries({ email, password, persistent }).filter(([, m]) => m !== undefined),
  ) as Errors
}

/** Which door the form signs in through: kankeisha only admits kankeisha members (ADR 015). */
export type LoginDoor = 'member' | 'kankeisha'

export interface LoginFormProps {
  door?: LoginDoor
  /** Called instead of going on to `from` once signed in, for pages that continue themselves (LINE linking). */
  onSuccess?: (state: CustomerState) => void
}

/**
 * Sign-in with email and password (spec §2 /login/, and /kankeisha/login/ with door="kankeisha"). Validated
 * by the call's own schema before sending, with the bot check's solution (ADR 011) solved meanwhile; then the
 * server's answer: field messages, one message for wrong credentials, the door's refusal, or the rate-limit
 * message. On success, goes to the same-site `from` path, or the top page.
 */
export function LoginForm({ door = 'member', onSuccess }: LoginFormProps) {
  const router = useRouter()
  const hydrated = useIsClient()
  const botCheck = useBotCheck()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [persistent, setPersistent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const focusFirst = (next: Errors) => {
    requestAnimationFrame(() => (next.email ? emailRef : passwordRef).current?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setFormError('')
    const input = { email, password, persistent }
    const parsed = loginInputSchema.safeParse(input)
    if (!parsed.success) {
      const next = fieldErrors(parsed.error) as Errors
      setErrors(next)
      focusFirst(next)
      return
    }
    setErrors({})
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
      const fields = error instanceof ApiClientError ? (error.fields ?? {}) : {}
      const next = visibleFieldErrors(fields)
      if (Object.keys(next).length) {
        setErrors(next)
        focusFirst(next)
        return
      }
      setFormError(fields.botCheck ?? (error instanceof Error ? error.message : 'ログインできませんでした。'))
      setPassword('')
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  const describedBy = (name: keyof Errors) => (errors[name] ? `login-${name}-error` : undefined)

  return (
    // POST, so that a submission before hydration never puts the password into a URL.
    <form method="post" noValidate onSubmit={onSubmit} className={styles.form} aria-label="ログインフォーム">
      <UntilHydrated hydrated={hydrated}>
        <div ref={alertRef} tabIndex={-1} role="alert" className={formError ? styles.alert : undefined}>
          {formError}
        </div>
        <div className={styles.field}>
          <label htmlFor="login-email">メールアドレス</label>
          <input
            ref={emailRef}
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            aria-required="true"
          />
          {errors.email ? (
            <p id="login-email-error" className={styles.error}>
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">パスワード</label>
          <input
            ref={passwordRef}
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy('password')}
            aria-required="true"
          />
          {errors.password ? (
            <p id="login-password-error" className={styles.error}>
              {errors.password}
            </p>
          ) : null}
        </div>
        <div className={styles.check}>
          <input
            id="login-persistent"
            name="persistent"
            type="checkbox"
            checked={persistent}
            onChange={(e) => setPersistent(e.target.checked)}
            aria-describedby="login-persistent-hint"
          />
          <label htmlFor="login-persistent">ログインしたままにする</label>
        </div>
        <p id="login-persistent-hint" className={styles.hint}>
          共用のパソコンなどではチェックを外してください（最長30日間ログインしたままになります）。
        </p>
        <p className={styles.actions}>
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'ログインしています…' : 'ログイン'}
          </button>
        </p>
        <BotCheckNote />
      </UntilHydrated>
    </form>
  )
}
