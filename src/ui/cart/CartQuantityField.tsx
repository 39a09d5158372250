'use client'

import { QuantityStepper } from '@/ui/form/QuantityStepper'

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
    <QuantityStepper
      label="数量"
      value={value}
      minValue={1}
      maxValue={Math.max(1, maxValue)}
      isReadOnly={isBusy}
      onChange={onCommit}
      classNames={{
        root: styles.quantity,
        label: styles.quantityLabel,
        group: styles.quantityGroup,
        input: styles.quantityInput,
        button: styles.stepper,
      }}
    />
  )
}
