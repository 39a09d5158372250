'use client'

import { QuantityStepper } from '@/ui/form/QuantityStepper'

import styles from './cart.module.css'

type Props = {
  /** The line's product name, in the buttons' names. */
  itemName: string
  value: number
  maxValue: number
  isBusy: boolean
  onCommit: (quantity: number) => void
}

/**
 * The quantity of a cart line: type a number and press Enter (or leave the field), or use − and +. A change is
 * committed once, then the field is read-only until the cart answers.
 */
export function CartQuantityField({ itemName, value, maxValue, isBusy, onCommit }: Props) {
  return (
    <QuantityStepper
      label="数量"
      itemName={itemName}
      value={value}
      minValue={1}
      maxValue={Math.max(1, maxValue)}
      isReadOnly={isBusy}
      name="quantity"
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
