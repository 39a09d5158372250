'use client'

import { useMemo, useState } from 'react'

import { createCmsClient } from '@/lib/graphql/client'
import { COLUMNS_PAGE } from '@/lib/graphql/queries'
import { COLUMN_PAGE_SIZE } from '@/shop/content/columns'

import { ColumnCards, type ColumnCardItem } from './ColumnCards'

/** The first page comes from the server; 「もっと見る」 reads the next pages from the CMS GraphQL API. */
export function ColumnLoadMore({ initial, hasNextPage }: { initial: ColumnCardItem[]; hasNextPage: boolean }) {
  const client = useMemo(() => createCmsClient(), [])
  const [items, setItems] = useState(initial)
  const [page, setPage] = useState(1)
  const [more, setMore] = useState(hasNextPage)
  const [status, setStatus] = useState<'idle' | 'loading' | 'failure'>('idle')

  const loadMore = async () => {
    setStatus('loading')
    const result = await client.query(COLUMNS_PAGE, { page: page + 1, limit: COLUMN_PAGE_SIZE }).toPromise()
    if (result.error || !result.data?.Columns) return setStatus('failure')
    setItems((prev) => [...prev, ...result.data!.Columns!.docs])
    setPage(page + 1)
    setMore(result.data.Columns.hasNextPage)
    setStatus('idle')
  }

  return (
    <div>
      <ColumnCards items={items} />
      <p role="status" className="visually-hidden">
        {status === 'loading' ? '読み込み中' : `${items.length}件のコラムを表示しています`}
      </p>
      {status === 'failure' ? <p role="alert">コラムを読み込めませんでした。時間をおいて再度お試しください。</p> : null}
      {more ? (
        <p style={{ textAlign: 'center', marginTop: 24 }}>
          <button type="button" className="button-secondary" onClick={loadMore} disabled={status === 'loading'}>
            もっと見る
          </button>
        </p>
      ) : null}
    </div>
  )
}
