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

/** The list of problems at the top of a form, each a link to its field. */
export function ErrorSummary({
  errors,
  idOf,
  summaryRef,
}: {
  errors: Record<string, string>
  idOf: (field: string) => string
  summaryRef: React.RefObject<HTMLDivElement | null>
}) {
  const entries = Object.entries(errors)
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className={entries.length ? styles.summary : undefined}
      role={entries.length ? 'alert' : undefined}
    >
      {entries.length ? (
        <>
          <p>入力内容をご確認ください（{entries.length}件）。</p>
          <ul>
            {entries.map(([field, message]) => (
              <li key={field}>
                <a href={`#${idOf(field)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
