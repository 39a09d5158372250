'use client'

import Link from 'next/link'
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { authEntryPageCall } from '@/lib/api/routes/entry'

import type { EntryValues } from './entry-draft'
import type { EntryVariantKey } from './entry-variants'
import styles from './entry.module.css'

/**
 * The group-ID door (auth): the group sign-on vouched for the mail address and the name, so they are prefilled
 * once (what the shopper already typed wins). The address the sign-on gave: undefined while asking, null when
 * there is no sign-on (or it expired), and always null on the other doors.
 */
export function useGroupSignOn(
  variantKey: EntryVariantKey,
  setValues: Dispatch<SetStateAction<EntryValues>>,
): string | null | undefined {
  const [groupEmail, setGroupEmail] = useState<string | null | undefined>(
    variantKey === 'auth' ? undefined : null,
  )
  useEffect(() => {
    if (variantKey !== 'auth') return
    const controller = new AbortController()
    api
      .call(authEntryPageCall, { signal: controller.signal })
      .then(({ identity }) => {
        setGroupEmail(identity?.email ?? null)
        if (!identity) return
        setValues((v) => ({
          ...v,
          email1: v.email1 || identity.email,
          lastName: v.lastName || identity.lastName || '',
          firstName: v.firstName || identity.firstName || '',
        }))
      })
      .catch(() => setGroupEmail(null))
    return () => controller.abort()
  }, [variantKey, setValues])
  return groupEmail
}

/** The group-ID door opened without a (still valid) group sign-on. */
export function GroupSignOnExpired() {
  return (
    <div className={styles.notice} role="status">
      <p>グループIDでのログインの有効期限が切れたか、まだログインしていません。</p>
      <p>
        <Link href="/login/">ログインページ</Link>から「グループIDでログイン」をやり直してください。
      </p>
    </div>
  )
}
