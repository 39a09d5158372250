'use client'

import { Button } from '@/ui/Button'
import { useLogout } from '@/ui/shopper/use-logout'

import styles from './MyPageHome.module.css'

/** Logout ends every session of the member (spec §2: logout is for all devices). */
export function MyPageLogout() {
  const logout = useLogout()
  return (
    <div className={styles.logout}>
      <Button variant="secondary" onPress={logout}>
        ログアウト
      </Button>
      <p className={styles.note}>すべての端末からログアウトします。</p>
    </div>
  )
}
