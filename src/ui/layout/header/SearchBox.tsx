'use client'

import { useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type FormEvent } from 'react'

import { SearchIcon } from '@/ui/icons/Icons'

import styles from './SearchBox.module.css'
import {
  isKeywordTooLong,
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_MESSAGE,
  lengthAfterPaste,
} from './search-keyword'

type SearchBoxProps = {
  defaultValue?: string
  className?: string
}

/**
 * Keyword search (GET /search/?keyword=…), a plain form so it works before hydration. maxlength silently cuts
 * pasted text, so an over-long paste also gets a message and the cut text cannot be sent unnoticed.
 */
export function SearchBox({ defaultValue = '', className }: SearchBoxProps) {
  const id = useId()
  const inputId = `${id}-keyword`
  const errorId = `${id}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const pasting = useRef(false)
  const [value, setValue] = useState(defaultValue)
  const [tooLong, setTooLong] = useState(false)

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const pasted = event.clipboardData.getData('text')
    const end = input.selectionEnd ?? input.value.length
    const start = input.selectionStart ?? end
    if (lengthAfterPaste(input.value, start, end, pasted) <= KEYWORD_MAX_LENGTH) return
    setTooLong(true)
    // The input event caused by this paste must not clear the message; the flag expires with this task.
    pasting.current = true
    window.setTimeout(() => {
      pasting.current = false
    }, 0)
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value)
    if (!pasting.current && tooLong) setTooLong(false)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (tooLong || isKeywordTooLong(value)) {
      event.preventDefault()
      setTooLong(true)
      inputRef.current?.focus()
    }
  }

  return (
    <form
      role="search"
      aria-label="サイト内検索"
      action="/search/"
      method="get"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <div className={styles.row}>
        <label htmlFor={inputId} className="visually-hidden">
          キーワードで探す
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="keyword"
          value={value}
          onChange={onChange}
          onPaste={onPaste}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder="キーワードで探す（例: DHA、セサミン）"
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : undefined}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={20} />
          検索
        </button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {tooLong ? KEYWORD_TOO_LONG_MESSAGE : ''}
      </p>
    </form>
  )
}
