'use client'

import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components/Checkbox'

import { useFieldId } from './Form'
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
  const id = useFieldId(name)
  return (
    <CheckboxField
      id={id}
      name={name}
      isSelected={checked}
      onChange={onChange}
      isRequired={required}
      className={styles.checkField}
    >
      <CheckboxButton className={styles.choice}>
        <span className={styles.box} aria-hidden="true" />
        {label}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error} />
    </CheckboxField>
  )
}
