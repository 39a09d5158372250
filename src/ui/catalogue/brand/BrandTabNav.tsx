import Link from 'next/link'

import styles from './BrandTabNav.module.css'

export type BrandTabLink = { key: string; title: string; href: string }

/** Navigation between a brand's story and the tabs it has; the current page is marked for assistive tech. */
export function BrandTabNav({
  brandName,
  links,
  current,
}: {
  brandName: string
  links: readonly BrandTabLink[]
  /** The key of the page shown ('story' for the brand story). */
  current: string
}) {
  return (
    <nav aria-label={`${brandName}のページ`} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className={styles.link}
              aria-current={link.key === current ? 'page' : undefined}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
