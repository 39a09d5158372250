'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useMemo, useState, useTransition } from 'react'

import type { ProductCategory } from '@/shop/catalogue/codes'
import type { ProductSummary } from '@/shop/catalogue/catalogue-types'
import type { ListFilterOptions } from '@/shop/catalogue/catalogue-queries'
import {
  applyListChange,
  listPath,
  parseListQuery,
  type ListChange,
  type ListQuery,
} from '@/shop/catalogue/list-query'
import { matchesFilters, sortProducts } from '@/shop/catalogue/product-list'

import { ProductGrid } from './ProductCard'
import styles from './ProductBrowser.module.css'
import { ProductFilters } from './ProductFilters'

export type ProductBrowserProps = {
  category: ProductCategory
  /** Every product of the category that a list may show; filtered here. */
  products: ProductSummary[]
  filters: ListFilterOptions
  /** The query the server rendered (from the cached variant the proxy rewrote to, or none). */
  initialQuery: ListQuery
}

/**
 * The product list with its filters. The query lives in the URL (/supplement/?purpose-codes=…): without
 * JavaScript the filter form is a GET form and the server renders the filtered variant; with it, changing a
 * filter replaces the URL and the list is filtered here from the same rules once the new URL has landed.
 */
export function ProductBrowser({ category, products, filters, initialQuery }: ProductBrowserProps) {
  // The server's query first, so the filters hydrate over the server's HTML (a choice made while the page was
  // loading stays in the controls and is applied at hydration); the URL's query once it can be read.
  const [query, setQuery] = useState(initialQuery)
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // The shopper's latest choices while the list for them is loading (issue 14): the controls show them and the
  // next choice builds on them, not on the URL, which changes only when the navigation lands. A second choice
  // before the first reply replaces that navigation with one for both. Once nothing is pending (landed, or
  // replaced by another navigation such as 条件をクリア) the URL's query is the query again.
  const [chosen, setChosen] = useState(query)
  const current = pending ? chosen : query
  const shown = useMemo(
    () =>
      sortProducts(
        products.filter((p) => matchesFilters(p, query)),
        query.sort,
      ),
    [products, query],
  )
  const onChange = (change: ListChange) => {
    const next = applyListChange(current, change)
    setChosen(next)
    startTransition(() => router.replace(listPath(category, next), { scroll: false }))
  }

  return (
    <div className={styles.layout}>
      <Suspense fallback={null}>
        <FollowUrlQuery onQuery={setQuery} />
      </Suspense>
      <ProductFilters category={category} options={filters} query={current} onChange={onChange} />
      <section aria-labelledby="product-list-heading">
        <h2 id="product-list-heading" className="visually-hidden">
          商品一覧
        </h2>
        {/* Outside the busy part, so that screen readers announce the wait and then the count. */}
        <p className={styles.count} role="status">
          {pending ? '商品を絞り込んでいます…' : `${shown.length}件の商品`}
        </p>
        <div className={styles.results} aria-busy={pending || undefined}>
          {shown.length ? (
            <ProductGrid products={shown} placement="first-screen-wide" />
          ) : (
            <p className={styles.empty}>条件に合う商品が見つかりませんでした。条件を変えてお試しください。</p>
          )}
        </div>
      </section>
    </div>
  )
}

/**
 * On a cached variant page (rewritten by the proxy) the browser's URL still holds the query. Reading it needs
 * the client, so it sits in its own boundary: the list itself is not re-rendered from scratch for it.
 */
function FollowUrlQuery({ onQuery }: { onQuery: (query: ListQuery) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onQuery(parseListQuery(new URLSearchParams(search))), [search, onQuery])
  return null
}
