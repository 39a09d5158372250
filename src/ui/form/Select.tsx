'use client'

import type { ReactNode } from 'react'
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components/Select'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'

import styles from './form.module.css'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A labelled choice from a list (react-aria's Select: a button and a list box), with its description and
 * message (from the form's `errors` by `name`). Submits `name` with the chosen value through a hidden select.
 */
export function Select({
  name,
  label,
  options,
  value,
  onChange,
  placeholder = '選択してください',
  required = false,
  mark = false,
  description,
}: {
  name: string
  label: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  placeholder?: string
  required?: boolean
  mark?: boolean
  description?: ReactNode
}) {
  const { props, error } = useFieldProps(name)
  return (
    <AriaSelect
      {...props}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      isRequired={required}
      className={styles.field}
    >
      <FieldHead label={label} required={required} mark={mark} description={description} />
      <Button className={styles.select}>
        <SelectValue />
        <span aria-hidden="true">▼</span>
      </Button>
      <FieldMessage error={error} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
