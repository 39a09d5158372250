'use client'

import Link from 'next/link'
import { useId } from 'react'

import type { CartView } from '@/lib/api/calls/cart'
import { Button } from '@/ui/Button'

import styles from './cart.module.css'
import { CartQuantityField } from './CartQuantityField'
import { formatYen, taxIncluded } from '@/shop/pricing/format-amount'
import { ShopImage } from '@/ui/image/ShopImage'

export type CartLine = CartView['oneTime']['lines'][number]

type Props = {
  line: CartLine
  isBusy: boolean
  error: string | null
  onQuantity: (line: CartLine, quantity: number) => void
}

export function CartLineItem({ line, isBusy, error, onQuantity }: Props) {
  const nameId = useId()
  const cheaper = line.unitPrice.includingTax < line.listUnitPrice.includingTax
  return (
    <li className={styles.line}>
      <div role="group" aria-labelledby={nameId} aria-busy={isBusy} className={styles.lineGrid}>
        <div className={styles.image}>
          {line.imageUrl ? (
            // The CMS original is 800 px; the image endpoint serves it at 96 px (1x) or 256 px (2x), spec §9 widths.
            <ShopImage src={line.imageUrl} alt="" width={96} height={96} />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
        </div>
        <div className={styles.details}>
          <p id={nameId} className={styles.name}>
            {line.href ? <Link href={line.href}>{line.name}</Link> : line.name}
          </p>
          <p className={styles.cycle}>{line.cycleLabel}</p>
          {line.available || line.unitPrice.includingTax > 0 ? (
            <p className={styles.unitPrice}>
              {cheaper ? (
                <>
                  <span className="visually-hidden">通常価格</span>
                  <s className={styles.listPrice}>{formatYen(line.listUnitPrice.includingTax)}</s>{' '}
                  <span className="visually-hidden">のところ</span>
                </>
              ) : null}
              <span className={cheaper ? styles.salePrice : undefined}>
                {taxIncluded(line.unitPrice.includingTax)}
              </span>
            </p>
          ) : null}
          {line.notice ? <p className={styles.notice}>{line.notice}</p> : null}
        </div>
        <div className={styles.controls}>
          {line.maxQuantity > 0 ? (
            <CartQuantityField
              itemName={line.name}
              value={line.quantity}
              maxValue={line.maxQuantity}
              isBusy={isBusy}
              onCommit={(quantity) => onQuantity(line, quantity)}
            />
          ) : (
            <p className={styles.quantityText}>数量 {line.quantity}</p>
          )}
          <Button
            variant="secondary"
            size="s"
            aria-label={`${line.name}を削除`}
            isDisabled={isBusy}
            onPress={() => onQuantity(line, 0)}
          >
            削除
          </Button>
        </div>
        <p className={styles.lineTotal}>
          {line.available ? (
            <>
              <span className={styles.lineTotalLabel}>小計</span> {taxIncluded(line.lineTotal.includingTax)}
            </>
          ) : (
            <span className={styles.lineTotalLabel}>合計に含まれません</span>
          )}
        </p>
        {error ? (
          <p role="alert" className={styles.lineError}>
            {error}
          </p>
        ) : null}
      </div>
    </li>
  )
}
