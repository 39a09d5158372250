import Link from 'next/link'

import type { BrandGroup, FooterTab } from '@/ui/layout/chrome-types'

import styles from './Footer.module.css'
import { FooterBrandGroups } from './FooterBrandGroups'
import { FooterContact, type FooterContactProps } from './FooterContact'
import { FooterFacts } from './FooterFacts'
import { FooterTabs } from './FooterTabs'
import { ALCOHOL_NOTICE, COPYRIGHT, FOOTER_LEGAL_LINKS } from './footer-content'

export type FooterProps = FooterContactProps & {
  tabs: FooterTab[]
  brandGroups: BrandGroup[]
}

export function Footer({ tabs, brandGroups, ...contact }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {tabs.length ? (
          <section aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              商品をさがす
            </h2>
            <FooterTabs tabs={tabs} />
          </section>
        ) : null}
        <div className={styles.columns}>
          <FooterFacts />
          <FooterContact {...contact} />
        </div>
        <FooterBrandGroups brandGroups={brandGroups} />
        {/* Spec §1: alcohol-related content appears only as this notice. */}
        <p className={styles.notice}>{ALCOHOL_NOTICE}</p>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <nav aria-label="サイト情報">
            <ul className={styles.legal}>
              {FOOTER_LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>
            <small>{COPYRIGHT}</small>
          </p>
        </div>
      </div>
    </footer>
  )
}
