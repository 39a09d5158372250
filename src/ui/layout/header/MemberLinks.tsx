'use client'

import Link from 'next/link'

import { LoginIcon, UserIcon, UserPlusIcon } from '@/ui/icons/Icons'
import type { MemberSummary } from '@/ui/layout/chrome-types'
import { useMember } from '@/ui/shopper/member-store'

import styles from './HeaderActions.module.css'

/**
 * Guests see register and login, members their page (spec §6). Renders the given (cached, guest) summary,
 * then the live member once the shopper state is loaded.
 */
export function MemberLinks({ member: rendered }: { member: MemberSummary }) {
  const member = useMember(rendered)
  if (member.isLoggedIn) {
    return (
      <li>
        <Link href="/mypage/" className={styles.item}>
          <UserIcon />
          マイページ
        </Link>
      </li>
    )
  }
  return (
    <>
      <li>
        <Link href="/entry/" className={styles.item}>
          <UserPlusIcon />
          会員登録
        </Link>
      </li>
      <li>
        <Link href="/login/" className={styles.item}>
          <LoginIcon />
          ログイン
        </Link>
      </li>
    </>
  )
}
