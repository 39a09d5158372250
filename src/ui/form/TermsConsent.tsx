'use client'

import Link from 'next/link'
import { Fragment } from 'react'

import { Checkbox } from './Checkbox'
import { RequiredMark } from './FieldParts'

export interface TermsDocument {
  label: string
  href: string
}

/** 「A・BとC」: how a Japanese sentence lists the documents. */
function joined<T>(items: readonly T[], render: (item: T) => React.ReactNode) {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i === 0 ? null : i === items.length - 1 ? 'と' : '・'}
      {render(item)}
    </Fragment>
  ))
}

/**
 * The required agreement to the shop's terms: 「会員規約と個人情報の取り扱いに同意する」. The links to the documents
 * are in its description, outside the label: inside it a click on a link would tick the box instead of opening
 * the page. They open in a new tab, so what was typed stays.
 */
export function TermsConsent({
  name,
  documents,
  checked,
  onChange,
}: {
  name: string
  documents: readonly TermsDocument[]
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Checkbox
      name={name}
      required
      checked={checked}
      onChange={onChange}
      label={
        <span>
          {joined(documents, (d) => d.label)}に同意する
          <RequiredMark required />
        </span>
      }
      description={
        <>
          内容は
          {joined(documents, (d) => (
            <Link href={d.href} target="_blank">
              {d.label}
            </Link>
          ))}
          でご確認ください（新しいタブで開きます）。
        </>
      }
    />
  )
}
