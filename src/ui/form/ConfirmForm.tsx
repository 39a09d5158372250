'use client'

import Link from 'next/link'
import { useActionState, useEffect, useRef, type ReactNode } from 'react'

import type { FormAction } from '@/lib/forms/form-state'

import styles from './form.module.css'

/**
 * The last step of a procedure (「解約する」, 「ご注文をキャンセルする」…): what the confirm page shows is sent as a
 * plain form to the page's server function, which makes the call and answers with the complete page
 * (docs/adr/059). The same with or without the page's scripts, before or after they run: the scripts only keep the
 * page in place while it waits and move the focus to a refusal.
 */
export function ConfirmForm({
  action,
  hidden,
  label,
  busyLabel = '手続きしています…',
  back,
  children,
}: {
  action: FormAction
  /** What the procedure needs, as the form sends it. */
  hidden: Record<string, string>
  label: string
  busyLabel?: string
  back?: { href: string; label: string }
  children?: ReactNode
}) {
  const [state, formAction, pending] = useActionState(action, null)
  const alertRef = useRef<HTMLDivElement>(null)
  const message = state ? [state.message, ...Object.values(state.fields)].filter(Boolean).join('\n') : ''
  useEffect(() => {
    if (state) alertRef.current?.focus()
  }, [state])
  return (
    <form action={formAction} className={styles.form}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={alertRef} tabIndex={-1} role="alert" className={message ? styles.alert : undefined}>
        {message ? message.split('\n').map((line) => <p key={line}>{line}</p>) : null}
      </div>
      {children}
      <p className={styles.actions}>
        {back ? (
          <Link href={back.href} className="button-secondary">
            {back.label}
          </Link>
        ) : null}
        <button type="submit" className="button-primary" disabled={pending} aria-busy={pending}>
          {pending ? busyLabel : label}
        </button>
      </p>
    </form>
  )
}
