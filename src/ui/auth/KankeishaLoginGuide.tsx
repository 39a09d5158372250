import Link from 'next/link'

import styles from './kankeisha-login.module.css'

const WHO =
  'グループ会社の社員の方、パートナー企業の方など、関係者としてご登録いただいた会員の方のログインページです。' +
  'ログインすると、関係者価格（最大25%OFF）でお買い物いただけます。'

/** Who /kankeisha/login/ is for (ADR 015); shown above the form. */
export function KankeishaLoginIntro() {
  return (
    <div className={styles.intro}>
      <p>{WHO}</p>
      <p>
        一般の会員の方は<Link href="/login/">通常のログインページ</Link>からログインしてください。
      </p>
    </div>
  )
}

/** Where a kankeisha goes without an account, or with a question; shown below the form. */
export function KankeishaLoginLinks() {
  return (
    <nav aria-labelledby="kankeisha-login-links" className={styles.links}>
      <h2 id="kankeisha-login-links" className={styles.heading}>
        はじめての方・お困りの方
      </h2>
      <ul>
        <li>
          <Link href="/kankeisha/entry/">関係者の方の新規会員登録</Link>
        </li>
        <li>
          <Link href="/inquiry/contact/?category=kankeisha">関係者専用窓口へのお問い合わせ</Link>
        </li>
      </ul>
    </nav>
  )
}
