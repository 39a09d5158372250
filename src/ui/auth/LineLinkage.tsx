'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { lineLinkCall } from '@/lib/api/routes/oidc'
import { safeLocalPath } from '@/shop/site/safe-redirect'

import { LoginForm } from './LoginForm'
import styles from './external-sign-in.module.css'

export interface LineLinkageProps {
  /** The LINE display name of the account waiting to be linked. */
  displayName: string
  /** 「森野 花子」 when a member is already signed in in this browser. */
  signedInName: string | null
}

type Step = { kind: 'sign-in' } | { kind: 'linking' } | { kind: 'linked'; returnTo: string }

/**
 * /login/line/linkage/: the shopper proves which member they are with email and password (or is already
 * signed in), then the LINE account is linked (POST /api/customer/line) and the completion is shown.
 */
export function LineLinkage({ displayName, signedInName }: LineLinkageProps) {
  const [step, setStep] = useState<Step>({ kind: signedInName ? 'linking' : 'sign-in' })
  const [member, setMemberName] = useState(signedInName)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)

  const link = async () => {
    setBusy(true)
    setError('')
    try {
      const { returnTo } = await api.call(lineLinkCall)
      setStep({ kind: 'linked', returnTo: safeLocalPath(returnTo, '/mypage/') })
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch (e) {
      setStep({ kind: 'linking' })
      setError(e instanceof Error ? e.message : 'LINEアカウントと連携できませんでした。')
      requestAnimationFrame(() => alertRef.current?.focus())
    } finally {
      setBusy(false)
    }
  }

  if (step.kind === 'linked')
    return (
      <div className={styles.panel}>
        <h2 ref={doneRef} tabIndex={-1}>
          LINEアカウントとの連携が完了しました
        </h2>
        <p>
          LINE「<span className={styles.name}>{displayName}</span>
          」と会員のアカウントを連携しました。次回からは、ログイン画面の「LINEでログイン」でログインできます。
        </p>
        <p className={styles.actions}>
          <Link href="/mypage/" className="button-primary">
            マイページへ
          </Link>
          {step.returnTo !== '/mypage/' ? (
            <Link href={step.returnTo} className="button-secondary">
              元のページに戻る
            </Link>
          ) : null}
        </p>
      </div>
    )

  return (
    <div className={styles.panel}>
      <p>
        LINE「<span className={styles.name}>{displayName}</span>
        」は、まだ会員のアカウントと連携されていません。
        連携すると、次回から「LINEでログイン」だけでログインできます。
      </p>
      <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
        {error}
      </p>
      {step.kind === 'linking' ? (
        <>
          <p>
            {member ? <span className={styles.name}>{member} 様</span> : '会員'}
            のアカウントと連携します。
          </p>
          <p className={styles.actions}>
            <button type="button" className="button-primary" onClick={link} disabled={busy} aria-busy={busy}>
              {busy ? '連携しています…' : 'LINEアカウントと連携する'}
            </button>
          </p>
        </>
      ) : (
        <>
          <h2>会員のアカウントでログインして連携する</h2>
          <p>会員登録済みのメールアドレスとパスワードでログインすると、続けて連携します。</p>
          <LoginForm
            onSuccess={(state) => {
              setMemberName(
                state.ecCustomer ? `${state.ecCustomer.lastName} ${state.ecCustomer.firstName}` : null,
              )
              setStep({ kind: 'linking' })
              void link()
            }}
          />
          <h2>会員登録がお済みでない方</h2>
          <p>
            <Link href="/entry/">会員登録</Link>
            のあと、あらためてログイン画面の「LINEでログイン」から連携してください。
          </p>
        </>
      )}
    </div>
  )
}
