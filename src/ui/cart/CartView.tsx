'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import type { CartView as CartViewData } from '@/lib/api/calls/cart'
import type { ApiClientError } from '@/lib/api/client'
import type { FormAction } from '@/lib/forms/form-state'
import { CLIENT_ERROR_MESSAGES } from '@/lib/api/client-messages'
import { cartUpdateCall } from '@/lib/api/routes/cart'
import { ButtonLink } from '@/ui/ButtonLink'
import { setCartCount } from '@/ui/shopper/cart-count-store'

import styles from './cart.module.css'
import { CartEmpty } from './CartEmpty'
import { CartLineItem, type CartLine } from './CartLineItem'
import { CartSummary } from './CartSummary'
import { taxIncluded } from '@/shop/pricing/format-amount'

/** /cart/shopping/ (src/shop/checkout/checkout-steps.ts CHECKOUT_ENTRY_PATH). */
const CHECKOUT_ENTRY_PATH = '/cart/shopping/'

/** Shop facts the cart states, worded by src/shop/site/shop-facts.ts on the server (kept out of the client bundle). */
export type CartFacts = { freeShipping: string; changeDeadline: string }

type Props = {
  initialView: CartViewData
  facts: CartFacts
  /** Why an old add-to-cart link could not add its product (from /cart/?error=…). */
  notice?: string | null
  /** A line's 「変更」 / 「削除」 as a plain form (the page's server function, docs/adr/059). */
  updateAction: FormAction
}

function errorMessage(error: unknown, clientError: typeof ApiClientError): string {
  if (error instanceof clientError) {
    const field = Object.values(error.fields ?? {})[0]
    return field ?? error.message
  }
  return CLIENT_ERROR_MESSAGES.failed
}

/** The cart page's interactive part: quantity changes and removals update the view and the header badge. */
export function CartView({ initialView, facts, notice, updateAction }: Props) {
  const [view, setView] = useState(initialView)
  // A line's change in flight: leaving the field and pressing 「変更」 send one change, not two.
  const inFlight = useRef(new Set<string>())
  const [busyLine, setBusyLine] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  useEffect(() => setCartCount(initialView.count), [initialView.count])

  async function changeQuantity(line: CartLine, quantity: number) {
    if (inFlight.current.has(line.lineId)) return
    inFlight.current.add(line.lineId)
    setBusyLine(line.lineId)
    setErrors(({ [line.lineId]: _, ...rest }) => rest)
    const fail = (message: string) => setErrors((prev) => ({ ...prev, [line.lineId]: message }))
    try {
      // The API client is fetched with the first change, not with the page (docs/adr/037-javascript-budget.md).
      const client = await import('@/lib/api/client').catch(() => null)
      if (!client) return fail(CLIENT_ERROR_MESSAGES.network)
      try {
        const next = await client.api.call(cartUpdateCall, {
          body: { productCode: line.productCode, cycleType: line.cycleType, quantity },
        })
        setView(next)
        setCartCount(next.count)
      } catch (error) {
        fail(errorMessage(error, client.ApiClientError))
      }
    } finally {
      inFlight.current.delete(line.lineId)
      setBusyLine(null)
    }
  }

  const empty = view.oneTime.lines.length === 0 && view.regular.lines.length === 0
  const sections = [
    { key: 'oneTime', title: '通常購入の商品', data: view.oneTime },
    { key: 'regular', title: '定期お届けの商品', data: view.regular },
  ] as const

  return (
    <div className={styles.cart}>
      {notice ? (
        <p role="alert" className={styles.pageNotice}>
          {notice}
        </p>
      ) : null}
      {empty ? (
        <CartEmpty />
      ) : (
        <div className={styles.layout}>
          <div className={styles.sections}>
            {sections.map(({ key, title, data }) =>
              data.lines.length ? (
                <section key={key} className={styles.section} aria-labelledby={`cart-${key}`}>
                  <h2 id={`cart-${key}`} className={styles.sectionTitle}>
                    {title}
                  </h2>
                  {key === 'regular' ? (
                    <p className={styles.note}>
                      定期お届けの商品は毎回送料無料です。お届け内容の変更・解約は次回お届け日の
                      {facts.changeDeadline}までにご連絡ください。
                    </p>
                  ) : null}
                  <ul className={styles.lines}>
                    {data.lines.map((line) => (
                      <CartLineItem
                        key={line.lineId}
                        line={line}
                        isBusy={busyLine === line.lineId}
                        error={errors[line.lineId] ?? null}
                        onQuantity={changeQuantity}
                        action={updateAction}
                      />
                    ))}
                  </ul>
                  <p className={styles.sectionTotal}>
                    {`${title}の小計 ${taxIncluded(data.totals.items.includingTax)}`}
                  </p>
                </section>
              ) : null,
            )}
          </div>
          <CartSummary
            view={view}
            freeShipping={facts.freeShipping}
            action={
              view.count > 0 ? (
                <ButtonLink href={CHECKOUT_ENTRY_PATH} size="l" fullWidth>
                  ご購入手続きへ
                </ButtonLink>
              ) : (
                <p className={styles.note}>購入できる商品がカートにありません。</p>
              )
            }
          />
        </div>
      )}
      <p className={styles.continue}>
        <Link href="/">お買い物を続ける</Link>
      </p>
    </div>
  )
}
