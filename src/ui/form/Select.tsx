'use client'

import type { ReactNode } from 'react'

import { RequiredMark } from './FieldParts'
import { useFieldError, useFieldId } from './Form'
import styles from './form.module.css'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A labelled choice from a list, as the browser's own select (ADR 029: the phone's picker, type-ahead for 47
 * prefectures, no script to load), wired like the react-aria fields: id `<form id>-<name>`, the description and
 * the form's message for `name` tied with aria-describedby, aria-invalid while it has a message.
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
  autoComplete,
}: {
  name: string
  label: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  /** The empty first choice; null for none. */
  placeholder?: string | null
  required?: boolean
  mark?: boolean
  description?: ReactNode
  autoComplete?: string
}) {
  const id = useFieldId(name)
  const error = useFieldError(name)
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {mark ? <RequiredMark required={required} /> : null}
      </span>
      {description ? (
        <p id={`${id}-description`} className={styles.hint}>
          {description}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.nativeSelect}
      >
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
