'use client'

import { TextField as AriaTextField, TextArea as AriaTextArea } from 'react-aria-components/TextField'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'
import type { TextFieldProps } from './TextField'

import styles from './form.module.css'

type TextAreaProps = Pick<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'required' | 'mark' | 'description' | 'maxLength'
> & { rows?: number }

/**
 * A labelled multi-line text (a message) with its description and its message from the form's `errors` by
 * `name`, both tied to the textarea with aria-describedby. Its id is `<form id>-<name>`.
 */
export function TextArea({
  name,
  label,
  required = false,
  mark = false,
  description,
  rows = 8,
  ...rest
}: TextAreaProps) {
  const { props, error } = useFieldProps(name)
  return (
    <AriaTextField {...props} {...rest} isRequired={required} className={styles.field}>
      <FieldHead label={label} required={required} mark={mark} description={description} />
      <AriaTextArea rows={rows} className={styles.input} />
      <FieldMessage error={error} />
    </AriaTextField>
  )
}
