'use client'

import type { ReactNode } from 'react'

import entry from '@/ui/entry/entry.module.css'
import { EntryField, RequiredMark } from '@/ui/entry/EntryField'

import styles from './checkout.module.css'

/** Messages the rules put on a field without its own control, shown on the control that sets it. */
const CONTROL_OF: Record<string, string> = {
  PREFECTURE: 'PREFECTURES',
  DESTINATION_PREFECTURE: 'DESTINATION_PREFECTURES',
  MUNICIPALITY_CODE: 'CITY',
  DESTINATION_MUNICIPALITY_CODE: 'DESTINATION_CITY',
  DELIVERY_SPECIFIED_DATE_YEAR: 'DELIVERY_SPECIFIED_DATE',
  DELIVERY_SPECIFIED_DATE_MONTH: 'DELIVERY_SPECIFIED_DATE',
  DELIVERY_SPECIFIED_DATE_DAY: 'DELIVERY_SPECIFIED_DATE',
  CARD_TOKEN: 'card.number',
  _form: 'form',
}

/** The id of the control that shows a field's message (the error summary links to it). */
export function fieldId(field: string): string {
  return `checkout-${(CONTROL_OF[field] ?? field).replace(/[^A-Za-z0-9_-]/g, '-')}`
}

/** The message of a control: its own, or one the rules put on a field it sets. */
export function errorFor(errors: Record<string, string>, control: string): string | undefined {
  if (errors[control]) return errors[control]
  const other = Object.entries(CONTROL_OF).find(([field, to]) => to === control && errors[field])
  return other ? errors[other[0]] : undefined
}

export type InputMode = 'numeric' | 'tel' | 'email' | 'text'

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
  hint?: string
  type?: string
  autoComplete?: string
  inputMode?: InputMode
  maxLength?: number
}) {
  return (
    <EntryField id={fieldId(name)} label={label} required={required} hint={hint} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </EntryField>
  )
}

export interface ChoiceOption {
  value: string
  label: string
  description?: string
  disabled?: boolean
}

/** Radios under a legend; the first radio carries the field's id so the error summary can move to it. */
export function RadioGroupField({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  required = true,
  hint,
  children,
}: {
  name: string
  legend: string
  options: readonly ChoiceOption[]
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
  hint?: string
  /** Shown under the radios (e.g. the fields a choice opens). */
  children?: ReactNode
}) {
  const id = fieldId(name)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset className={entry.group} aria-describedby={describedBy || undefined}>
      <legend>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={entry.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map((option, i) => {
          const optionId = i === 0 ? id : `${id}-${i}`
          const descriptionId = option.description ? `${id}-${i}-description` : undefined
          return (
            <div
              key={option.value}
              className={styles.option}
              data-checked={value === option.value || undefined}
            >
              <label className={entry.radio} htmlFor={optionId}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  disabled={option.disabled}
                  onChange={() => onChange(option.value)}
                  aria-describedby={descriptionId}
                />
                <span className={styles.optionLabel}>{option.label}</span>
              </label>
              {option.description ? (
                <p id={descriptionId} className={styles.optionDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={entry.error}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  )
}

export function CheckField({
  field,
  name,
  checked,
  onChange,
  error,
  children,
  hint,
}: {
  /** The field whose messages it shows (its id). */
  field: string
  /** The spec's name, when the box is one of the form's fields. */
  name?: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  hint?: string
  children: ReactNode
}) {
  const id = fieldId(field)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.check}>
      <label className={entry.check}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy || undefined}
        />
        <span>{children}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={entry.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={entry.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
