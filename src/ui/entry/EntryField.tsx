import type { ReactNode } from 'react'

import styles from './entry.module.css'

export interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: (described: {
    'aria-describedby'?: string
    'aria-invalid': boolean
    'aria-required'?: boolean
    id: string
  }) => ReactNode
}

/** A labelled form field with its hint and error tied to the control for screen readers. */
export function EntryField({ id, label, required, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={required} />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Seen, not read: the control itself says it is required (aria-required), so its name stays the label. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      必須
    </span>
  ) : (
    <span className={styles.optional} aria-hidden="true">
      任意
    </span>
  )
}
