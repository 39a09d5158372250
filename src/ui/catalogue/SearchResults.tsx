import Link from 'next/link'

import type { SearchResult } from '@/shop/catalogue/catalogue-search'
import { SEARCH_FIRST_PAGE_SIZE } from '@/shop/catalogue/catalogue-search'

import { ProductGrid } from './ProductCard'
import styles from './SearchResults.module.css'

export type SearchLinks = {
  /** URL of the search for `keyword` with the given paging. */
  href: (params: { keyword: string; faqPage?: number; allResultPage?: number }) => string
}

/** The keyword rule's message when the URL's keyword is over the limit (nothing is searched). */
export function KeywordError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.keywordError}>
      {message}
    </p>
  )
}

export function SuggestedKeywords({ keywords, href }: { keywords: readonly string[] } & SearchLinks) {
  return (
    <nav aria-labelledby="suggested-keywords-heading" className={styles.suggested}>
      <h2 id="suggested-keywords-heading" className={styles.suggestedTitle}>
        注目のキーワード
      </h2>
      <ul className={styles.keywords}>
        {keywords.map((k) => (
          <li key={k}>
            <Link href={href({ keyword: k })} className={styles.keyword}>
              {k}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Pager({
  label,
  page,
  totalPages,
  hrefOf,
}: {
  label: string
  page: number
  totalPages: number
  hrefOf: (page: number) => string
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)}>前へ</Link>
          </li>
        ) : null}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={styles.current}>
                {n}
              </span>
            ) : (
              <Link href={hrefOf(n)} aria-label={`${n}ページ目`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefOf(page + 1)}>次へ</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** Products (first 8, or all results 20 per page) and FAQ (5 per page) for a keyword. */
export function SearchResults({ result, href }: { result: SearchResult } & SearchLinks) {
  const { keyword, products, faqs } = result
  const nothing = products.totalDocs === 0 && faqs.totalDocs === 0
  return (
    <div className={styles.results}>
      <p role="status" className={styles.summary}>
        「{keyword}」の検索結果：商品 {products.totalDocs}件、よくあるご質問 {faqs.totalDocs}件
      </p>
      {nothing ? (
        <div className={styles.none}>
          <p>
            「{keyword}
            」に一致する商品・よくあるご質問は見つかりませんでした。キーワードを変えてお試しください。
          </p>
          <SuggestedKeywords keywords={result.suggestedKeywords} href={href} />
        </div>
      ) : null}

      {products.totalDocs > 0 ? (
        <section aria-labelledby="search-products-heading" className={styles.section}>
          <h2 id="search-products-heading" className={styles.heading}>
            商品（{products.totalDocs}件）
            {products.allResults && products.totalPages > 1
              ? ` ${products.page} / ${products.totalPages}ページ`
              : null}
          </h2>
          <ProductGrid products={products.items} />
          {!products.allResults && products.totalDocs > SEARCH_FIRST_PAGE_SIZE ? (
            <p className={styles.more}>
              <Link href={href({ keyword, allResultPage: 1 })}>
                商品の検索結果をすべて見る（{products.totalDocs}件）
              </Link>
            </p>
          ) : null}
          {products.allResults ? (
            <Pager
              label="商品の検索結果のページ"
              page={products.page}
              totalPages={products.totalPages}
              hrefOf={(n) => href({ keyword, allResultPage: n })}
            />
          ) : null}
        </section>
      ) : null}

      {faqs.totalDocs > 0 ? (
        <section aria-labelledby="search-faq-heading" className={styles.section}>
          <h2 id="search-faq-heading" className={styles.heading}>
            よくあるご質問（{faqs.totalDocs}件）
          </h2>
          <ul className={styles.faqs}>
            {faqs.items.map((f) => (
              <li key={f.id} className={styles.faq}>
                <Link href={f.href} className={styles.question}>
                  Q. {f.question}
                </Link>
                <p className={styles.answer}>{f.snippet}</p>
              </li>
            ))}
          </ul>
          <Pager
            label="よくあるご質問の検索結果のページ"
            page={faqs.page}
            totalPages={faqs.totalPages}
            hrefOf={(n) =>
              href({
                keyword,
                faqPage: n,
                allResultPage: products.allResults ? products.page : undefined,
              })
            }
          />
        </section>
      ) : null}
    </div>
  )
}
