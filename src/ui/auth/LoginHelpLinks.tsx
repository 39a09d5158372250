import Link from 'next/link'

import styles from './login-help.module.css'

/** Under the sign-in form: the forgotten password, registration and the kankeisha door (spec §2, §6). */
export function LoginHelpLinks() {
  return (
    <nav className={styles.help} aria-label="ログインでお困りの方">
      <ul>
        <li>
          <Link href="/password-reregister/">パスワードをお忘れの方</Link>
        </li>
        <li>
          <Link href="/entry/">はじめての方（新規会員登録）</Link>
        </li>
        <li>
          <Link href="/kankeisha/login/">関係者（グループ社員・パートナー）の方のログイン</Link>
        </li>
      </ul>
    </nav>
  )
}
