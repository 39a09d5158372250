import type { RefObject } from 'react'

import styles from './customer-form.module.css'

/**
 * Kept for checkout's StepForm and confirm until checkout moves onto the kit (whose Form has this alert); the
 * customer forms that had the rest of this file are on the kit now.
 *
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
