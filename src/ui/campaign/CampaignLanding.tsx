import type { LandingBlock, LandingCampaign } from '@/shop/campaigns/campaign-content'
import {
  applyFormPath,
  campaignOrderPath,
  giftSelectionPath,
  isYearlyKind,
} from '@/shop/campaigns/campaign-kinds'
import { CYCLE_LABELS } from '@/shop/catalogue/codes'
import { formatTaxIncluded } from '@/shop/catalogue/display-price'
import { includingTaxAtRate } from '@/shop/pricing/tax'
import { closingNote, periodText } from '@/shop/campaigns/campaign-period'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import type { FactValues } from '@/shop/site/fact-placeholders'
import { ButtonLink } from '@/ui/ButtonLink'
import { ProductGrid, type ProductCardData } from '@/ui/catalogue/ProductCard'
import { ShopImage } from '@/ui/image/ShopImage'
import { NO_REFS, RichBody, type ResolvedRichRefs } from '@/ui/rich-text/RichBody'
import { AdMarksNotice } from '@/ui/rich-text/AdMarksNotice'
import type { PreviewMark } from '@/shop/publish-review/preview-marks'

import styles from './CampaignLanding.module.css'

export type CampaignLandingProps = {
  campaign: LandingCampaign
  blocks: readonly LandingBlock[]
  /** The products the blocks name, from the catalogue (a code missing here is not shown). */
  products: ReadonlyMap<string, ProductCardData>
  /** The instant the page is shown as of: now, or the day a staff preview chose. */
  asOf: Date
  facts?: FactValues
  /** What the blocks' rich text links to and shows (src/app/_data/rich-text.ts). */
  refs?: ResolvedRichRefs
  /** The advertising-law check's phrases, in a staff preview only (src/app/_preview/ad-marks.ts). */
  marks?: readonly PreviewMark[]
}

/** A campaign's landing page: its name, period and countdown, then its blocks in the order the marketer set. */
export function CampaignLanding({
  campaign,
  blocks,
  products,
  asOf,
  facts,
  refs = NO_REFS,
  marks,
}: CampaignLandingProps) {
  const period = { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) }
  const closing = closingNote(period, asOf)
  return (
    <article className={styles.landing}>
      <header className={styles.header}>
        <p className={styles.kind}>キャンペーン</p>
        <h1 className={styles.title}>{campaign.title}</h1>
        <p className={styles.period}>
          <span className={styles.periodLabel}>キャンペーン期間</span>
          {periodText(period, formatJapanDateTime)}
        </p>
        {closing ? <p className={styles.closing}>{closing}</p> : null}
      </header>
      <AdMarksNotice marks={marks} />
      {blocks.map((block, index) => (
        <LandingBlockView
          key={index}
          block={block}
          index={index}
          campaign={campaign}
          products={products}
          facts={facts}
          refs={refs}
          marks={marks}
        />
      ))}
    </article>
  )
}

