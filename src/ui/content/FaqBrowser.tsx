'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'

import { createCmsClient } from '@/lib/graphql/client'
import { FAQS_BY_CATEGORY, type FaqGql } from '@/lib/graphql/queries'

import styles from './FaqBrowser.module.css'

type Category = { slug: string; name: string; id?: number }
/** `answer`: rendered by the server (src/app/_rich-text/FaqContent.tsx). */
type Faq = { id: number; question: string; answer: ReactNode; categorySlug: string }

/**
 * FAQ by category. The server renders every question and answer; choosing a category (kept in ?category= so it
 * can be shared and restored) reads that category's published questions from the CMS GraphQL API, and shows
 * each with the server's rendering of its answer. A question published since this page was rendered has no
 * rendering here (its answer may hold links, images and the shop's facts, which only the server resolves): it
 * asks for a reload, which brings the new page.
 */
export function FaqBrowser(props: { categories: Category[]; faqs: Faq[] }) {
  return (
    <Suspense fallback={<FaqList categories={props.categories} faqs={props.faqs} />}>
      <FaqBrowserInner {...props} />
    </Suspense>
  )
}

function FaqBrowserInner({ categories, faqs }: { categories: Category[]; faqs: Faq[] }) {
  const search = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const selected = search.get('category')
  const client = useMemo(() => createCmsClient(), [])
  const category = categories.find((c) => c.slug === selected)
  // One result per category slug; "loading" is derived (no result yet for the selected category).
  const [result, setResult] = useState<{ slug: string; faqs: FaqGql[] | null } | null>(null)

  useEffect(() => {
    if (!category?.id) return
    let cancelled = false
    client
      .query(FAQS_BY_CATEGORY, { category: category.id })
      .toPromise()
      .then((r) => {
        if (!cancelled) setResult({ slug: category.slug, faqs: r.error || !r.data?.Faqs ? null : r.data.Faqs.docs })
      })
    return () => {
      cancelled = true
    }
  }, [category?.id, category?.slug, client])

  const current = category && result?.slug === category.slug ? result : null
  const status: 'idle' | 'loading' | 'failure' = !category ? 'idle' : !current ? 'loading' : current.faqs ? 'idle' : 'failure'
  const loaded = current?.faqs ? { slug: current.slug, faqs: current.faqs } : null

  const select = (slug: string | null) => {
    const q = new URLSearchParams(search.toString())
    if (slug) q.set('category', slug)
    else q.delete('category')
    router.replace(q.size ? `${pathname}?${q.toString()}` : pathname, { scroll: false })
  }

  const rendered = useMemo(() => new Map(faqs.map((f) => [f.id, f.answer])), [faqs])
  const shown: Faq[] =
    category && loaded?.slug === category.slug
      ? loaded.faqs.map((f) => ({
          id: f.id,
          question: f.question,
          categorySlug: category.slug,
          answer: rendered.get(f.id) ?? <ReloadForAnswer href={`${pathname}?${search.toString()}`} />,
        }))
      : category
        ? faqs.filter((f) => f.categorySlug === category.slug)
        : faqs

  return (
    <div>
      <div className={styles.filters} role="group" aria-label="カテゴリで絞り込む">
        <button type="button" className={styles.filter} aria-pressed={!category} onClick={() => select(null)}>
          すべて
        </button>
        {categories.map((c) => (
          <button
            key={c.slug}
            type="button"
            className={styles.filter}
            aria-pressed={category?.slug === c.slug}
            onClick={() => select(c.slug)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {status === 'loading' ? '読み込み中' : `${shown.length}件のご質問を表示しています`}
      </p>
      {status === 'failure' ? <p role="alert">ご質問を読み込めませんでした。時間をおいて再度お試しください。</p> : null}
      <FaqList categories={category ? [category] : categories} faqs={shown} />
    </div>
  )
}

function FaqList({ categories, faqs }: { categories: Category[]; faqs: Faq[] }) {
  return (
    <>
      {categories.map((c) => {
        const items = faqs.filter((f) => f.categorySlug === c.slug)
        if (!items.length) return null
        return (
          <section key={c.slug} className={styles.category} aria-labelledby={`faq-${c.slug}`}>
            <h2 id={`faq-${c.slug}`}>{c.name}</h2>
            {items.map((f) => (
              <details key={f.id} className={styles.item}>
                <summary className={styles.question}>
                  <span aria-hidden="true">Q.</span> {f.question}
                </summary>
                <div className={styles.answer}>{f.answer}</div>
              </details>
            ))}
          </section>
        )
      })}
    </>
  )
}

function ReloadForAnswer({ href }: { href: string }) {
  return (
    <p>
      このご質問は新しく追加されました。回答は<a href={href}>ページを再読み込み</a>するとご覧いただけます。
    </p>
  )
}
