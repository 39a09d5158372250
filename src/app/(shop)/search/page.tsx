import type { Metadata } from 'next'

import { searchShop } from '@/app/_data/catalogue'
import { shopChrome } from '@/app/_data/chrome'
import { parseSearchPageQuery, searchHref } from '@/shop/catalogue/search-page-query'
import { KEYWORD_TOO_LONG_MESSAGE, SUGGESTED_KEYWORDS } from '@/shop/catalogue/search-keyword'
import { KeywordError, SearchResults, SuggestedKeywords } from '@/ui/catalogue/SearchResults'
import { PageTitle } from '@/ui/content/PageTitle'
import { SearchBox } from '@/ui/layout/header/SearchBox'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

export const metadata: Metadata = { title: '検索結果', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /search/?keyword=…: dynamic (it reads the query); the catalogue and FAQs it searches come from the cache. */
export default async function SearchPage({ searchParams }: Props) {
  const q = parseSearchPageQuery(await searchParams)
  const chrome = await shopChrome()
  const result = q.keyword && !q.tooLong ? await searchShop(q) : null
  return (
    <NormalLayout chrome={chrome} breadcrumb={[{ text: '検索結果' }]}>
      <PageTitle>{q.keyword && !q.tooLong ? `「${q.keyword}」の検索結果` : 'キーワードで探す'}</PageTitle>
      <SearchBox defaultValue={q.keyword} />
      {q.tooLong ? <KeywordError message={KEYWORD_TOO_LONG_MESSAGE} /> : null}
      {result && !result.products.allResults && result.faqs.page <= 1 ? (
        // One search event per search typed, not per page of its results.
        <TrackEvent
          kind="search"
          keyword={result.keyword}
          results={result.products.totalDocs + result.faqs.totalDocs}
        />
      ) : null}
      {result ? (
        <SearchResults result={result} href={searchHref} />
      ) : (
        <SuggestedKeywords keywords={SUGGESTED_KEYWORDS} href={searchHref} />
      )}
    </NormalLayout>
  )
}
