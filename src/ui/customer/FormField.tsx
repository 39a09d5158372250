import type { ReactNode, RefObject } from 'react'

import styles from './customer-form.module.css'

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

/** A labelled control with its hint and error tied to it, so a screen reader reads them with the field. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  /** Shows 必須 or 任意; leave out when the whole form is required. */
  required?: boolean
  hint?: string
  error?: string
  children: (control: ControlProps) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function RequiredMark({ required }: { required?: boolean }) {
  if (required === undefined) return null
  return required ? (
    <span className={styles.required}>必須</span>
  ) : (
    <span className={styles.optional}>任意</span>
  )
}

/**
 * The form's problems at its top, each a link to its field; or one message (a refusal that belongs to no
 * field). Focus moves here after a failed submit, so it is what a screen reader reads next.
 */
export function FormAlert({
  alertRef,
  errors = {},
  idOf,
  message = '',
}: {
  alertRef: RefObject<HTMLDivElement | null>
  errors?: Record<string, string>
  idOf?: (field: string) => string
  message?: string
}) {
  const entries = idOf ? Object.entries(errors) : []
  const shown = entries.length > 0 || message !== ''
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className={shown ? styles.summary : undefined}>
      {message ? <p>{message}</p> : null}
      {entries.length && idOf ? (
        <>
          <p>入力内容をご確認ください（{entries.length}件）。</p>
          <ul>
            {entries.map(([field, text]) => (
              <li key={field}>
                <a href={`#${idOf(field)}`}>{text}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
