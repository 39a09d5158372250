'use client'

import Link from 'next/link'
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CLIENT_ERROR_MESSAGES } from '@/lib/api/client-messages'
import { cartAddCall } from '@/lib/api/routes/cart'
import { CART_LINE_MAX_QUANTITY } from '@/shop/cart/limits'
import type { CycleType, RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { SALE_STATE_LABELS, type SaleState } from '@/shop/catalogue/sale-state'
import { Button } from '@/ui/Button'
import { QuantityStepper } from '@/ui/form/QuantityStepper'
import { setCartCount } from '@/ui/shopper/cart-count-store'

import styles from './PurchaseForm.module.css'

export type PurchaseFormProps = {
  productCode: string
  productName: string
  saleState: SaleState
  /** 「3,240円（税込）」 */
  priceText: string
  regular: { priceText: string; cycles: RegularCycle[] } | null
}

type Method = 'one-time' | 'regular'
type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'added' } | { kind: 'error'; message: string }

const UNAVAILABLE_NOTES: Record<Exclude<SaleState, 'available'>, string> = {
  'sold-out': '申し訳ございません。ただいま在庫がございません。',
  'coming-soon': 'この商品は近日発売予定です。発売までしばらくお待ちください。',
  ended: 'この商品の販売は終了いたしました。',
}

// お届け間隔 (react-aria's Select, its popover and list) only shows once 定期お届け is chosen: not in the page's
// first load, fetched after it (docs/adr/037-javascript-budget.md).
const loadCycleSelect = () => import('./CycleSelect')
const CycleSelect = lazy(loadCycleSelect)

/**
 * 通常購入 / 定期お届け, お届け間隔, 数量 and 「カートに入れる」 (POST /api/cart through the typed client). The
 * purchase method is a plain radio group and the quantity a plain stepper (./QuantityStepper), so the page's
 * first load carries no react-aria.
 */
export function PurchaseForm({ productCode, productName, saleState, priceText, regular }: PurchaseFormProps) {
  const id = useId()
  const [method, setMethod] = useState<Method>('one-time')
  const [cycle, setCycle] = useState<RegularCycle>(regular?.cycles[0] ?? '1')
  const [quantity, setQuantity] = useState(1)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const offersRegular = saleState === 'available' && regular !== null
  useEffect(() => {
    if (offersRegular) void loadCycleSelect()
  }, [offersRegular])
  // A shopper may choose 定期お届け before the page has hydrated: the browser checks the radio, but React's state
  // never heard of it. Take the choice the page shows once React runs, so the interval field appears.
  const regularRadio = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (regularRadio.current?.checked) setMethod('regular')
  }, [])
  // お届け間隔's stand-in, shown while the list loads, is a Tab stop like the list: a keyboard user who reaches it
  // (Tab right after choosing 定期お届け) must not be dropped onto the page when the list replaces it.
  const standInFocused = useRef(false)

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
    setStatus({ kind: 'pending' })
    // The API client is fetched with the first press, not with the page (docs/adr/037-javascript-budget.md).
    const client = await import('@/lib/api/client').catch(() => null)
    if (!client) {
      setStatus({ kind: 'error', message: CLIENT_ERROR_MESSAGES.network })
      return
    }
    try {
      const view = await client.api.call(cartAddCall, { body: { productCode, cycleType, quantity } })
      setCartCount(view.count)
      setStatus({ kind: 'added' })
    } catch (error) {
      const message =
        error instanceof client.ApiClientError
          ? (Object.values(error.fields ?? {})[0] ?? error.message)
          : CLIENT_ERROR_MESSAGES.failed
      setStatus({ kind: 'error', message })
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={`${productName}の購入`}>
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
                ref={value === 'regular' ? regularRadio : undefined}
                type="radio"
                className="visually-hidden"
                name={`${id}-method`}
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

      {regular && method === 'regular' ? (
        <Suspense
          fallback={
            <div className={styles.field}>
              <span className={styles.label}>お届け間隔</span>
              <button
                type="button"
                className={styles.selectButton}
                aria-disabled="true"
                onFocus={() => {
                  standInFocused.current = true
                }}
                onBlur={(event) => {
                  // Not when it is removed with the focus on it (no element takes the focus then).
                  if (event.relatedTarget) standInFocused.current = false
                }}
              >
                <span>{CYCLE_INTERVAL_LABELS[cycle]}</span>
                <span aria-hidden="true">▾</span>
              </button>
            </div>
          }
        >
          <CycleSelect
            cycles={regular.cycles}
            value={cycle}
            onChange={setCycle}
            takesFocus={() => {
              const had = standInFocused.current
              standInFocused.current = false
              return had
            }}
          />
        </Suspense>
      ) : null}

      <QuantityStepper
        label="数量"
        itemName={productName}
        value={quantity}
        minValue={1}
        maxValue={CART_LINE_MAX_QUANTITY}
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
