import type { BrandGroup } from '@/ui/layout/chrome-types'

import styles from './Footer.module.css'
import { telHref } from './footer-content'

/** Toll-free numbers per brand group (spec §6), managed in the CMS site settings. */
export function FooterBrandGroups({ brandGroups }: { brandGroups: BrandGroup[] }) {
  if (!brandGroups.length) return null
  return (
    <section aria-labelledby="footer-brand-tel">
      <h2 id="footer-brand-tel" className={styles.heading}>
        商品に関するお問い合わせ（ブランド別）
      </h2>
      <ul className={styles.brands}>
        {brandGroups.map((group) => (
          <li key={group.key} className={styles.brand}>
            <span className={styles.brandName}>{group.name}</span>
            <a
              href={telHref(group.tollFree)}
              className={styles.brandTel}
              aria-label={`${group.name} ${group.tollFree}`}
            >
              {group.tollFree}
            </a>
            {group.hours ? <span className={styles.hours}>{group.hours}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
