'use client'

import type { ReactNode } from 'react'
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components/RadioGroup'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'

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
    <AriaRadioGroup
      {...props}
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
    </AriaRadioGroup>
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
