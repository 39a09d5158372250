'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { informationCall } from '@/lib/api/routes/content'

import styles from './InformationBrowser.module.css'
import { InformationList, type InformationListItem } from './InformationList'

type ListState = { items: InformationListItem[]; page: number; totalPages: number; totalDocs: number }
type Category = { value: string; label: string }

/**
 * The notice list with category filters and pages. Page 1 of all categories is in the cached HTML; other
 * pages and filters (kept in the URL: ?selectionDiv=a,b&page=2) are read from `GET /api/information`.
 */
export function InformationBrowser(props: { initial: ListState; categories: Category[] }) {
  return (
    <Suspense fallback={<InformationList items={props.initial.items} />}>
      <Browser {...props} />
    </Suspense>
  )
}

function Browser({ initial, categories }: { initial: ListState; categories: Category[] }) {
  const search = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const selected = (search.get('selectionDiv') ?? '').split(',').filter((v) => categories.some((c) => c.value === v))
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1)
  const key = `${selected.join(',')}|${page}`
  const isInitial = key === '|1'
  // One result per query key; "loading" is derived (no result yet for the current key).
  const [result, setResult] = useState<{ key: string; data: ListState | null } | null>(null)

  useEffect(() => {
    if (isInitial) return
    let cancelled = false
    api
      .call(informationCall, { query: { selectionDiv: selected.join(',') || undefined, page } })
      .then((data) => !cancelled && setResult({ key, data: data as ListState }))
      .catch(() => !cancelled && setResult({ key, data: null }))
    return () => {
      cancelled = true
    }
    // `key` captures selected and page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isInitial])

  const current = result?.key === key ? result : null
  const status: 'idle' | 'loading' | 'failure' = isInitial ? 'idle' : !current ? 'loading' : current.data ? 'idle' : 'failure'
  const data = isInitial ? initial : (current?.data ?? null)

  const go = (nextSelected: string[], nextPage: number) => {
    const q = new URLSearchParams()
    if (nextSelected.length) q.set('selectionDiv', nextSelected.join(','))
    if (nextPage > 1) q.set('page', String(nextPage))
    router.push(q.size ? `${pathname}?${q.toString()}` : pathname, { scroll: false })
  }

  const toggle = (value: string) =>
    go(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value], 1)

  return (
    <div>
      <div className={styles.filters} role="group" aria-label="カテゴリで絞り込む">
        <button type="button" className={styles.filter} aria-pressed={selected.length === 0} onClick={() => go([], 1)}>
          すべて
        </button>
        {categories.map((c) => (
          <button
            key={c.value}
            type="button"
            className={styles.filter}
            aria-pressed={selected.includes(c.value)}
            onClick={() => toggle(c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {status === 'loading' ? '読み込み中' : data ? `${data.totalDocs}件のお知らせ` : ''}
      </p>
      {status === 'failure' ? <p role="alert">お知らせを読み込めませんでした。時間をおいて再度お試しください。</p> : null}
      {data ? <InformationList items={data.items} /> : <p aria-hidden="true">読み込み中…</p>}
      {data && data.totalPages > 1 ? (
        <nav aria-label="お知らせのページ" className={styles.pager}>
          <ul>
            {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <a
                  href={`?${new URLSearchParams({ ...(selected.length ? { selectionDiv: selected.join(',') } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString()}`}
                  aria-current={n === data.page ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault()
                    go(selected, n)
                  }}
                >
                  {n}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
