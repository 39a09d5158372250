import { buildCallUrl } from '@/lib/api/client'
import { rakutenOrderCall } from '@/lib/api/routes/order'
import formStyles from '@/ui/form/form.module.css'

import styles from './checkout.module.css'

/** POST rakuten/order, form-encoded: '/api/rakuten/order/' (the trailing slash avoids a redirect first). */
export const RAKUTEN_ORDER_ACTION = buildCallUrl(rakutenOrderCall, undefined, undefined)

/**
 * After Rakuten Pay approved the payment: a plain HTML form (it works without JavaScript) that confirms the
 * order with the `reference` and `confirmId` the provider handed back.
 */
export function RakutenOrderForm({ reference, confirmId }: { reference: string; confirmId: string }) {
  return (
    <div className={styles.complete}>
      <p className={styles.notice}>楽天ペイでのお支払い手続きが完了しました。注文を確定してください。</p>
      <p>
        「注文を確定する」を押すとご注文が確定します。ボタンを押すまでご注文は確定していませんので、画面を閉じないでください。
      </p>
      <form method="post" action={RAKUTEN_ORDER_ACTION} aria-label="楽天ペイでのご注文の確定">
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="confirmId" value={confirmId} />
        <div className={formStyles.actions}>
          <button type="submit" className="button-primary">
            注文を確定する
          </button>
        </div>
      </form>
    </div>
  )
}
