import type { GiftChoice } from '@/shop/campaigns/gifts/gift-service'
import { ShopImage } from '@/ui/image/ShopImage'

import { CrownBadge } from './CrownBadge'
import styles from './gifts.module.css'

/** One gift: its crown when ranked, image, name and description. */
export function GiftCard({ gift }: { gift: GiftChoice }) {
  return (
    <span className={styles.card}>
      {gift.rank !== null ? <CrownBadge rank={gift.rank} /> : null}
      {gift.imageUrl ? (
        <ShopImage
          src={gift.imageUrl}
          alt={gift.imageAlt}
          width={200}
          height={200}
          sizes="200px"
          className={styles.image}
          loading="lazy"
        />
      ) : null}
      <span className={styles.name}>{gift.name}</span>
      {gift.description ? <span className={styles.description}>{gift.description}</span> : null}
    </span>
  )
}

/** The gifts, read only (a member who chose already, or may not choose). */
export function GiftList({ gifts }: { gifts: readonly GiftChoice[] }) {
  return (
    <ul className={styles.list}>
      {gifts.map((gift) => (
        <li key={gift.giftCode}>
          <GiftCard gift={gift} />
        </li>
      ))}
    </ul>
  )
}
