'use client'

import { Button } from 'react-aria-components/Button'
import { Group } from 'react-aria-components/Group'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'

import styles from './cart.module.css'

type Props = {
  value: number
  maxValue: number
  isBusy: boolean
  onCommit: (quantity: number) => void
}

/**
 * The quantity of a cart line: type a number and press Enter (or leave the field), or use − and +. A change is
 * committed once, then the field is read-only until the cart answers.
 */
export function CartQuantityField({ value, maxValue, isBusy, onCommit }: Props) {
  return (
    <I18nProvider locale="ja-JP">
      <NumberField
        className={styles.quantity}
        value={value}
        minValue={1}
        maxValue={Math.max(1, maxValue)}
        step={1}
        isReadOnly={isBusy}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        onChange={(next) => {
          if (Number.isInteger(next) && next !== value) onCommit(next)
        }}
      >
        <Label className={styles.quantityLabel}>数量</Label>
        <Group className={styles.quantityGroup}>
          <Button slot="decrement" className={styles.stepper}>
            −
          </Button>
          <Input className={styles.quantityInput} />
          <Button slot="increment" className={styles.stepper}>
            ＋
          </Button>
        </Group>
      </NumberField>
    </I18nProvider>
  )
}