function LandingBlockView({
  block,
  index,
  campaign,
  products,
  facts,
  refs,
  marks,
}: {
  block: LandingBlock
  index: number
  campaign: LandingCampaign
  products: ReadonlyMap<string, ProductCardData>
  facts?: FactValues
  refs: ResolvedRichRefs
  marks?: readonly PreviewMark[]
}) {
  const headingId = `lp-block-${index}`
  switch (block.type) {
    case 'hero':
      return (
        <section className={styles.hero} aria-labelledby={headingId}>
          {block.imageUrl ? (
            <ShopImage
              src={block.imageUrl}
              alt={block.imageAlt}
              width={1280}
              height={640}
              sizes="(max-width: 768px) 100vw, 1280px"
              className={styles.heroImage}
              loading={index === 0 ? 'lcp' : 'lazy'}
            />
          ) : null}
          <div className={styles.heroText}>
            <h2 id={headingId} className={styles.heroHeading}>
              {block.heading}
            </h2>
            {block.lead ? <p className={styles.lead}>{block.lead}</p> : null}
          </div>
        </section>
      )
    case 'text':
      return (
        <section className={styles.section} aria-labelledby={block.heading ? headingId : undefined}>
          {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
          <RichBody data={block.body} refs={refs} facts={facts} marks={marks} />
        </section>
      )
    case 'product': {
      const shown = block.productCodes
        .map((c) => products.get(c))
        .filter((p): p is ProductCardData => Boolean(p))
      if (!shown.length) return null
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'キャンペーン対象商品'}</h2>
          <ProductGrid products={shown} />
        </section>
      )
    }
    case 'benefits':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'キャンペーン特典'}</h2>
          <ol className={styles.benefits}>
            {block.items.map((item, i) => (
              <li key={i} className={styles.benefit}>
                <span className={styles.benefitNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={styles.benefitTitle}>{item.title}</h3>
                {item.text ? <p>{item.text}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      )
    case 'faq':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>よくあるご質問</h2>
          <div className={styles.faq}>
            {block.items.map((item, i) => (
              <details key={i} className={styles.question}>
                <summary>{item.question}</summary>
                <RichBody data={item.answer} refs={refs} facts={facts} marks={marks} />
              </details>
            ))}
          </div>
        </section>
      )
    case 'notes':
      return (
        <section className={`${styles.section} ${styles.notes}`} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'ご注意'}</h2>
          <RichBody data={block.body} refs={refs} facts={facts} marks={marks} />
        </section>
      )
    case 'offers': {
      const shown = campaign.offers.flatMap((offer) => {
        const product = products.get(offer.productCode)
        return product ? [{ offer, product }] : []
      })
      if (!shown.length) return null
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'キャンペーン特別価格'}</h2>
          <ul className={styles.samples}>
            {shown.map(({ offer, product }) => {
              const usual = offer.purchase === '0' ? product.price : (product.regular?.price ?? product.price)
              return (
                <LandingCard
                  key={`${offer.productCode}-${offer.purchase}`}
                  name={product.name}
                  text={`${CYCLE_LABELS[offer.purchase]}・お一人様${offer.maxQuantity}個まで`}
                  image={product}
                >
                  <p className={styles.offerPrices}>
                    <span className={styles.usualPrice}>
                      通常価格 <s>{formatTaxIncluded(usual)}</s>
                    </span>
                    <span className={styles.specialPrice}>
                      特別価格{' '}
                      {formatTaxIncluded({
                        includingTax: includingTaxAtRate(offer.campaignPrice, usual.taxRate),
                      })}
                    </span>
                  </p>
                  <ButtonLink
                    href={campaignOrderPath({
                      promotionId: campaign.promotionId,
                      productCode: offer.productCode,
                    })}
                  >
                    特別価格で購入する
                  </ButtonLink>
                </LandingCard>
              )
            })}
          </ul>
          {campaign.allowKankeisha ? null : (
            <p className={styles.ctaNote}>関係者（グループ社員・パートナー）の方は、特別価格の対象外です。</p>
          )}
        </section>
      )
    }
    case 'samples': {
      if (!campaign.samples.length) return null
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'サンプルのお申し込み'}</h2>
          <ul className={styles.samples}>
            {campaign.samples.map((sample) => {
              const product = products.get(sample.productCode)
              return (
                <LandingCard
                  key={sample.productCode}
                  name={sample.sampleName}
                  text={product ? `${product.name}のサンプル` : null}
                  image={product}
                >
                  <ButtonLink
                    href={applyFormPath({
                      promotionId: campaign.promotionId,
                      productCode: sample.productCode,
                    })}
                  >
                    このサンプルを申し込む
                  </ButtonLink>
                </LandingCard>
              )
            })}
          </ul>
        </section>
      )
    }
    case 'gifts': {
      if (!campaign.gifts.length || !isYearlyKind(campaign.kind)) return null
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading ?? 'お選びいただけるプレゼント'}</h2>
          <ul className={styles.samples}>
            {campaign.gifts.map((gift) => (
              <LandingCard key={gift.giftCode} name={gift.name} text={gift.description} image={gift} />
            ))}
          </ul>
          <div className={styles.cta}>
            <ButtonLink
              href={giftSelectionPath(campaign.kind, campaign.year)}
              size="xl"
              className={styles.ctaButton}
            >
              プレゼントを選ぶ
            </ButtonLink>
            <p className={styles.ctaNote}>会員ログインのうえ、お選びください（1年に1回）。</p>
          </div>
        </section>
      )
    }
    case 'cta':
      return (
        <div className={styles.cta}>
          <ButtonLink href={block.href} size="xl" className={styles.ctaButton}>
            {block.label}
          </ButtonLink>
          {block.note ? <p className={styles.ctaNote}>{block.note}</p> : null}
        </div>
      )
  }
}

/** A sample or a gift on the landing page: image, name, a line of text, and what to do with it. */
function LandingCard({
  name,
  text,
  image,
  children,
}: {
  name: string
  text: string | null
  image?: { imageUrl: string | null; imageAlt: string } | null
  children?: React.ReactNode
}) {
  return (
    <li className={styles.sample}>
      {image?.imageUrl ? (
        <ShopImage
          src={image.imageUrl}
          alt={image.imageAlt}
          width={240}
          height={240}
          sizes="240px"
          className={styles.sampleImage}
          loading="lazy"
        />
      ) : null}
      <h3 className={styles.sampleName}>{name}</h3>
      {text ? <p className={styles.sampleProduct}>{text}</p> : null}
      {children}
    </li>
  )
}
