import Link from 'next/link'

import type { CatalogueBrand } from '@/shop/catalogue/catalogue-types'
import type { ProductListPage } from '@/shop/catalogue/catalogue-queries'
import type { ListQuery } from '@/shop/catalogue/list-query'
import { PageTitle } from '@/ui/content/PageTitle'

import styles from './CategoryListView.module.css'
import { ProductBrowser } from './ProductBrowser'

const LEADS = {
  supplement: '毎日の健康を支えるサプリメント。目的や成分から、あなたに合う商品をお選びいただけます。',
  beautycare: '年齢とともに変わる肌に寄り添うスキンケア。ブランドや目的からお選びいただけます。',
} as const

/** /supplement/ and /beautycare/: title, (skincare brands,) filters and product cards. */
export function CategoryListView({
  page,
  query,
  brands = [],
}: {
  /** The category's full list (no filter): the browser filters it by the URL's query. */
  page: ProductListPage
  query: ListQuery
  brands?: CatalogueBrand[]
}) {
  return (
    <>
      <PageTitle lead={LEADS[page.category]}>{page.categoryLabel}</PageTitle>
      {brands.length ? (
        <nav aria-labelledby="skincare-brands-heading" className={styles.brands}>
          <h2 id="skincare-brands-heading" className={styles.brandsTitle}>
            スキンケアブランド
          </h2>
          <ul className={styles.brandList}>
            {brands.map((b) => (
              <li key={b.code}>
                <Link href={b.href} className={styles.brand}>
                  <span className={styles.brandName}>{b.name}</span>
                  {b.tagline ? <span className={styles.tagline}>{b.tagline}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductBrowser
        category={page.category}
        products={page.items}
        filters={page.filters}
        initialQuery={query}
      />
    </>
  )
}
