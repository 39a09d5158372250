import { REDUCED_RATE_NOTE, type ReceiptDocument } from '@/shop/receipts/receipt-document'
import { TAX_BREAKDOWN_HEADING } from '@/shop/pricing/tax-breakdown'

import styles from './Receipt.module.css'

/**
 * The printable receipt: the same ReceiptDocument the PDF prints, laid out as a Japanese 領収書 on A4. When
 * printed, the page's print styles leave only this sheet.
 */
export function ReceiptSheet({ document: d }: { document: ReceiptDocument }) {
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title">
      <header className={styles.head}>
        <h2 id="receipt-title" className={styles.title}>
          {d.title}
          <span className={styles.subtitle}>（{d.subtitle}）</span>
        </h2>
        <dl className={styles.numbers}>
          <div>
            <dt>領収書番号</dt>
            <dd>{d.receiptNumber}</dd>
          </div>
          <div>
            <dt>ご注文番号</dt>
            <dd>{d.orderNumber}</dd>
          </div>
          <div>
            <dt>発行日</dt>
            <dd>{d.issuedOnText}</dd>
          </div>
        </dl>
      </header>

      <p className={styles.addressee}>{d.addresseeText}</p>
      <p className={styles.amount}>
        <span>領収金額</span>
        <strong>{d.amountText}</strong>
      </p>
      <p>
        但し　{d.purpose}
        <br />
        上記正に領収いたしました。
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>取引年月日</dt>
          <dd>{d.orderedOnText}</dd>
        </div>
        <div>
          <dt>お支払い方法</dt>
          <dd>{d.paymentMethod}</dd>
        </div>
      </dl>

      <table className={styles.table}>
        <caption>内訳</caption>
        <thead>
          <tr>
            <th scope="col">品名</th>
            <th scope="col">単価（税込）</th>
            <th scope="col">数量</th>
            <th scope="col">金額（税込）</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((line, index) => (
            <tr key={`${line.productName}-${index}`}>
              <th scope="row">
                {line.reducedRateMark}
                {line.productName}
                <span className={styles.purchase}>{line.purchaseLabel}</span>
              </th>
              <td>{line.unitPriceText}</td>
              <td>{line.quantity}</td>
              <td>{line.amountText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {d.hasReducedRate ? <p className={styles.small}>{REDUCED_RATE_NOTE}</p> : null}

      <dl className={styles.totals}>
        {d.totals.map((t) => (
          <div key={t.label}>
            <dt>{t.label}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.small}>{TAX_BREAKDOWN_HEADING}</h3>
      <ul className={styles.taxes}>
        {d.taxByRate.map((t) => (
          <li key={t.label}>{t.text}</li>
        ))}
      </ul>

      <address className={styles.seller}>
        {d.seller.name}
        <br />〒{d.seller.postalCode} {d.seller.address}
        <br />
        登録番号：{d.seller.registrationNumber}
      </address>
    </article>
  )
}
