'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { lineInitCall } from '@/lib/api/routes/oidc'
import { safeLocalPath, signInHref } from '@/shop/site/safe-redirect'

import styles from './external-sign-in.module.css'
import { rememberSignInReturn } from './sign-in-return'

/**
 * /login/line/: asks the shop for LINE's authorization URL (the call sets the sealed flow cookie) and goes
 * there at once. LINE brings the shopper back to /login/line/callback/.
 */
export function LineSignInStart() {
  const [error, setError] = useState('')
  const [loginHref, setLoginHref] = useState('/login/')
  const started = useRef(false)

  useEffect(() => {
    // Once per visit: development's double effect run would start a second flow and spoil the first.
    if (started.current) return
    started.current = true
    const from = safeLocalPath(new URLSearchParams(window.location.search).get('from'), '')
    api
      .call(lineInitCall, { query: from ? { from } : {} })
      .then(({ authorizationUrl }) => {
        rememberSignInReturn('line', from)
        window.location.assign(authorizationUrl)
      })
      .catch((e: unknown) => {
        setLoginHref(from ? signInHref(from) : '/login/')
        setError(e instanceof Error ? e.message : 'LINEでのログインを開始できませんでした。')
      })
  }, [])

  if (error)
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.alert}>
          {error}
        </p>
        <p className={styles.actions}>
          <Link href={loginHref}>ログイン画面に戻る</Link>
        </p>
      </div>
    )
  return (
    <p role="status" className={styles.status}>
      LINEのログイン画面に移動しています…
    </p>
  )
}
