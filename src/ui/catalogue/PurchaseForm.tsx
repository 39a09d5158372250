'use client'

import Link from 'next/link'
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CLIENT_ERROR_MESSAGES } from '@/lib/api/client-messages'
import { cartAddCall } from '@/lib/api/routes/cart'
import { type FormAction, sentOr } from '@/lib/forms/form-state'
import { CART_LINE_MAX_QUANTITY } from '@/shop/cart/limits'
import { parseQuantity } from '@/shop/cart/quantity-text'
import type { CycleType, RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { SALE_STATE_LABELS, type SaleState } from '@/shop/catalogue/sale-state'
import { Button } from '@/ui/Button'
import { adoptTypedBeforeHydration } from '@/ui/form/adopt-typed'
import { QuantityStepper } from '@/ui/form/QuantityStepper'
import { setCartCount } from '@/ui/shopper/cart-count-store'
import { track } from '@/ui/tracking/track'

import styles from './PurchaseForm.module.css'

export type PurchaseFormProps = {
  productCode: string
  productName: string
  saleState: SaleState
  /** 「3,240円（税込）」 */
  priceText: string
  regular: { priceText: string; cycles: RegularCycle[] } | null
  /** The page's server function: the same 「カートに入れる」 as a plain form, then the cart (docs/adr/059). */
  action: FormAction
}

type Method = 'one-time' | 'regular'
type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'added' } | { kind: 'error'; message: string }

const UNAVAILABLE_NOTES: Record<Exclude<SaleState, 'available'>, string> = {
  'sold-out': '申し訳ございません。ただいま在庫がございません。',
  'coming-soon': 'この商品は近日発売予定です。発売までしばらくお待ちください。',
  ended: 'この商品の販売は終了いたしました。',
}

const isCycle = (cycles: readonly string[], value: string): value is RegularCycle => cycles.includes(value)

/**
 * 通常購入 / 定期お届け, お届け間隔, 数量 and 「カートに入れる」: a plain form (the browser's radios, select and a
 * text input, no react-aria in the page's first load) that the page's server function takes before the scripts run
 * or without them, answering with the cart (docs/adr/059); once they run, POST /api/cart through the typed client
 * and the answer in place. お届け間隔 shows with 定期お届け by CSS, so it does without scripts too.
 */
export function PurchaseForm({
  productCode,
  productName,
  saleState,
  priceText,
  regular,
  action,
}: PurchaseFormProps) {
  const id = useId()
  const [sent, formAction] = useActionState(action, null)
  const cycles = regular?.cycles ?? []
  const sentCycle = sentOr(sent, 'cycle', '')
  const [method, setMethod] = useState<Method>(
    sentOr(sent, 'method', '') === 'regular' ? 'regular' : 'one-time',
  )
  const [cycle, setCycle] = useState<RegularCycle>(
    isCycle(cycles, sentCycle) ? sentCycle : (cycles[0] ?? '1'),
  )
  const [quantity, setQuantity] = useState(() => Math.max(1, Number(sentOr(sent, 'quantity', '1')) || 1))
  const [status, setStatus] = useState<Status>(
    sent ? { kind: 'error', message: sent.message || Object.values(sent.fields)[0] || '' } : { kind: 'idle' },
  )
  // What the shopper chose or typed before the page hydrated (the browser shows it, React's state never heard of it).
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (formRef.current) void adoptTypedBeforeHydration(formRef.current)
  }, [])

  if (saleState !== 'available') {
    return (
      <div className={styles.form}>
        <p className={styles.unavailable}>
          <strong>{SALE_STATE_LABELS[saleState]}</strong>
          <span>{UNAVAILABLE_NOTES[saleState]}</span>
        </p>
        <Button isDisabled fullWidth size="l">
          {SALE_STATE_LABELS[saleState]}
        </Button>
      </div>
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status.kind === 'pending') return
    const cycleType: CycleType = method === 'regular' && regular ? cycle : '0'
    // The number as the field shows it: typed and not yet committed (no Enter, no blur), or typed before hydration.
    const field = event.currentTarget.elements.namedItem('quantity')
    const typed = field instanceof HTMLInputElement ? parseQuantity(field.value) : null
    const count = typed === null ? quantity : Math.min(CART_LINE_MAX_QUANTITY, Math.max(1, typed))
    setStatus({ kind: 'pending' })
    // The API client is fetched with the first press, not with the page (docs/adr/037-javascript-budget.md).
    const client = await import('@/lib/api/client').catch(() => null)
    if (!client) {
      setStatus({ kind: 'error', message: CLIENT_ERROR_MESSAGES.network })
      return
    }
    try {
      const view = await client.api.call(cartAddCall, { body: { productCode, cycleType, quantity: count } })
      setCartCount(view.count)
      setStatus({ kind: 'added' })
      track({ kind: 'add_to_cart', product: productCode })
    } catch (error) {
      const message =
        error instanceof client.ApiClientError
          ? (Object.values(error.fields ?? {})[0] ?? error.message)
          : CLIENT_ERROR_MESSAGES.failed
      setStatus({ kind: 'error', message })
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      aria-label={`${productName}の購入`}
    >
      <input type="hidden" name="productCode" value={productCode} />
      {regular ? (
        <div role="radiogroup" aria-labelledby={`${id}-method`} className={styles.methods}>
          <span id={`${id}-method`} className={styles.label}>
            購入方法
          </span>
          {(
            [
              ['one-time', '通常購入', priceText],
              ['regular', '定期お届け', regular.priceText],
            ] as const
          ).map(([value, name, price]) => (
            <label key={value} className={styles.method} data-selected={method === value || undefined}>
              <input
                type="radio"
                className="visually-hidden"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              <span className={styles.methodName}>{name}</span>
              <span className={styles.methodPrice}>{price}</span>
            </label>
          ))}
        </div>
      ) : null}

      {regular ? (
        <div className={`${styles.field} ${styles.cycleField}`}>
          <label htmlFor={`${id}-cycle`} className={styles.label}>
            お届け間隔
          </label>
          <select
            id={`${id}-cycle`}
            name="cycle"
            className={styles.cycleSelect}
            value={cycle}
            onChange={(event) => isCycle(cycles, event.target.value) && setCycle(event.target.value)}
          >
            {regular.cycles.map((c) => (
              <option key={c} value={c}>
                {CYCLE_INTERVAL_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <QuantityStepper
        label="数量"
        itemName={productName}
        value={quantity}
        minValue={1}
        maxValue={CART_LINE_MAX_QUANTITY}
        name="quantity"
        onChange={setQuantity}
        classNames={{
          root: styles.field,
          label: styles.label,
          group: styles.stepper,
          input: styles.quantity,
          button: styles.stepButton,
        }}
      />

      <Button type="submit" size="l" fullWidth isPending={status.kind === 'pending'}>
        カートに入れる
      </Button>

      <div role="status">
        {status.kind === 'added' ? (
          <div className={styles.added}>
            <p>カートに「{productName}」を追加しました。</p>
            <p className={styles.addedLinks}>
              <Link href="/cart/">カートを見る</Link>
              <button type="button" className={styles.linkButton} onClick={() => setStatus({ kind: 'idle' })}>
                買い物を続ける
              </button>
            </p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {status.kind === 'error' ? <p className={styles.error}>{status.message}</p> : null}
      </div>
    </form>
  )
}
