'use client'

import { useState, type ReactNode, type Ref } from 'react'
import { Input, TextField as AriaTextField } from 'react-aria-components/TextField'

import { FieldHead, FieldMessage, useFieldProps } from './FieldParts'
import type { FieldRule } from './field-rule'
import { afterPointerRelease } from './pointer-release'

import styles from './form.module.css'

export interface TextFieldProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** aria-required; the 必須/任意 mark shows only with `mark`. */
  required?: boolean
  /** Show 必須 (or 任意 when not required) after the label, for forms that mix both. */
  mark?: boolean
  description?: ReactNode
  type?: 'text' | 'email' | 'password' | 'tel' | 'url'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'url'
  maxLength?: number
  pattern?: string
  /** Extra class on the input (e.g. the code entry's wide letter spacing). */
  inputClassName?: string
  inputRef?: Ref<HTMLInputElement>
  /**
   * The browser's own check (ruleOf(the zod rule)), run when the shopper leaves the field and again while
   * they correct it; the form's message for the field (the submit's, the server's) comes first.
   */
  rule?: FieldRule
  /** Tidies the value when the shopper leaves the field (e.g. ひらがな → カタカナ). */
  normalize?: (value: string) => string
}

/**
 * A labelled text input with its description and its message (from the form's `errors` by `name`, or
 * react-aria's own validation), both tied to the input with aria-describedby. Its id is `<form id>-<name>`.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  required = false,
  mark = false,
  description,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  pattern,
  inputClassName,
  inputRef,
  rule,
  normalize,
}: TextFieldProps) {
  const { props, error: formError } = useFieldProps(name)
  const [ruleMessage, setRuleMessage] = useState<string | undefined>(undefined)
  const error = formError ?? ruleMessage

  const change = (next: string) => {
    // Once a message shows, it follows the correction and goes as soon as the value passes.
    if (ruleMessage !== undefined) setRuleMessage(rule?.(next))
    onChange(next)
  }
  const leave = () => {
    const tidy = normalize ? normalize(value) : value
    if (tidy !== value) onChange(tidy)
    // Left for the submit button: the message must not push the button away under the press.
    afterPointerRelease(() => setRuleMessage(rule?.(tidy)))
  }

  return (
    <AriaTextField
      {...props}
      isInvalid={error !== undefined}
      value={value}
      onChange={change}
      onBlur={leave}
      isRequired={required}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      pattern={pattern}
      className={styles.field}
    >
      <FieldHead label={label} required={required} mark={mark} description={description} />
      <Input ref={inputRef} className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input} />
      <FieldMessage error={error} />
    </AriaTextField>
  )
}
