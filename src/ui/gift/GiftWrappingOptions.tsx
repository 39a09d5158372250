import Link from 'next/link'

import {
  GIFT_PACKAGING,
  GIFT_PACKAGING_LABELS,
  GIFT_WRAPPING_KIND_VALUES,
  GIFT_WRAPPING_KINDS,
} from '@/shop/checkout/fees'
import { giftWrappingFeeText } from '@/shop/site/shop-facts'

import styles from './gift.module.css'

/** The wrapping checkout offers, with its fees from the checkout rules (one source: src/shop/checkout/fees.ts). */
export function GiftWrappingOptions() {
  return (
    <section aria-labelledby="gift-wrapping" className={styles.section}>
      <h2 id="gift-wrapping" className={styles.sectionTitle}>
        ギフトラッピング
      </h2>
      <p>
        ご注文手続きの「ギフト包装」で「必要」を選ぶと、ラッピングしてお届けします（定期お届けの2回目以降は対象外です）。
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>ラッピングの種類と料金</caption>
        <thead>
          <tr>
            <th scope="col">ラッピングの種類</th>
            <th scope="col">料金（1包装につき）</th>
          </tr>
        </thead>
        <tbody>
          {GIFT_WRAPPING_KIND_VALUES.map((kind) => (
            <tr key={kind}>
              <td>{GIFT_WRAPPING_KINDS[kind].label}</td>
              <td>{giftWrappingFeeText(kind)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        <li>
          {GIFT_PACKAGING_LABELS[GIFT_PACKAGING.BULK]}
          ：ご注文の商品をまとめて1つに包装します（料金は1包装分）。
        </li>
        <li>
          {GIFT_PACKAGING_LABELS[GIFT_PACKAGING.INDIVIDUAL]}：商品を1個ずつ包装します（料金は商品の個数分）。
        </li>
      </ul>
      <p>
        <Link href="/service/wrapping/">ギフトラッピングについて詳しく見る</Link>
      </p>
    </section>
  )
}
