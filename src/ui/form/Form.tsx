'use client'

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Form as AriaForm } from 'react-aria-components/Form'

import { adoptTypedBeforeHydration } from './adopt-typed'
import { firstInvalidIndex, NO_ERRORS, type FieldErrors, type FormErrors } from './field-errors'
import styles from './form.module.css'

/** The form's id prefix: a field named `email` in the form `login` has the id `login-email`. */
const FormIdContext = createContext('form')

/** The messages of the enclosing form's fields, by name. */
const FieldErrorsContext = createContext<FieldErrors>({})

/** The id of a field of the enclosing form (the summary links to it, tests may select it). */
export function useFieldId(name: string): string {
  return `${useContext(FormIdContext)}-${name}`
}

/**
 * A field's message from the enclosing form, held until the next submit. (react-aria would drop a server message
 * on the field's change event, which fires on blur: the form would shrink between mousedown and mouseup on the
 * submit button and the click would be lost.)
 */
export function useFieldError(name: string): string | undefined {
  const fields = useContext(FieldErrorsContext)
  return Object.hasOwn(fields, name) ? fields[name] : undefined
}

/** Messages a server gave the page to show (a form's server function, a page that checked the choice). */
export interface SentErrors {
  fields: FieldErrors
  message: string
}

/**
 * The errors a form shows, set in one go after each failed submit. Every `show` is a new object, so the form
 * moves the focus again even when the same message comes back. `initialMessage` is shown without taking the
 * focus (e.g. why the flow started over). `sent`: the server's answer to the form (docs/adr/059), shown as a
 * failed submit's, on the server's HTML and whenever a new answer comes.
 */
export function useFormErrors(initialMessage = '', sent: SentErrors | null = null) {
  const shown = (answer: SentErrors): FormErrors => ({
    fields: { ...answer.fields },
    message: answer.message,
  })
  const [errors, setErrors] = useState<FormErrors>(() =>
    sent ? shown(sent) : initialMessage ? { fields: {}, message: initialMessage, quiet: true } : NO_ERRORS,
  )
  const [seen, setSeen] = useState(sent)
  if (sent !== seen) {
    setSeen(sent)
    if (sent) setErrors(shown(sent))
  }
  return {
    errors,
    show: (fields: FieldErrors = {}, message = '') => setErrors({ fields: { ...fields }, message }),
    clear: () => setErrors(NO_ERRORS),
    /** A message that explains without taking the focus (e.g. why the flow started over). */
    note: (message: string) => setErrors({ fields: {}, message, quiet: true }),
  }
}

const isControl = (el: Element): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement && el.type !== 'hidden' && !el.hidden) ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement

/**
 * A summary link takes the shopper to the field and gives it the focus (an in-page link alone only scrolls): the
 * field's own control, or the first control of a group (radio buttons, a date in three selects).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId)
  const control =
    target && isControl(target) ? target : target?.querySelector<HTMLElement>('input, select, textarea')
  if (!control) return
  event.preventDefault()
  control.scrollIntoView({ block: 'center' })
  control.focus({ preventScroll: true })
}

/**
 * Where a form that needs its scripts goes when it is sent without them: nowhere (a javascript: URL is not followed
 * while scripts are off, and the server's submit guard stops it before hydration), so what was typed stays.
 */
const STAY = 'javascript:void 0'

export interface FormProps {
  /** Id prefix of the fields (see useFieldId). */
  id: string
  /**
   * The server function that does the form's job without the page's scripts (progressive enhancement, ADR 059):
   * sent as a plain POST before hydration or with scripts off; `onSubmit` handles it once the scripts run (and
   * calls preventDefault), or leaves it to this function. Without it the form needs its scripts: submitted before
   * they run it waits for them (the server's submit guard), and with scripts off it says so.
   */
  action?: string | ((formData: FormData) => void | Promise<void>)
  /** GET for a form that only leads to the next page (its values in the URL, never personal data). */
  method?: 'get' | 'post'
  /** The form's accessible name. */
  label: string
  errors: FormErrors
  /** Omitted when the form's server function (`action`) does its job with the scripts too. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  /** List the field messages at the top as links to their fields (long forms). */
  summary?: boolean
  /** 480px wide instead of 720px; `centered` also centres it (the sign-in page). */
  width?: 'normal' | 'narrow' | 'centered'
  children: ReactNode
}

