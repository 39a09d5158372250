'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, type ChangeEvent } from 'react'

import type { ListFilterOptions } from '@/shop/catalogue/catalogue-queries'
import type { ProductCategory, ProductClass, SortClassification } from '@/shop/catalogue/codes'
import {
  LIST_PARAMS,
  listPath,
  parseListQuery,
  type ListChange,
  type ListFilter,
  type ListQuery,
} from '@/shop/catalogue/list-query'

import styles from './ProductBrowser.module.css'

type Props = {
  category: ProductCategory
  options: ListFilterOptions
  /** What the controls show: the shopper's latest choices, also while the list for them is still loading. */
  query: ListQuery
  /** With JavaScript: apply at once. Without it the form is submitted as a GET form. */
  onChange: (change: ListChange) => void
}

/**
 * Filters by purpose, ingredient and product class (any of the checked codes) and the sort order. Checkboxes
 * share one parameter name each, which the server reads as a comma list.
 */
export function ProductFilters({ category, options, query, onChange }: Props) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  // A choice made while the page was still loading changed the controls but reached no handler (hydration
  // fires no change events): apply what the form shows once it can act, so the shopper's choice is not lost.
  useEffect(() => {
    if (!form.current) return
    const fields = new URLSearchParams()
    for (const [name, value] of new FormData(form.current))
      if (typeof value === 'string') fields.append(name, value)
    const shown = parseListQuery(fields)
    if (listPath(category, shown) !== listPath(category, query)) onChange({ query: shown })
    // Only once, at hydration: later changes go through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const group = (key: ListFilter, legend: string, name: string, items: { code: string; label: string }[]) =>
    items.length ? (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {items.map((item) => {
            const checked = (query[key] as readonly string[]).includes(item.code)
            return (
              <label key={item.code} className={styles.choice}>
                <input
                  type="checkbox"
                  name={name}
                  value={item.code}
                  checked={checked}
                  onChange={(e: ChangeEvent<HTMLInputElement>) =>
                    onChange({ filter: key, code: item.code, on: e.target.checked })
                  }
                />
                <span>{item.label}</span>
              </label>
            )
          })}
        </div>
      </fieldset>
    ) : null

  return (
    <form
      ref={form}
      method="get"
      action={`/${category}/`}
      className={styles.filters}
      aria-label="商品の絞り込み"
      onSubmit={(e) => {
        e.preventDefault()
        onChange({ query })
      }}
    >
      {group('purposeCodes', '目的で絞り込む', LIST_PARAMS.purposes, options.purposes)}
      {group('ingredientCodes', '成分で絞り込む', LIST_PARAMS.ingredients, options.ingredients)}
      {group(
        'productClassCodes',
        '商品区分',
        LIST_PARAMS.productClasses,
        options.productClasses.map((c) => ({ code: c.code as ProductClass, label: c.label })),
      )}
      <div className={styles.sortRow}>
        <label htmlFor={`${id}-sort`} className={styles.legend}>
          並び順
        </label>
        <select
          id={`${id}-sort`}
          name={LIST_PARAMS.sort}
          value={query.sort}
          className={styles.select}
          onChange={(e) => onChange({ sort: e.target.value as SortClassification })}
        >
          {options.sorts.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        {/* Needed without JavaScript; with it every change applies at once. */}
        <button type="submit" className={styles.submit}>
          この条件で表示する
        </button>
        <Link href={listPath(category)} className={styles.clear}>
          条件をクリア
        </Link>
      </div>
    </form>
  )
}
