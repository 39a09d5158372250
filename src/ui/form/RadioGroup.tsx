'use client'

import { type ReactNode, useContext, useLayoutEffect } from 'react'
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  RadioGroupStateContext,
  type RadioGroupProps,
} from 'react-aria-components/RadioGroup'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'
import { firstRadioValue, selectedRadioValue, type RadioChoice } from './radio-tab-stop'

import styles from './form.module.css'

export interface RadioOption {
  value: string
  label: ReactNode
  /** Shown under this radio and tied to it with aria-describedby (e.g. what a payment method costs). */
  description?: ReactNode
  disabled?: boolean
}

/**
 * A labelled group of radio buttons with its description and message (from the form's `errors` by `name`).
 * `children` go under the group (e.g. the fields a choice opens), outside the radiogroup role.
 */
export function RadioGroup({
  name,
  label,
  options,
  value,
  onChange,
  required = false,
  mark = false,
  description,
  inline = false,
  children,
}: {
  name: string
  label: string
  options: readonly RadioOption[]
  value: string
  onChange: (value: string) => void
  required?: boolean
  mark?: boolean
  description?: ReactNode
  /** Side by side (short choices such as 男性 / 女性). */
  inline?: boolean
  children?: ReactNode
}) {
  const { props, error } = useFieldProps(name)
  const group = (
    <RadioGroupBase
      {...props}
      choices={options}
      value={value}
      onChange={onChange}
      isRequired={required}
      className={styles.field}
    >
      <FieldHead label={label} required={required} mark={mark} description={description} />
      <div className={inline ? styles.inline : undefined}>
        {options.map((option, i) => {
          const descriptionId = option.description ? `${props.id}-${i}-description` : undefined
          const radio = (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.disabled}
              aria-describedby={descriptionId}
              className={styles.choice}
            >
              <span className={`${styles.box} ${styles.round}`} aria-hidden="true" />
              {option.label}
            </Radio>
          )
          return descriptionId ? (
            <div key={option.value}>
              {radio}
              <p id={descriptionId} className={styles.choiceDescription}>
                {option.description}
              </p>
            </div>
          ) : (
            radio
          )
        })}
      </div>
      <FieldMessage error={error} />
    </RadioGroupBase>
  )
  return children ? (
    <>
      {group}
      {children}
    </>
  ) : (
    group
  )
}

/**
 * react-aria's RadioGroup as every radio group of the shop uses it: one Tab stop, the chosen radio or, while none is
 * chosen, the first that can be chosen, from Tab and Shift+Tab alike (./radio-tab-stop.ts). `value` is the form's
 * answer, '' while there is none. The kit's RadioGroup above is this with its label, description and message; a
 * group drawn its own way (the campaign gift cards) uses it directly.
 */
export function RadioGroupBase({
  value,
  choices,
  children,
  ...props
}: Omit<RadioGroupProps, 'value' | 'defaultValue' | 'children'> & {
  value: string
  choices: readonly RadioChoice[]
  children: ReactNode
}) {
  return (
    <AriaRadioGroup {...props} value={selectedRadioValue(value, choices)}>
      <FirstRadioTabStop value={firstRadioValue(choices)} />
      {children}
    </AriaRadioGroup>
  )
}

/**
 * While nothing is chosen react-aria lets every radio of the group take the focus and leaves the rest to the
 * browser, which enters same-named radios at the first going forward but at the last going back (Shift+Tab).
 * Marking the first radio as the last focused one keeps it the only Tab stop from both sides. react-aria drops the
 * mark when the focus leaves a group without a choice; a layout effect sets it again in the same task, before the
 * next key can arrive. (Before the page's scripts run, the browser's own rule holds: still one Tab stop.)
 */
function FirstRadioTabStop({ value }: { value: string | null }) {
  const state = useContext(RadioGroupStateContext)
  useLayoutEffect(() => {
    if (state && value !== null && state.selectedValue === null && state.lastFocusedValue === null)
      state.setLastFocusedValue(value)
  })
  return null
}
