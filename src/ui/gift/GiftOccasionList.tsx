import Link from 'next/link'

import type { GiftGuide } from '@/shop/content/gift-guides'

import styles from './gift.module.css'

/** The guide's occasions as cards leading to their pages. */
export function GiftOccasionList({ guides }: { guides: readonly GiftGuide[] }) {
  return (
    <ul className={styles.occasions}>
      {guides.map((guide) => (
        <li key={guide.code}>
          <Link href={`/gift/${guide.code}/`} className={styles.occasion}>
            <h3 className={styles.occasionTitle}>{guide.title}</h3>
            <p>{guide.lead}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
