'use client'

import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react'

import { parseQuantity } from '@/shop/cart/quantity-text'
import { useIsClient } from '@/ui/hooks/use-is-client'

export type QuantityStepperClassNames = {
  root?: string
  label?: string
  group?: string
  input?: string
  button?: string
}

type Props = {
  /** The visible label (数量). */
  label: string
  /** What is counted (the product's name): the buttons say what they do to it, 「セサミンEXの数量を1減らす」. */
  itemName: string
  value: number
  minValue?: number
  maxValue: number
  isReadOnly?: boolean
  /** The input's name in a plain form (docs/adr/059): the typed text, as the form sends it. */
  name?: string
  /** A new whole number within the bounds: from − / ＋, the arrow, Home and End keys, or typed and committed. */
  onChange: (value: number) => void
  classNames: QuantityStepperClassNames
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * A whole-number field with − and ＋ in plain HTML: what react-aria's NumberField did for the cart and the
 * product page (a labelled group, a text input with the numeric keyboard, buttons outside the tab order that stop
 * at the bounds, ↑ ↓ Home End, typed text committed on Enter or on leaving the field and clamped to the bounds),
 * without its code in the pages' first load (docs/adr/037-javascript-budget.md). The data-* attributes are the
 * ones the stylesheets already use.
 */
export function QuantityStepper({
  label,
  itemName,
  value,
  minValue = 1,
  maxValue,
  isReadOnly = false,
  name,
  onChange,
  classNames,
}: Props) {
  const id = useId()
  const labelId = `${id}-label`
  const inputId = `${id}-input`
  const max = Math.max(minValue, maxValue)
  const [text, setText] = useState(String(value))
  const [focused, setFocused] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)

  // The last number handed to onChange or given from outside: Enter and then leaving the field commit once.
  const [current, setCurrent] = useState(value)
  // The value changed from outside (the cart answered): show it.
  const [given, setGiven] = useState(value)
  if (given !== value) {
    setGiven(value)
    setCurrent(value)
    setText(String(value))
  }

  const set = (next: number) => {
    const within = clamp(next, minValue, max)
    setText(String(within))
    if (within === current) return
    setCurrent(within)
    onChange(within)
  }
  const commit = () => {
    if (isReadOnly) return
    const parsed = parseQuantity(text)
    if (parsed === null) setText(String(current))
    else set(parsed)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isReadOnly) return
    const step: Record<string, () => number> = {
      ArrowUp: () => current + 1,
      ArrowDown: () => current - 1,
      Home: () => minValue,
      End: () => max,
    }
    if (event.key === 'Enter') commit()
    else if (step[event.key]) {
      event.preventDefault()
      set(step[event.key]!())
    }
  }
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }
  // − and ＋ are script: until it runs they are off (the number is typed, and the form sent as it is).
  const live = useIsClient()
  const canDecrement = live && !isReadOnly && current > minValue
  const canIncrement = live && !isReadOnly && current < max

  return (
    <div className={classNames.root}>
      <label id={labelId} htmlFor={inputId} className={classNames.label}>
        {label}
      </label>
      <div
        role="group"
        aria-labelledby={labelId}
        className={classNames.group}
        data-focus-within={focusWithin || undefined}
        onFocus={() => setFocusWithin(true)}
        onBlur={onGroupBlur}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={`${itemName}の${label}を1減らす`}
          aria-controls={inputId}
          className={classNames.button}
          disabled={!canDecrement}
          data-disabled={!canDecrement || undefined}
          onClick={() => set(current - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-roledescription="数値フィールド"
          className={classNames.input}
          value={text}
          readOnly={isReadOnly}
          data-focused={focused || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            commit()
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`${itemName}の${label}を1増やす`}
          aria-controls={inputId}
          className={classNames.button}
          disabled={!canIncrement}
          data-disabled={!canIncrement || undefined}
          onClick={() => set(current + 1)}
        >
          ＋
        </button>
      </div>
    </div>
  )
}
