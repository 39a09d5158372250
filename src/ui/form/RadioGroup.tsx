'use client'

import type { ReactNode } from 'react'
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components/RadioGroup'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'

import styles from './form.module.css'

export interface RadioOption {
  value: string
  label: ReactNode
}

/** A labelled group of radio buttons with its description and message (from the form's `errors` by `name`). */
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
}) {
  const { props, error } = useFieldProps(name)
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      onChange={onChange}
      isRequired={required}
      className={styles.field}
    >
      <FieldHead label={label} required={required} mark={mark} description={description} />
      <div className={inline ? styles.inline : undefined}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.choice}>
            <span className={`${styles.box} ${styles.round}`} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldMessage error={error} />
    </AriaRadioGroup>
  )
}
