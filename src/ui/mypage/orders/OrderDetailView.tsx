import Link from 'next/link'
import type { ReactNode } from 'react'

import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { CANCEL_SCOPE_NOTES } from '@/shop/orders/member-cancel-rules'
import { orderCancelPath, type OrderDetail } from '@/shop/orders/order-detail'
import { formatPoints, taxIncluded } from '@/shop/pricing/format-amount'
import { TAX_BREAKDOWN_HEADING } from '@/shop/pricing/tax-breakdown'
import { ButtonLink } from '@/ui/ButtonLink'
import { ConfirmList } from '@/ui/form/ConfirmList'

import styles from './OrderDetail.module.css'

/**
 * One order on /mypage/order-history/{orderNumber}/: what was ordered and billed, where and when it goes, and
 * the receipt part the page gives (`receipt`).
 */
export function OrderDetailView({ order, receipt }: { order: OrderDetail; receipt?: ReactNode }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="order-summary">
        <h2 id="order-summary">ご注文の概要</h2>
        <ConfirmList
          rows={[
            ['ご注文番号', order.orderNumber],
            ['ご注文日時', formatJapanDateTime(new Date(order.placedAt))],
            ['状況', order.statusLabel],
            ...(order.regularSequence
              ? [['定期お届け', `第${order.regularSequence}回のお届け`] as const]
              : []),
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="order-lines">
        <h2 id="order-lines">ご注文商品</h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={`${line.productName}-${index}`} className={styles.line}>
              <span>
                {line.reducedRateMark}
                {line.productName}（{line.purchaseLabel}）
              </span>
              <span>
                {taxIncluded(line.unitPriceIncludingTax)} × {line.quantity} ＝{' '}
                {taxIncluded(line.amountIncludingTax)}
              </span>
            </li>
          ))}
        </ul>
        {order.hasReducedRate ? <p className={styles.note}>※は軽減税率（8%）対象商品です。</p> : null}
      </section>

      <section className={styles.section} aria-labelledby="order-amounts">
        <h2 id="order-amounts">ご請求金額</h2>
        <dl className={styles.amounts}>
          {order.totals.map((t) => (
            <div key={t.id}>
              <dt>{t.label}</dt>
              <dd>{t.text}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.note}>{TAX_BREAKDOWN_HEADING}</h3>
        <ul className={styles.note}>
          {order.taxByRate.map((t) => (
            <li key={t.rate}>{t.text}</li>
          ))}
        </ul>
        <p className={styles.note}>
          ご利用ポイント：{formatPoints(order.pointsUsed)}／獲得ポイント：{formatPoints(order.pointsToEarn)}
          （発送後に付与）
        </p>
      </section>

      <section className={styles.section} aria-labelledby="order-payment">
        <h2 id="order-payment">お支払い・お届け</h2>
        <ConfirmList
          rows={[
            ['お支払い方法', order.paymentMethod],
            [
              'お届け先',
              `${order.destination.name} 様\n${order.destination.postalCode} ${order.destination.address}`,
            ],
            ['お届け日時', order.delivery],
            ...(order.shipment
              ? [
                  ['配送業者', `${order.shipment.carrier}（${order.shipment.service}）`] as const,
                  ['お問い合わせ伝票番号', order.shipment.trackingNumber] as const,
                ]
              : []),
          ]}
        />
        {order.shipment ? (
          <p>
            <a href={order.shipment.trackingUrl} rel="noopener noreferrer">
              {order.shipment.carrier}のサイトで配送状況を確認する
            </a>
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="order-events">
        <h2 id="order-events">ご注文の経過</h2>
        <ol>
          {order.events.map((event) => (
            <li key={event.label}>
              {event.label}：{formatJapanDateTime(new Date(event.at))}
            </li>
          ))}
        </ol>
      </section>

      {receipt}

      {order.cancellable ? (
        <section className={styles.section} aria-labelledby="order-cancel">
          <h2 id="order-cancel">ご注文のキャンセル</h2>
          <p>発送前のご注文はキャンセルできます。{CANCEL_SCOPE_NOTES[order.cancelScope]}</p>
          <ButtonLink href={orderCancelPath(order.orderNumber)} variant="secondary">
            このご注文をキャンセルする
          </ButtonLink>
        </section>
      ) : null}

      <p className={styles.actions}>
        <Link href="/mypage/order-history/">ご注文履歴に戻る</Link>
      </p>
    </>
  )
}
