import Link from 'next/link'

import { formatJapaneseDate } from '@/lib/format/date'
import { orderCancelPath, orderDetailPath } from '@/shop/orders/order-detail'
import type { OrderHistoryPage } from '@/shop/orders/order-history'
import { taxIncluded } from '@/shop/pricing/format-amount'

import styles from './OrderHistoryList.module.css'

/** The member's orders, newest first, with paging; an empty history says so and points to the products. */
export function OrderHistoryList({ history }: { history: OrderHistoryPage }) {
  if (history.totalOrders === 0)
    return (
      <div className={styles.empty}>
        <p>ご注文の履歴はまだありません。</p>
        <p>
          <Link href="/supplement/">サプリメントを見る</Link>／
          <Link href="/beautycare/">ビューティーケアを見る</Link>
        </p>
      </div>
    )
  return (
    <>
      <p className={styles.count}>{history.totalOrders}件のご注文</p>
      <ol className={styles.list}>
        {history.orders.map((order) => (
          <li key={order.orderNumber} className={styles.order}>
            <article aria-labelledby={`order-${order.orderNumber}`}>
              <h2 id={`order-${order.orderNumber}`} className={styles.number}>
                ご注文番号 {order.orderNumber}
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>ご注文日</dt>
                  <dd>{formatJapaneseDate(order.placedAt)}</dd>
                </div>
                <div>
                  <dt>状況</dt>
                  <dd>{order.statusLabel}</dd>
                </div>
                <div>
                  <dt>商品</dt>
                  <dd>
                    {order.firstItemName}
                    {order.lineCount > 1 ? ` ほか${order.lineCount - 1}点` : ''}（計{order.itemCount}個）
                    {order.hasRegularDelivery ? '・定期お届けを含む' : ''}
                  </dd>
                </div>
                <div>
                  <dt>お支払い金額</dt>
                  <dd>{taxIncluded(order.amountDue)}</dd>
                </div>
              </dl>
              <p className={styles.links}>
                <Link href={orderDetailPath(order.orderNumber)}>
                  ご注文の詳細<span className="visually-hidden">（ご注文番号 {order.orderNumber}）</span>
                </Link>
                {order.cancellable ? (
                  <Link href={orderCancelPath(order.orderNumber)}>
                    キャンセルする<span className="visually-hidden">（ご注文番号 {order.orderNumber}）</span>
                  </Link>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {history.totalPages > 1 ? (
        <nav aria-label="注文履歴のページ" className={styles.pages}>
          {history.page > 1 ? (
            <Link href={`/mypage/order-history/?page=${history.page - 1}`}>前のページ</Link>
          ) : null}
          <span aria-current="page">
            {history.page} / {history.totalPages}ページ
          </span>
          {history.page < history.totalPages ? (
            <Link href={`/mypage/order-history/?page=${history.page + 1}`}>次のページ</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
