'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useRef, useState, type FormEvent } from 'react'

import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import {
  INQUIRY_CATEGORIES,
  INQUIRY_MESSAGE_MAX,
  inquiryCategoryFromQuery,
  inquiryInputSchema,
  type InquiryInput,
} from '@/shop/inquiry/inquiry-schema'

import { emptyInquiry, loadDraft, saveDraft } from './inquiry-draft'
import styles from './inquiry.module.css'
import { fieldErrors } from './zod-field-errors'

type Field = keyof InquiryInput

const FIELDS: {
  name: Field
  label: string
  required: boolean
  type?: string
  autoComplete?: string
  hint?: string
}[] = [
  { name: 'lastName', label: 'お名前（姓）', required: true, autoComplete: 'family-name' },
  { name: 'firstName', label: 'お名前（名）', required: true, autoComplete: 'given-name' },
  { name: 'lastNameKana', label: 'フリガナ（セイ）', required: true, hint: '全角カタカナ' },
  { name: 'firstNameKana', label: 'フリガナ（メイ）', required: true, hint: '全角カタカナ' },
  { name: 'email', label: 'メールアドレス', required: true, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: '電話番号',
    required: false,
    type: 'tel',
    autoComplete: 'tel',
    hint: 'ハイフンなし 例: 0312345678',
  },
  { name: 'orderNumber', label: 'ご注文番号', required: false, hint: 'ご注文に関するお問い合わせの場合' },
]

/** The stored draft, with the category a link asked for (?category=…): the page is cached, so read here. */
function initialEntries(categoryQuery: string | null): Required<InquiryInput> {
  const draft = loadDraft()
  const category = inquiryCategoryFromQuery(categoryQuery)
  return category ? { ...draft, category } : draft
}

/**
 * The query is read through the router, not window.location: on a client-side navigation the new page
 * renders before the address bar changes. The cached page renders the empty form until the query is known.
 */
export function InquiryForm() {
  return (
    <Suspense fallback={<InquiryFormFields key="server" initial={emptyInquiry} hydrated={false} />}>
      <InquiryFormWithQuery />
    </Suspense>
  )
}

function InquiryFormWithQuery() {
  const category = useSearchParams().get('category')
  // Remount with the stored draft once in the browser, so the server HTML and hydration agree.
  const isClient = useIsClient()
  return (
    <InquiryFormFields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      initial={isClient ? initialEntries(category) : emptyInquiry}
    />
  )
}

function InquiryFormFields({ initial, hydrated }: { initial: Required<InquiryInput>; hydrated: boolean }) {
  const router = useRouter()
  const [values, setValues] = useState<Required<InquiryInput>>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const summaryRef = useRef<HTMLDivElement>(null)

  const set = (name: Field, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    saveDraft(next)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const result = inquiryInputSchema.safeParse(values)
    if (!result.success) {
      setErrors(fieldErrors(result.error))
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setErrors({})
    saveDraft(values)
    router.push('/inquiry/contact/confirm/')
  }

  const errorCount = Object.keys(errors).length
  const describe = (name: string, hint?: string) =>
    [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label="お問い合わせフォーム">
      <UntilHydrated hydrated={hydrated}>
        <div
          ref={summaryRef}
          tabIndex={-1}
          className={errorCount ? styles.summary : undefined}
          role={errorCount ? 'alert' : undefined}
        >
          {errorCount ? (
            <>
              <p>入力内容をご確認ください（{errorCount}件）。</p>
              <ul>
                {Object.entries(errors).map(([k, m]) => (
                  <li key={k}>
                    <a href={`#inquiry-${k}`}>{m}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        <div className={styles.field}>
          <label htmlFor="inquiry-category">
            お問い合わせ種別<span className={styles.required}>必須</span>
          </label>
          <select
            id="inquiry-category"
            name="category"
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={describe('category')}
          >
            <option value="">選択してください</option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id="category-error" className={styles.error}>
              {errors.category}
            </p>
          ) : null}
        </div>

        {FIELDS.map((f) => (
          <div key={f.name} className={styles.field}>
            <label htmlFor={`inquiry-${f.name}`}>
              {f.label}
              {f.required ? (
                <span className={styles.required}>必須</span>
              ) : (
                <span className={styles.optional}>任意</span>
              )}
            </label>
            {f.hint ? (
              <p id={`${f.name}-hint`} className={styles.hint}>
                {f.hint}
              </p>
            ) : null}
            <input
              id={`inquiry-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={(e) => set(f.name, e.target.value)}
              aria-invalid={Boolean(errors[f.name])}
              aria-describedby={describe(f.name, f.hint)}
            />
            {errors[f.name] ? (
              <p id={`${f.name}-error`} className={styles.error}>
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        ))}

        <div className={styles.field}>
          <label htmlFor="inquiry-message">
            お問い合わせ内容<span className={styles.required}>必須</span>
          </label>
          <p id="message-hint" className={styles.hint}>
            {INQUIRY_MESSAGE_MAX}文字以内（現在 {values.message.length}文字）
          </p>
          <textarea
            id="inquiry-message"
            name="message"
            rows={8}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describe('message', 'hint')}
          />
          {errors.message ? (
            <p id="message-error" className={styles.error}>
              {errors.message}
            </p>
          ) : null}
        </div>

        <p className={styles.actions}>
          <button type="submit" className="button-primary">
            確認画面へ進む
          </button>
        </p>
      </UntilHydrated>
    </form>
  )
}
