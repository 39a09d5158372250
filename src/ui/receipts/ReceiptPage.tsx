import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ReceiptDocument } from '@/shop/receipts/receipt-document'

import { PrintButton } from './PrintButton'
import styles from './Receipt.module.css'
import { ReceiptSheet } from './ReceiptSheet'

/** An issued receipt on screen: print and PDF first, then the sheet itself. */
export function ReceiptPage({
  document,
  pdfHref,
  back,
  note,
}: {
  document: ReceiptDocument
  pdfHref: string
  back?: { href: string; label: string }
  note?: ReactNode
}) {
  return (
    <>
      <p data-print="hide">
        宛名と発行日は最初の発行時のまま固定されます。何度でも同じ内容で印刷・ダウンロードできます。
        {note}
      </p>
      <p className={styles.actions} data-print="hide">
        <PrintButton />
        <a href={pdfHref} className="button-secondary" download>
          PDFをダウンロード
        </a>
        {back ? <Link href={back.href}>{back.label}</Link> : null}
      </p>
      <ReceiptSheet document={document} />
    </>
  )
}
