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

/**
 * The errors a form shows, set in one go after each failed submit. Every `show` is a new object, so the form
 * moves the focus again even when the same message comes back. `initialMessage` is shown without taking the
 * focus (e.g. why the flow started over).
 */
export function useFormErrors(initialMessage = '') {
  const [errors, setErrors] = useState<FormErrors>(() =>
    initialMessage ? { fields: {}, message: initialMessage, quiet: true } : NO_ERRORS,
  )
  return {
    errors,
    show: (fields: FieldErrors = {}, message = '') => setErrors({ fields: { ...fields }, message }),
    clear: () => setErrors(NO_ERRORS),
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

export interface FormProps {
  /** Id prefix of the fields (see useFieldId). */
  id: string
  /** The form's accessible name. */
  label: string
  errors: FormErrors
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
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
  children,
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

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
      method="post"
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
        </FieldErrorsContext.Provider>
      </FormIdContext.Provider>
    </AriaForm>
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
