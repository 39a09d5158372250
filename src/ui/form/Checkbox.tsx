'use client'

import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox'

import { FieldDescription, FieldMessage, useFieldProps } from './FieldParts'

import styles from './form.module.css'

/**
 * One checkbox with its label, optional description and message (from the form's `errors` by `name`), tied to
 * the input with aria-describedby. Its id is `<form id>-<name>`.
 */
export function Checkbox({
  name,
  label,
  checked,
  onChange,
  required = false,
  description,
}: {
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  required?: boolean
  description?: ReactNode
}) {
  const { props, error } = useFieldProps(name)
  return (
    <CheckboxField
      {...props}
      isSelected={checked}
      onChange={onChange}
      isRequired={required}
      className={styles.checkField}
    >
      <CheckboxButton className={styles.choice}>
        <span className={styles.box} aria-hidden="true" />
        {label}
      </CheckboxButton>
      <FieldDescription description={description} />
      <FieldMessage error={error} />
    </CheckboxField>
  )
}