/**
 * The shop's form: react-aria's Form with `validationBehavior="aria"` (our messages, not the browser's bubbles),
 * the field messages given to every field by name (`validationErrors`, so each is tied to its input with
 * aria-describedby and marks it aria-invalid), the form's own message in an alert at the top, and after a failed
 * submit the focus on the first invalid field (or on the alert when no field is at fault); a form with a summary
 * focuses the summary instead, whose links focus their fields. POST, so a submit
 * before hydration never puts a password into a URL.
 */
export function Form({
  id,
  label,
  errors,
  onSubmit,
  summary = false,
  width = 'normal',
  action,
  method = 'post',
  children,
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  // Hydrated: take what was typed before (./adopt-typed.ts), then tell the submit guard the form can act.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    let gone = false
    void adoptTypedBeforeHydration(form, () => gone).then(() => {
      if (!gone) form.setAttribute('data-ready', '')
    })
    return () => {
      gone = true
    }
  }, [])

  useEffect(() => {
    if (errors === NO_ERRORS || errors.quiet) return
    // After react-aria has marked the fields invalid in the DOM.
    const frame = requestAnimationFrame(() => {
      const controls = Array.from(formRef.current?.elements ?? []).filter(isControl)
      const index = firstInvalidIndex(
        controls.map((c) => ({ name: c.name, invalid: c.getAttribute('aria-invalid') === 'true' })),
        errors.fields,
      )
      const alert = alertRef.current
      if (summary && Object.keys(errors.fields).length > 0 && alert) {
        // A long form with its summary: the summary takes the focus (the GOV.UK error-summary pattern), its top
        // where html's scroll-padding-top (global.css) keeps it below the sticky header. Focusing the first field
        // instead either left the summary half under the header or, on a tall form, put the field below the fold.
        alert.scrollIntoView({ block: 'start' })
        alert.focus({ preventScroll: true })
      } else (index >= 0 ? controls[index] : alert)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [errors, summary])

  const listed = summary ? Object.entries(errors.fields) : []
  const shown = listed.length > 0 || errors.message !== ''
  const widthClass = width === 'normal' ? '' : ` ${styles[width]}`
  return (
    <AriaForm
      ref={formRef}
      method={method}
      action={action ?? STAY}
      data-needs-script={action ? undefined : ''}
      validationBehavior="aria"
      validationErrors={errors.fields}
      onSubmit={onSubmit}
      className={`${styles.form}${widthClass}`}
      aria-label={label}
    >
      <FormIdContext.Provider value={id}>
        <FieldErrorsContext.Provider value={errors.fields}>
          <div ref={alertRef} tabIndex={-1} role="alert" className={shown ? styles.alert : undefined}>
            {errors.message ? errors.message.split('\n').map((line) => <p key={line}>{line}</p>) : null}
            {listed.length ? (
              <>
                <p>入力内容をご確認ください（{listed.length}件）。</p>
                <ul>
                  {listed.map(([name, text]) => (
                    <li key={name}>
                      <a href={`#${id}-${name}`} onClick={(event) => focusField(event, `${id}-${name}`)}>
                        {text}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          {children}
          {action ? null : <ScriptNotices />}
        </FieldErrorsContext.Provider>
      </FormIdContext.Provider>
    </AriaForm>
  )
}

/**
 * What a form that needs its scripts says while it cannot act: sent before hydration, that it goes as soon as it
 * can (shown while the submit guard's attribute is on the form, src/server/submit-guard.ts); with scripts off,
 * that they are needed.
 */
function ScriptNotices() {
  return (
    <>
      <p className={styles.pending} role="status">
        送信の準備をしています。準備ができしだい送信しますので、このままお待ちください。
      </p>
      <noscript>
        <p className={styles.noscript}>
          このフォームの送信には JavaScript が必要です。ブラウザの設定で JavaScript
          を有効にしてから、もう一度お試しください。入力した内容はこのページに残っています。
        </p>
      </noscript>
    </>
  )
}

/** The submit row; `busyLabel` replaces the label while the form waits for the server. */
export function SubmitRow({
  label,
  busy = false,
  busyLabel,
  full = false,
  children,
}: {
  label: string
  busy?: boolean
  busyLabel?: string
  /** One button across the whole form (the sign-in page). */
  full?: boolean
  /** Buttons or links before the submit button. */
  children?: ReactNode
}) {
  return (
    <p className={full ? `${styles.actions} ${styles.full}` : styles.actions}>
      {children}
      <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </p>
  )
}
