import Link from 'next/link'

import type { ProductSummary } from '@/shop/catalogue/catalogue-types'
import { formatTaxIncluded } from '@/shop/catalogue/display-price'
import { SALE_STATE_LABELS } from '@/shop/catalogue/sale-state'
import { ShopImage } from '@/ui/image/ShopImage'

import {
  CARD_IMAGE_SIZES,
  cardImageLoading,
  type CardImageLoading,
  type GridPlacement,
} from './card-image-loading'
import styles from './ProductCard.module.css'
import { SaleBadge } from './SaleBadge'

export type ProductCardData = Pick<
  ProductSummary,
  'productCode' | 'name' | 'catchCopy' | 'href' | 'imageUrl' | 'imageAlt' | 'price' | 'regular' | 'saleState'
>

/** A product in a list: image, name, catch copy, tax-included prices (総額表示), state badge, link to detail. */
export function ProductCard({
  product,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  product: ProductCardData
  headingLevel?: 2 | 3
  imageLoading?: CardImageLoading
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The badge's state (在庫切れ, 近日発売) also describes the link, so it is heard where the link is reached.
  const state = product.saleState === 'available' ? undefined : SALE_STATE_LABELS[product.saleState]
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.imageUrl ? (
          <ShopImage
            src={product.imageUrl}
            alt=""
            width={400}
            height={400}
            sizes={CARD_IMAGE_SIZES}
            className={styles.image}
            loading={imageLoading}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
        <SaleBadge state={product.saleState} />
      </div>
      <Heading className={styles.name}>
        <Link href={product.href} className={styles.link} aria-description={state}>
          {product.name}
        </Link>
      </Heading>
      {product.catchCopy ? <p className={styles.catch}>{product.catchCopy}</p> : null}
      <dl className={styles.prices}>
        <div>
          <dt>通常価格</dt>
          <dd>{formatTaxIncluded(product.price)}</dd>
        </div>
        {product.regular ? (
          <div className={styles.regular}>
            <dt>定期お届け</dt>
            <dd>{formatTaxIncluded(product.regular.price)}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}

export function ProductGrid({
  products,
  headingLevel = 3,
  label,
  placement = 'below',
}: {
  products: readonly ProductCardData[]
  headingLevel?: 2 | 3
  label?: string
  /** Where the grid's first row is (the top page, the product lists, further down): how its images load. */
  placement?: GridPlacement
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p, index) => (
        <li key={p.productCode}>
          <ProductCard
            product={p}
            headingLevel={headingLevel}
            imageLoading={cardImageLoading(index, placement)}
          />
        </li>
      ))}
    </ul>
  )
}
