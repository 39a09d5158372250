import Link from 'next/link'

import { Logo } from '../header/Logo'
import styles from './Simple.module.css'

/** Minimal header for pages where shopping navigation would distract (forms, tools). */
export function SimpleHeader() {
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.headerInner}>
        <Logo />
        <Link href="/inquiry/contact/" className={styles.contact}>
          お問い合わせ
        </Link>
      </div>
    </header>
  )
}
