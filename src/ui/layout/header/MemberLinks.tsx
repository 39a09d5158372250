import Link from 'next/link'

import { LoginIcon, UserIcon, UserPlusIcon } from '@/ui/icons/Icons'
import type { MemberSummary } from '@/ui/layout/chrome-types'

import styles from './HeaderActions.module.css'

/**
 * Guests see register and login, members their page (spec §6). No hooks, so it renders on the server today
 * and inside a client wrapper once member state comes from the live API.
 */
export function MemberLinks({ member }: { member: MemberSummary }) {
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
