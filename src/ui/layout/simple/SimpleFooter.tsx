import Link from 'next/link'

import { COPYRIGHT } from '../footer/footer-content'
import { COMMERCE_LAW_PAGE, PRIVACY_PAGE } from '../legal-pages'
import styles from './Simple.module.css'

export function SimpleFooter() {
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.footerInner}>
        <nav aria-label="サイト情報">
          <ul className={styles.links}>
            {[COMMERCE_LAW_PAGE, PRIVACY_PAGE].map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
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
