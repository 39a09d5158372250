import Link from 'next/link'
import type { ReactNode } from 'react'

import type { FormAction } from '@/lib/forms/form-state'

import { serializeJsonLd } from '@/ui/layout/breadcrumb-json-ld'
import { Markdown } from '@/ui/markdown/Markdown'
import type { ProductCampaign } from '@/shop/campaigns/campaign-listing'
import type { ProductDetail } from '@/shop/catalogue/catalogue-types'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import { formatExcludingTax, formatTaxIncluded } from '@/shop/catalogue/display-price'
import type { InquiryPhone } from '@/shop/catalogue/inquiry-phone'
import { ShopImage } from '@/ui/image/ShopImage'

import { FoodLabelNotice } from './FoodLabelNotice'
import { InquiryPhoneBlock } from './InquiryPhoneBlock'
import styles from './ProductDetail.module.css'
import { ProductCampaigns } from './ProductCampaigns'
import { PurchaseForm } from './PurchaseForm'
import { SaleBadge } from './SaleBadge'
import { giftWrappingFromText, SHOP_FACTS } from '@/shop/site/shop-facts'

type Props = {
  product: ProductDetail
  inquiryPhone: InquiryPhone
  /** The open campaigns of this product (src/shop/campaigns/campaign-listing.ts). */
  campaigns?: readonly ProductCampaign[]
  jsonLd: Record<string, unknown>
  /** Rendered above the product (e.g. the brand menu of a beauty-care brand). */
  before?: ReactNode
  /** 「カートに入れる」 as a plain form (the route's server function, docs/adr/059). */
  addToCart: FormAction
}

const SPEC_ROWS = [
  ['contents', '内容量'],
  ['usage', 'お召し上がり方・ご使用方法'],
  ['materials', '原材料名・全成分'],
  ['notes', 'ご注意'],
] as const

/** The product detail page's body: gallery, name, prices (総額表示), purchase form, labelling, description. */
export function ProductDetailView({
  product,
  inquiryPhone,
  jsonLd,
  before,
  addToCart,
  campaigns = [],
}: Props) {
  const [main, ...more] = product.images
  const regular = product.regular
  return (
    <article className={styles.detail}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      {before}
      <div className={styles.top}>
        <div className={styles.gallery}>
          {main ? (
            <ShopImage
              src={main.url}
              alt={main.alt || product.name}
              width={main.width ?? 800}
              height={main.height ?? 800}
              // The page's largest contentful paint: preloaded from the head and fetched first (ADR 038).
              loading="lcp"
              sizes="(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 600px"
              className={styles.mainImage}
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
          {more.length ? (
            <ul className={styles.thumbs}>
              {more.map((img) => (
                <li key={img.url}>
                  <ShopImage
                    src={img.url}
                    alt={img.alt}
                    width={img.width ?? 800}
                    height={img.height ?? 800}
                    sizes="128px"
                    className={styles.thumb}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className={styles.summary}>
          {product.brand ? (
            <p className={styles.brand}>
              <Link href={product.brand.href}>{product.brand.name}</Link>
            </p>
          ) : null}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.kana}>{product.nameKana}</p>
          <div className={styles.badges}>
            <SaleBadge state={product.saleState} />
            {product.foodLabel === 'ffc' ? <span className={styles.labelTag}>機能性表示食品</span> : null}
          </div>
          {product.catchCopy ? <p className={styles.catch}>{product.catchCopy}</p> : null}

          <dl className={styles.prices}>
            <div>
              <dt>通常価格</dt>
              <dd>
                <span className={styles.price}>{formatTaxIncluded(product.price)}</span>{' '}
                <span className={styles.excl}>{formatExcludingTax(product.price)}</span>
              </dd>
            </div>
            {regular ? (
              <div>
                <dt>定期お届け価格</dt>
                <dd>
                  <span className={`${styles.price} ${styles.regularPrice}`}>
                    {formatTaxIncluded(regular.price)}
                  </span>{' '}
                  <span className={styles.excl}>{formatExcludingTax(regular.price)}</span>
                  <span className={styles.cycles}>
                    お届け間隔：{regular.cycles.map((c) => CYCLE_INTERVAL_LABELS[c]).join('・')}
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.taxNote}>
            {product.price.taxRate === 8 ? '軽減税率（8%）対象商品です。' : '消費税率10%の商品です。'}
          </p>

          <ProductCampaigns campaigns={campaigns} />

          <PurchaseForm
            productCode={product.productCode}
            productName={product.name}
            saleState={product.saleState}
            priceText={formatTaxIncluded(product.price)}
            regular={regular ? { priceText: formatTaxIncluded(regular.price), cycles: regular.cycles } : null}
            action={addToCart}
          />
          {product.saleState === 'available' ? (
            <p className={styles.smallNote}>
              ギフトラッピングを承ります（1包装{giftWrappingFromText()}）。贈り物選びは
              <Link href="/gift/">ギフトガイド</Link>をご覧ください。
            </p>
          ) : null}
          {regular ? (
            <p className={styles.smallNote}>
              定期お届けは送料無料です。お届け内容の変更・解約は、次回お届け予定日の
              {SHOP_FACTS.changeDeadline}までにご連絡ください。
            </p>
          ) : null}
        </div>
      </div>

      <FoodLabelNotice product={product} />

      {product.description ? (
        <section aria-labelledby="product-description-heading" className={styles.section}>
          <h2 id="product-description-heading" className={styles.sectionTitle}>
            商品説明
          </h2>
          <Markdown source={product.description} />
        </section>
      ) : null}

      <section aria-labelledby="product-spec-heading" className={styles.section}>
        <h2 id="product-spec-heading" className={styles.sectionTitle}>
          商品詳細
        </h2>
        <dl className={styles.spec}>
          {SPEC_ROWS.map(([key, label]) =>
            product[key] ? (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{product[key]}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>

      <InquiryPhoneBlock phone={inquiryPhone} />
    </article>
  )
}
