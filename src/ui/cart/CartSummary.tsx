import type { ReactNode } from 'react'

import type { CartView } from '@/lib/api/calls/cart'

import styles from './cart.module.css'
import { formatYen, taxIncluded } from '@/shop/pricing/format-amount'
import { taxBreakdownLines } from '@/shop/pricing/tax-breakdown'

/**
 * The order's amounts: per-rate totals (tax once per rate), shipping, the total and the free-shipping hint;
 * `action` (the cart's 「ご購入手続きへ」) goes under the total.
 */
/**
 * `freeShipping`: the threshold as shop-facts.ts words it, given by the server page — importing the facts (or the
 * rule modules) here would put them into the cart's client bundle (over the JavaScript budget, ADR 037).
 */
export function CartSummary({
  view,
  action,
  freeShipping,
}: {
  view: CartView
  action?: ReactNode
  freeShipping: string
}) {
  const { totals } = view
  const mixed = view.oneTime.lines.some((l) => l.available) && view.regular.lines.some((l) => l.available)
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        ご注文金額
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>商品合計</dt>
          <dd>{taxIncluded(totals.items.includingTax)}</dd>
        </div>
        <div>
          <dt>送料</dt>
          <dd>
            {totals.shipping.excludingTax === 0 ? '送料無料' : taxIncluded(totals.shipping.includingTax)}
          </dd>
        </div>
        <div className={styles.total} data-testid="cart-total">
          <dt>合計（税込）</dt>
          <dd>{formatYen(totals.total)}</dd>
        </div>
      </dl>
      {action}
      <ul className={styles.byRate} aria-label="税率ごとの内訳">
        {taxBreakdownLines(totals.byRate).map((r) => (
          <li key={r.rate}>{r.text}</li>
        ))}
      </ul>
      {totals.freeShippingRemaining > 0 ? (
        <p className={styles.hint}>
          あと{formatYen(totals.freeShippingRemaining)}（税抜）のお買い上げで送料無料
        </p>
      ) : null}
      {mixed ? (
        <p className={styles.note}>通常購入の商品は定期お届けの初回と一緒にお届けするため、送料無料です。</p>
      ) : null}
      <p className={styles.note}>
        送料は{freeShipping}
        以上のご購入で無料です（定期お届けは毎回無料）。
      </p>
    </section>
  )
}
