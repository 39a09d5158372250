'use client'

import { birthYears } from '@/shop/customer/birth-date'
import { eraLabelOfYear, eraOfDate } from '@/shop/customer/japanese-era'

import { RequiredMark } from './FieldParts'
import { useFieldError, useFieldId } from './Form'
import styles from './form.module.css'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1))
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1))

export interface BirthDateNames {
  year: string
  month: string
  day: string
}

/**
 * 生年月日 as three of the browser's own selects (year with its era name: 1989（昭和64年/平成元年）), the date's
 * era shown under them (和暦: 平成元年1月8日), each part's message tied to its select. `today` ('YYYY-MM-DD',
 * Japan) bounds the years, so server and browser offer the same list.
 */
export function BirthDateField({
  names,
  values,
  onChange,
  today,
  required,
  description,
}: {
  names: BirthDateNames
  values: { year: string; month: string; day: string }
  onChange: (patch: Record<string, string>) => void
  today: string
  required: boolean
  description?: string
}) {
  const ids = { year: useFieldId(names.year), month: useFieldId(names.month), day: useFieldId(names.day) }
  const errors = {
    year: useFieldError(names.year),
    month: useFieldError(names.month),
    day: useFieldError(names.day),
  }
  const eraId = `${ids.year}-era`
  const descriptionId = `${ids.year}-description`
  const { year, month, day } = values
  const era =
    year && month && day
      ? eraOfDate(Number(year), Number(month), Number(day))
      : year
        ? eraLabelOfYear(Number(year))
        : null

  const parts = [
    {
      part: 'year',
      label: '生年月日（年）',
      unit: '年',
      empty: '----',
      auto: 'bday-year',
      options: birthYears(today).map((y) => ({ value: String(y), label: `${y}（${eraLabelOfYear(y)}）` })),
    },
    { part: 'month', label: '生年月日（月）', unit: '月', empty: '--', auto: 'bday-month', options: MONTHS },
    { part: 'day', label: '生年月日（日）', unit: '日', empty: '--', auto: 'bday-day', options: DAYS },
  ] as const

  return (
    <fieldset className={styles.group}>
      <legend>
        生年月日
        <RequiredMark required={required} />
      </legend>
      {description ? (
        <p id={descriptionId} className={styles.hint}>
          {description}
        </p>
      ) : null}
      <div className={styles.dateParts}>
        {parts.map(({ part, label, unit, empty, auto, options }) => {
          const error = errors[part]
          const describedBy = [
            description ? descriptionId : '',
            era ? eraId : '',
            error ? `${ids[part]}-error` : '',
          ].filter(Boolean)
          return (
            <span key={part} className={styles.datePart}>
              <select
                id={ids[part]}
                name={names[part]}
                aria-label={label}
                autoComplete={auto}
                value={values[part]}
                onChange={(e) => onChange({ [names[part]]: e.target.value })}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.join(' ') || undefined}
                className={styles.nativeSelect}
              >
                <option value="">{empty}</option>
                {options.map((o) =>
                  typeof o === 'string' ? (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ) : (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ),
                )}
              </select>
              <span aria-hidden="true">{unit}</span>
            </span>
          )
        })}
      </div>
      {era ? (
        <p id={eraId} className={styles.hint}>
          和暦: {era}
        </p>
      ) : null}
      {(['year', 'month', 'day'] as const).map((part) => {
        const error = errors[part]
        return error ? (
          <p key={part} id={`${ids[part]}-error`} className={styles.error}>
            {error}
          </p>
        ) : null
      })}
    </fieldset>
  )
}
