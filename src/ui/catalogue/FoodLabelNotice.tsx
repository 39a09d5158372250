import type { ProductDetail } from '@/shop/catalogue/catalogue-types'

import styles from './ProductDetail.module.css'

/**
 * 機能性表示食品: the notification number, the notified claim and the notice the labelling rules require
 * (the claim is the business's own responsibility, not reviewed individually by the Consumer Affairs Agency).
 * 栄養機能食品 shows its label only.
 */
export function FoodLabelNotice({
  product,
}: {
  product: Pick<ProductDetail, 'foodLabel' | 'notificationNumber' | 'functionalClaim'>
}) {
  if (product.foodLabel === 'fnfc')
    return (
      <section className={styles.foodLabel} aria-labelledby="food-label-heading">
        <h2 id="food-label-heading" className={styles.foodLabelTitle}>
          栄養機能食品
        </h2>
      </section>
    )
  if (product.foodLabel !== 'ffc') return null
  return (
    <section className={styles.foodLabel} aria-labelledby="food-label-heading">
      <h2 id="food-label-heading" className={styles.foodLabelTitle}>
        機能性表示食品
      </h2>
      {product.notificationNumber ? (
        <p>
          届出番号：<span className={styles.number}>{product.notificationNumber}</span>
        </p>
      ) : null}
      {product.functionalClaim ? (
        <div>
          <h3 className={styles.subheading}>届出表示</h3>
          <p>{product.functionalClaim}</p>
        </div>
      ) : null}
      <p className={styles.notice}>
        本品は、事業者の責任において特定の保健の目的が期待できる旨を表示するものとして、消費者庁長官に届出されたものです。ただし、特定保健用食品と異なり、消費者庁長官による個別審査を受けたものではありません。
      </p>
      <p className={styles.notice}>
        食生活は、主食、主菜、副菜を基本に、食事のバランスを。本品は、疾病の診断、治療、予防を目的としたものではありません。
      </p>
    </section>
  )
}
