import type { OrderCancelView } from '@/shop/orders/member-order-cancel'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { ConfirmList } from '@/ui/form/ConfirmList'

import styles from './OrderDetail.module.css'

/** The order the member is about to cancel, and what cancelling it does to regular deliveries. */
export function OrderCancelSummary({ order }: { order: OrderCancelView }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="cancel-order">
        <h2 id="cancel-order">キャンセルするご注文</h2>
        <ConfirmList
          rows={[
            ['ご注文番号', order.orderNumber],
            ['ご注文日時', formatJapanDateTime(new Date(order.placedAt))],
            ['状況', order.statusLabel],
            ...order.lines.map(
              (l, i) =>
                [
                  order.lines.length > 1 ? `商品${i + 1}` : '商品',
                  `${l.productName}（${l.purchaseLabel}）× ${l.quantity}　${l.amount}`,
                ] as const,
            ),
            ...order.totals.map((t) => [t.label, t.text] as const),
          ]}
        />
      </section>
      <p className={styles.scopeNote} data-testid="cancel-scope">
        {order.scopeNote}
      </p>
    </>
  )
}
