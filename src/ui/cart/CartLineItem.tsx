'use client'

import Link from 'next/link'
import { useActionState, useId, type FormEvent } from 'react'

import type { CartView } from '@/lib/api/calls/cart'
import type { FormAction } from '@/lib/forms/form-state'
import { parseQuantity } from '@/shop/cart/quantity-text'
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
  /** The page's server function: 「変更」 and 「削除」 as a plain form, then the cart again (docs/adr/059). */
  action: FormAction
}

/**
 * One line of the cart, as a plain form: 「変更」 sends the typed quantity and 「削除」 removes the line, to the page's
 * server function before the scripts run or without them; once they run, the quantity also changes with − ＋, Enter
 * or leaving the field, and the cart answers in place.
 */
export function CartLineItem({ line, isBusy, error, onQuantity, action }: Props) {
  const nameId = useId()
  const [sent, formAction] = useActionState(action, null)
  const cheaper = line.unitPrice.includingTax < line.listUnitPrice.includingTax
  const message = error ?? (sent ? sent.message || Object.values(sent.fields)[0] || null : null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isBusy) return
    if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'remove')
      return onQuantity(line, 0)
    const input = event.currentTarget.elements.namedItem('quantity')
    const typed = input instanceof HTMLInputElement ? parseQuantity(input.value) : null
    if (typed !== null && typed !== line.quantity) onQuantity(line, typed)
  }
  return (
    <li className={styles.line}>
      <form action={formAction} onSubmit={onSubmit}>
        <input type="hidden" name="productCode" value={line.productCode} />
        <input type="hidden" name="cycleType" value={line.cycleType} />
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
              <>
                <CartQuantityField
                  itemName={line.name}
                  value={line.quantity}
                  maxValue={line.maxQuantity}
                  isBusy={isBusy}
                  onCommit={(quantity) => onQuantity(line, quantity)}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  size="s"
                  aria-label={`${line.name}の数量を変更`}
                  isDisabled={isBusy}
                >
                  変更
                </Button>
              </>
            ) : (
              <p className={styles.quantityText}>数量 {line.quantity}</p>
            )}
            <Button
              type="submit"
              name="remove"
              value="1"
              variant="secondary"
              size="s"
              aria-label={`${line.name}を削除`}
              isDisabled={isBusy}
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
          {message ? (
            <p role="alert" className={styles.lineError}>
              {message}
            </p>
          ) : null}
        </div>
      </form>
    </li>
  )
}
