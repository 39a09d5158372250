import Link from 'next/link'
import type { ReactNode } from 'react'
import type { z } from 'zod'

import type { orderReviewSchema } from '@/lib/api/calls/order'
import { LEGAL_ITEM_IDS } from '@/shop/checkout/confirmation'

import styles from './checkout.module.css'
import { formatYen } from '@/shop/pricing/format-amount'

export type OrderReviewData = z.infer<typeof orderReviewSchema>
type ReviewSection = OrderReviewData['sections'][number]
type ReviewLine = OrderReviewData['lines'][number]

/** The order's lines: 商品, 購入方法, 数量, 金額 (tax included), ※ on the reduced rate (8 %). */
export function OrderLines({ lines, caption }: { lines: readonly ReviewLine[]; caption: string }) {
  const reduced = lines.some((l) => l.reducedRateMark === '※')
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">購入方法</th>
              <th scope="col" className={styles.number}>
                数量
              </th>
              <th scope="col" className={styles.number}>
                金額（税込）
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={`${line.productName}-${line.purchaseLabel}-${i}`}>
                <th scope="row" className={styles.productCell}>
                  {line.productName}
                  {line.reducedRateMark ? (
                    <span className={styles.reducedMark}>
                      <span aria-hidden="true">{line.reducedRateMark}</span>
                      <span className="visually-hidden">（軽減税率8%対象）</span>
                    </span>
                  ) : null}
                </th>
                <td className={styles.purchase}>{line.purchaseLabel}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatYen(line.amountIncludingTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reduced ? <p className={styles.note}>※は軽減税率（8%）対象商品です。</p> : null}
    </>
  )
}

function SectionBody({ section }: { section: ReviewSection }) {
  return (
    <>
      {section.texts.map((text, i) => (
        <p key={i} className={styles.sectionText}>
          {text}
        </p>
      ))}
      {section.links?.length ? (
        <ul className={styles.sectionLinks}>
          {section.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const titleId = `review-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  return (
    <section className={styles.reviewBlock} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

export const LEGAL_HEADING = 'ご注文内容の最終確認（特定商取引法に基づく表示）'

function LegalItems({ review }: { review: OrderReviewData }) {
  const known = LEGAL_ITEM_IDS.filter((id) => review.legalItems[id])
  const others = Object.keys(review.legalItems).filter((id) => !(known as string[]).includes(id))
  return (
    <Block id="legal" heading={LEGAL_HEADING}>
      {[...known, ...others].map((id) => {
        const item = review.legalItems[id]!
        return (
          <div key={id} className={styles.legalItem}>
            <h3 className={styles.subTitle}>{item.heading}</h3>
            <SectionBody section={item} />
          </div>
        )
      })}
    </Block>
  )
}

/**
 * The confirmation of order/check: lines, amounts with the tax per rate and points, what the shopper entered
 * (each with 「変更する」), then every section in the server's order, the six 特定商取引法 items grouped under
 * one heading, and the return rule.
 */
export function OrderReview({ review }: { review: OrderReviewData }) {
  const legalIds = new Set(Object.keys(review.legalItems))
  const inSections = new Set(review.sections.map((s) => s.id))
  const pointsShown = inSections.has(review.points.id)

  const tail: ReactNode[] = []
  let legalDone = false
  for (const section of review.sections) {
    if (legalIds.has(section.id) || section.id === 'legal') {
      if (!legalDone) tail.push(<LegalItems key="legal" review={review} />)
      legalDone = true
      continue
    }
    tail.push(
      <Block key={section.id} id={section.id} heading={section.heading}>
        <SectionBody section={section} />
      </Block>,
    )
  }
  if (!legalDone && legalIds.size > 0) tail.push(<LegalItems key="legal" review={review} />)
  if (!inSections.has(review.returnPolicy.id))
    tail.push(
      <Block key={review.returnPolicy.id} id={review.returnPolicy.id} heading={review.returnPolicy.heading}>
        <SectionBody section={review.returnPolicy} />
      </Block>,
    )

  return (
    <div className={styles.review}>
      <Block id="lines" heading="ご注文商品">
        <OrderLines lines={review.lines} caption="ご注文商品の一覧" />
      </Block>

      <Block id="amounts" heading="ご請求金額">
        <dl className={styles.amounts}>
          {review.totals.map((t) => (
            <div key={t.id}>
              <dt>{t.label}</dt>
              <dd>{t.text || formatYen(t.amount)}</dd>
            </div>
          ))}
          <div className={styles.amountDue}>
            <dt>お支払い金額（税込）</dt>
            <dd>{formatYen(review.amountDue)}</dd>
          </div>
        </dl>
        {review.taxByRate.length ? (
          <ul className={styles.byRate} aria-label="税率ごとの内訳">
            {review.taxByRate.map((r) => (
              <li key={r.rate}>{r.text}</li>
            ))}
          </ul>
        ) : null}
        {!pointsShown && review.points.texts.length ? (
          <div className={styles.pointsBox}>
            <h3 className={styles.subTitle}>{review.points.heading}</h3>
            <SectionBody section={review.points} />
          </div>
        ) : null}
      </Block>

      <Block id="entered" heading="ご入力内容">
        {review.entered.map((part) => (
          <div key={part.id} className={styles.entered}>
            <div className={styles.enteredHead}>
              <h3 className={styles.subTitle}>{part.heading}</h3>
              <Link href={part.editPath} className={styles.editLink}>
                <span className="visually-hidden">{part.heading}を</span>変更する
              </Link>
            </div>
            <dl className={styles.rows}>
              {part.rows.map((row, i) => (
                <div key={`${row.label}-${i}`}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </Block>

      {tail}
    </div>
  )
}
