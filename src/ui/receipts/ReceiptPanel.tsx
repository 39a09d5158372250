import { ADDRESSEE_MAX_LENGTH } from '@/shop/receipts/receipt-rules'
import { receiptPagePath, receiptPdfPath, type ReceiptOwner } from '@/shop/receipts/receipt-paths'
import type { ReceiptState } from '@/shop/receipts/receipt-service'
import { ButtonLink } from '@/ui/ButtonLink'

import { ReceiptIssueForm } from './ReceiptIssueForm'
import styles from './Receipt.module.css'

/**
 * The receipt part of an order (the member's order detail, the guest's link page): why not yet, the addressee
 * form before the first issue, or the links to the printable page and the PDF once issued.
 */
export function ReceiptPanel({ state, owner }: { state: ReceiptState; owner: ReceiptOwner }) {
  return (
    <section className={styles.panel} aria-labelledby="receipt-heading" id="receipt">
      <h2 id="receipt-heading">領収書（適格簡易請求書）</h2>
      {!state.availability.available ? (
        <p>{state.availability.reason}</p>
      ) : state.document ? (
        <>
          <p>
            宛名：{state.document.addresseeText}（発行日：{state.document.issuedOnText}）
            <br />
            何度でも同じ内容で表示・ダウンロードできます。宛名は変更できません。
          </p>
          <p className={styles.actions}>
            <ButtonLink href={receiptPagePath(owner)} variant="secondary">
              領収書を表示・印刷する
            </ButtonLink>
            <a href={receiptPdfPath(owner)} className="button-secondary" download>
              PDFをダウンロード
            </a>
          </p>
        </>
      ) : (
        <ReceiptIssueForm owner={owner} initialAddressee={state.addressee} maxLength={ADDRESSEE_MAX_LENGTH} />
      )}
    </section>
  )
}
