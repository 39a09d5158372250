'use client'

import type { ReactNode } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'

import { useFieldError, useFieldId } from './Form'
import styles from './form.module.css'

/** The props every kit field gives its react-aria field: id `<form id>-<name>`, name, and its invalid state. */
export function useFieldProps(name: string) {
  const error = useFieldError(name)
  return { props: { id: useFieldId(name), name, isInvalid: error !== undefined }, error }
}

/** A field's label (with 必須/任意 when `mark`) and its description, tied to the control by react-aria. */
export function FieldHead({
  label,
  required,
  mark,
  description,
}: {
  label: ReactNode
  required: boolean
  mark: boolean
  description?: ReactNode
}) {
  return (
    <>
      {/* The mark beside the label, not in it: the label's text stays the field's name (getByLabel, voice control). */}
      <span className={styles.labelRow}>
        <Label className={styles.label}>{label}</Label>
        {mark ? <RequiredMark required={required} /> : null}
      </span>
      <FieldDescription description={description} />
    </>
  )
}

export function FieldDescription({ description }: { description?: ReactNode }) {
  return description ? (
    <Text slot="description" className={styles.hint}>
      {description}
    </Text>
  ) : null
}

/** The field's message, tied to the control with aria-describedby (shown only while the field is invalid). */
export function FieldMessage({ error }: { error: string | undefined }) {
  return <FieldError className={styles.error}>{error}</FieldError>
}

/**
 * 必須 or 任意 after a label. Seen, not read: the control itself says it is required (aria-required), so its
 * accessible name stays the label ("パスワード", not "パスワード必須").
 */
export function RequiredMark({ required }: { required: boolean }) {
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
