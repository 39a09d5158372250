import Link from 'next/link'

import styles from './Logo.module.css'

type LogoProps = {
  href?: string
  name?: string
  sub?: string
}

/** A text logo: no image to load, and it scales with the reader's font size. */
export function Logo({ href = '/', name = 'ウェルネスの森', sub = 'オンラインショップ' }: LogoProps) {
  return (
    <Link href={href} className={styles.logo}>
      <span className={styles.name}>{name}</span>
      {sub ? <span className={styles.sub}>{sub}</span> : null}
    </Link>
  )
}
