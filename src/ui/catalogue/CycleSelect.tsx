'use client'

import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'

import type { RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'

import styles from './PurchaseForm.module.css'

export type CycleSelectProps = {
  cycles: RegularCycle[]
  value: RegularCycle
  onChange: (cycle: RegularCycle) => void
  /** Whether the stand-in this list replaces had the focus: the list's button then takes it. */
  takesFocus?: () => boolean
}

/**
 * お届け間隔 of the product page's purchase form: react-aria's Select, loaded by ./PurchaseForm.tsx apart from
 * the page, because it only shows once 定期お届け is chosen (docs/adr/037-javascript-budget.md).
 */
export default function CycleSelect({ cycles, value, onChange, takesFocus }: CycleSelectProps) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // The stand-in left the document with the focus on it, which fell back to the page.
    const lost = document.activeElement === null || document.activeElement === document.body
    if (lost && takesFocus?.()) button.current?.focus()
    // Once, as the list appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Select
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key) as RegularCycle)}
      className={styles.field}
    >
      <Label className={styles.label}>お届け間隔</Label>
      <Button ref={button} className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          {cycles.map((c) => (
            <ListBoxItem key={c} id={c} className={styles.option}>
              {CYCLE_INTERVAL_LABELS[c]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
