import type { InquiryPhone } from '@/shop/catalogue/inquiry-phone'

import styles from './ProductDetail.module.css'

/** 「この商品についてのお問い合わせ」 with the line chosen by productInquiryPhone (spec §6). */
export function InquiryPhoneBlock({ phone }: { phone: InquiryPhone }) {
  return (
    <section className={styles.inquiry} aria-labelledby="product-inquiry-heading">
      <h2 id="product-inquiry-heading" className={styles.sectionTitle}>
        この商品についてのお問い合わせ
      </h2>
      <p>
        {phone.label}（通話料無料）
        <br />
        <a href={`tel:${phone.number.replace(/-/g, '')}`} className={styles.tel}>
          {phone.number}
        </a>
        {phone.hours ? <span className={styles.hours}>受付時間 {phone.hours}（年末年始を除く）</span> : null}
      </p>
    </section>
  )
}
