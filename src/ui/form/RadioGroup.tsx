'use client'

import type { ReactNode } from 'react'
import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
} from 'react-aria-components/RadioGroup'

import { useFieldId } from './Form'
import styles from './form.module.css'
import { RequiredMark } from './TextField'

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
  const id = useFieldId(name)
  return (
    <AriaRadioGroup
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      isRequired={required}
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {mark ? <RequiredMark required={required} /> : null}
      </Label>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <div className={inline ? styles.inline : undefined}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.choice}>
            <span className={`${styles.box} ${styles.round}`} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error} />
    </AriaRadioGroup>
  )
}
