'use client'

import { useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { groupInitCall } from '@/lib/api/routes/oidc'

import styles from './external-sign-in.module.css'
import { rememberSignInReturn } from './sign-in-return'

/**
 * 「グループIDでログイン」: asks the shop for the group IdP's authorization URL (the call also sets the sealed flow
 * cookie) and goes there. A POST, so it needs script; the IdP brings the shopper back to /login/suntory/callback/.
 */
export function GroupSignInButton({ from }: { from: string | null }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const alertRef = useRef<HTMLParagraphElement>(null)

  const start = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const { authorizationUrl } = await api.call(groupInitCall, { body: from ? { from } : {} })
      rememberSignInReturn('group', from)
      window.location.assign(authorizationUrl)
    } catch (e) {
      setBusy(false)
      setError(e instanceof Error ? e.message : 'グループIDでのログインを開始できませんでした。')
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  return (
    <>
      <button type="button" className={styles.group} onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? 'グループIDのログイン画面に移動しています…' : 'グループIDでログイン'}
      </button>
      <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
        {error}
      </p>
    </>
  )
}
