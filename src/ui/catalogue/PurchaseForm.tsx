'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { Button as AriaButton } from 'react-aria-components/Button'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { NumberField } from 'react-aria-components/NumberField'
import { Popover } from 'react-aria-components/Popover'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { Select, SelectValue } from 'react-aria-components/Select'

import { cartAddCall } from '@/lib/api/calls/cart'
import { api, ApiClientError, CLIENT_ERROR_MESSAGES } from '@/lib/api/client'
import { CART_LINE_MAX_QUANTITY } from '@/shop/cart/limits'
import type { CycleType, RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { SALE_STATE_LABELS, type SaleState } from '@/shop/catalogue/sale-state'
import { Button } from '@/ui/Button'
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

/** 通常購入 / 定期お届け, お届け間隔, 数量 and 「カートに入れる」 (POST /api/cart through the typed client). */
export function PurchaseForm({ productCode, productName, saleState, priceText, regular }: PurchaseFormProps) {
  const [method, setMethod] = useState<Method>('one-time')
  const [cycle, setCycle] = useState<RegularCycle>(regular?.cycles[0] ?? '1')
  const [quantity, setQuantity] = useState(1)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

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
    try {
      const view = await api.call(cartAddCall, { body: { productCode, cycleType, quantity } })
      setCartCount(view.count)
      setStatus({ kind: 'added' })
    } catch (error) {
      const message =
        error instanceof ApiClientError
          ? (Object.values(error.fields ?? {})[0] ?? error.message)
          : CLIENT_ERROR_MESSAGES.failed
      setStatus({ kind: 'error', message })
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={`${productName}の購入`}>
      {regular ? (
        <RadioGroup value={method} onChange={(v) => setMethod(v as Method)} className={styles.methods}>
          <Label className={styles.label}>購入方法</Label>
          <Radio value="one-time" className={styles.method}>
            <span className={styles.methodName}>通常購入</span>
            <span className={styles.methodPrice}>{priceText}</span>
          </Radio>
          <Radio value="regular" className={styles.method}>
            <span className={styles.methodName}>定期お届け</span>
            <span className={styles.methodPrice}>{regular.priceText}</span>
          </Radio>
        </RadioGroup>
      ) : null}

      {regular && method === 'regular' ? (
        <Select
          selectedKey={cycle}
          onSelectionChange={(key) => key !== null && setCycle(String(key) as RegularCycle)}
          className={styles.field}
        >
          <Label className={styles.label}>お届け間隔</Label>
          <AriaButton className={styles.selectButton}>
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </AriaButton>
          <Popover className={styles.popover}>
            <ListBox className={styles.listbox}>
              {regular.cycles.map((c) => (
                <ListBoxItem key={c} id={c} className={styles.option}>
                  {CYCLE_INTERVAL_LABELS[c]}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      ) : null}

      <NumberField
        value={quantity}
        onChange={(v) => setQuantity(Number.isFinite(v) ? v : 1)}
        minValue={1}
        maxValue={CART_LINE_MAX_QUANTITY}
        step={1}
        className={styles.field}
      >
        <Label className={styles.label}>数量</Label>
        <Group className={styles.stepper}>
          <AriaButton slot="decrement" className={styles.stepButton}>
            −
          </AriaButton>
          <Input className={styles.quantity} />
          <AriaButton slot="increment" className={styles.stepButton}>
            ＋
          </AriaButton>
        </Group>
      </NumberField>

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
