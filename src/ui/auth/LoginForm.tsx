'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { loginCall } from '@/lib/api/calls/auth'
import { ApiClientError, api } from '@/lib/api/client'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

import styles from './login.module.css'

type Errors = Partial<Record<'email' | 'password' | 'persistent', string>>

/**
 * Sign-in with email and password (spec §2 /login/). Validated by the call's own schema before sending, then
 * the server's answer: field messages, one message for wrong credentials, or the rate-limit message. On
 * success, goes to the same-site `from` path, or the top page.
 */
export function LoginForm() {
  const router = useRouter()
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
    const parsed = loginCall.body.safeParse(input)
    if (!parsed.success) {
      const next = fieldErrors(parsed.error) as Errors
      setErrors(next)
      focusFirst(next)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const state = await api.call(loginCall, { body: input })
      setMember(memberSummaryOf(state))
      const from = new URLSearchParams(window.location.search).get('from')
      router.push(safeLocalPath(from, '/'))
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiClientError && error.fields && Object.keys(error.fields).length) {
        const next = error.fields as Errors
        setErrors(next)
        focusFirst(next)
        return
      }
      setFormError(error instanceof Error ? error.message : 'ログインできませんでした。')
      setPassword('')
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  const describedBy = (name: keyof Errors) => (errors[name] ? `login-${name}-error` : undefined)

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label="ログインフォーム">
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
    </form>
  )
}
