'use client'

import type { ReactNode } from 'react'
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components/Select'

import { useFieldId } from './Form'
import styles from './form.module.css'
import { RequiredMark } from './TextField'

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
  const id = useFieldId(name)
  return (
    <AriaSelect
      id={id}
      name={name}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
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
      <Button className={styles.select}>
        <SelectValue />
        <span aria-hidden="true">▼</span>
      </Button>
      <FieldError className={styles.error} />
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
