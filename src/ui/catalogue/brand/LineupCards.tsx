import Link from 'next/link'

import type { LineupItem } from '@/shop/catalogue/brands'
import { formatTaxIncluded } from '@/shop/catalogue/display-price'
import { ShopImage } from '@/ui/image/ShopImage'

import styles from './LineupCards.module.css'

/** A brand's product lineup as cards linking to the product detail pages. */
export function LineupCards({
  items,
  headingLevel = 3,
}: {
  items: readonly LineupItem[]
  headingLevel?: 2 | 3
}) {
  if (!items.length) return <p className={styles.empty}>現在お取り扱いの商品はありません。</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {items.map((p) => (
        <li key={p.productCode} className={styles.card}>
          <div className={styles.thumb}>
            {p.imageUrl ? (
              <ShopImage
                src={p.imageUrl}
                alt={p.imageAlt ?? ''}
                width={256}
                height={256}
                sizes="(max-width: 768px) 45vw, 256px"
              />
            ) : null}
          </div>
          <Heading className={styles.name}>
            <Link href={p.href} className={styles.link}>
              {p.name}
            </Link>
          </Heading>
          {p.catchCopy ? <p className={styles.catch}>{p.catchCopy}</p> : null}
          <p className={styles.price}>{formatTaxIncluded({ includingTax: p.priceIncludingTax })}</p>
          {p.regularPriceIncludingTax !== null ? (
            <p className={styles.regular}>
              定期お届け {formatTaxIncluded({ includingTax: p.regularPriceIncludingTax })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
