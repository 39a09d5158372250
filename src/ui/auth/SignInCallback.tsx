'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { groupTokenCall, lineProfileCall } from '@/lib/api/routes/oidc'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

import styles from './external-sign-in.module.css'
import { loginPageHref } from './sign-in-return'

export type SignInProvider = 'line' | 'group'

const LABELS: Record<SignInProvider, string> = { line: 'LINE', group: 'グループID' }

/** Where each answer that is not a sign-in continues. */
export const NEXT_STEPS = { linkRequired: '/login/line/linkage/', entryRequired: '/auth/entry/' } as const

function callbackQuery() {
  const params = new URLSearchParams(window.location.search)
  return {
    code: params.get('code'),
    state: params.get('state'),
    iss: params.get('iss') ?? undefined,
    error: params.get('error'),
  }
}

async function finish(provider: SignInProvider, code: string, state: string, iss: string | undefined) {
  if (provider === 'line') return api.call(lineProfileCall, { query: { code, state, iss } })
  return api.call(groupTokenCall, { body: { code, state, iss } })
}

/**
 * /login/line/callback/ and /login/suntory/callback/: hands the provider's code and state to the shop, then
 * goes on: signed in → the return path (or my page); LINE account not linked yet → the linking page; group
 * identity without a member → registration. Replaces the history entry, since a code is good only once.
 */
export function SignInCallback({ provider }: { provider: SignInProvider }) {
  const router = useRouter()
  const [error, setError] = useState<{ message: string; loginHref: string } | null>(null)
  const started = useRef(false)
  const label = LABELS[provider]

  useEffect(() => {
    if (started.current) return
    started.current = true
    const answer = async () => {
      const { code, state, iss, error: refused } = callbackQuery()
      if (refused === 'access_denied') throw new Error(`${label}でのログインがキャンセルされました。`)
      if (refused || !code || !state)
        throw new Error(
          `${label}でログインできませんでした。お手数ですが、ログイン画面からもう一度お試しください。`,
        )
      return finish(provider, code, state, iss)
    }
    answer()
      .then((result) => {
        if (result.status === 'signed-in') {
          setMember(memberSummaryOf(result))
          router.replace(safeLocalPath(result.returnTo, '/mypage/'))
        } else if (result.status === 'link-required') router.replace(NEXT_STEPS.linkRequired)
        else router.replace(NEXT_STEPS.entryRequired)
      })
      .catch((e: unknown) =>
        // Back to the sign-in page the shopper left for the provider, with where it was to lead afterwards.
        setError({
          message: e instanceof Error ? e.message : `${label}でログインできませんでした。`,
          loginHref: loginPageHref(provider),
        }),
      )
  }, [provider, label, router])

  if (error)
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.alert}>
          {error.message}
        </p>
        <p className={styles.actions}>
          <Link href={error.loginHref}>ログイン画面に戻る</Link>
        </p>
      </div>
    )
  return (
    <p role="status" className={styles.status}>
      {label}でのログインを確認しています…
    </p>
  )
}
