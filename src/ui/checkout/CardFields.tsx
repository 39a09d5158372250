'use client'

import type { InputHTMLAttributes } from 'react'

import { RequiredMark } from '@/ui/form/FieldParts'
import { useFieldError, useFieldId } from '@/ui/form/Form'
import form from '@/ui/form/form.module.css'

import type { CardDetails } from './card-token'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/** The form's messages for the card inputs are under `card.<part>` (the card-token script's field names). */
export type CardPart = 'number' | 'expiry' | 'cvc' | 'holderName'
export const cardControl = (part: CardPart) => `card.${part}`

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined

/**
 * One card input, drawn like the kit's fields (label, description, message tied with aria-describedby) but with
 * no `name`: no form submit can ever carry a card number; only card-token.ts reads these values.
 */
function CardInput({
  part,
  label,
  required = false,
  description,
  value,
  onChange,
  ...input
}: {
  part: CardPart
  label: string
  required?: boolean
  description: string
  value: string
  onChange: (value: string) => void
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'autoCapitalize' | 'spellCheck'
>) {
  const id = useFieldId(cardControl(part))
  const error = useFieldError(cardControl(part))
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <p id={`${id}-description`} className={form.hint}>
        {description}
      </p>
      <input
        {...input}
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-description`, Boolean(error) && `${id}-error`)}
        className={form.input}
      />
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** 有効期限: month and year as the browser's own selects, one message for both. */
function ExpiryField({
  card,
  years,
  onChange,
}: {
  card: CardDetails
  years: readonly string[]
  onChange: (part: 'expMonth' | 'expYear', value: string) => void
}) {
  const id = useFieldId(cardControl('expiry'))
  const error = useFieldError(cardControl('expiry'))
  const parts = [
    {
      part: 'expMonth',
      id,
      label: '有効期限（月）',
      auto: 'cc-exp-month',
      empty: '--',
      unit: '月',
      options: MONTHS,
    },
    {
      part: 'expYear',
      id: `${id}-year`,
      label: '有効期限（年）',
      auto: 'cc-exp-year',
      empty: '----',
      unit: '年',
      options: years,
    },
  ] as const
  return (
    <fieldset className={form.group}>
      <legend>
        有効期限
        <RequiredMark required />
      </legend>
      <div className={form.dateParts}>
        {parts.map((p) => (
          <span key={p.part} className={form.datePart}>
            <select
              id={p.id}
              aria-label={p.label}
              autoComplete={p.auto}
              value={card[p.part]}
              onChange={(e) => onChange(p.part, e.target.value)}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={form.nativeSelect}
            >
              <option value="">{p.empty}</option>
              {p.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
            <span aria-hidden="true">{p.unit}</span>
          </span>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * A new card's details, held by PaymentStep in memory only and handed to the card-token service's script; the
 * inputs have no `name`, so neither the draft nor any submit ever holds them.
 */
export function CardFields({
  card,
  firstYear,
  onChange,
}: {
  card: CardDetails
  firstYear: number
  onChange: (field: keyof CardDetails, part: CardPart, value: string) => void
}) {
  const years = Array.from({ length: 16 }, (_, i) => String(firstYear + i))
  return (
    <>
      <p className={form.hint}>
        カード情報は当店のサーバーを経由せず、決済代行会社へ直接送信されます。当店ではカード番号を保存しません。
      </p>
      <CardInput
        part="number"
        label="カード番号"
        required
        description="半角数字（ハイフン・スペースなし）"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={card.number}
        onChange={(value) => onChange('number', 'number', value)}
      />
      <ExpiryField card={card} years={years} onChange={(field, value) => onChange(field, 'expiry', value)} />
      <CardInput
        part="cvc"
        label="セキュリティコード"
        required
        description="カード裏面（AMEXは表面）の3桁または4桁の数字"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={card.cvc}
        onChange={(value) => onChange('cvc', 'cvc', value)}
      />
      <CardInput
        part="holderName"
        label="カード名義"
        description="カードに記載のとおり半角ローマ字で入力してください 例: HANAKO MORINO"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        value={card.holderName}
        onChange={(value) => onChange('holderName', 'holderName', value)}
      />
    </>
  )
}
