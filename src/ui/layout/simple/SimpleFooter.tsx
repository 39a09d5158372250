import Link from 'next/link'

import { COPYRIGHT } from '../footer/footer-content'
import styles from './Simple.module.css'

export function SimpleFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label="サイト情報">
          <ul className={styles.links}>
            <li>
              <Link href="/privacy/">個人情報保護方針</Link>
            </li>
            <li>
              <Link href="/about/terms/">ご利用規約</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          <small>{COPYRIGHT}</small>
        </p>
      </div>
    </footer>
  )
}
