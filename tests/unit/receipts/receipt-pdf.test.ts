import { describe, expect, it } from 'vitest'

import { REDUCED_RATE_NOTE, type ReceiptDocument } from '@/shop/receipts/receipt-document'
import { renderReceiptPdf } from '@/shop/receipts/receipt-pdf'

import { KUROZU, LOTION, sampleReceipt, SELLER } from './receipt-fixtures'

interface ReadPdf {
  pageTexts: string[]
  /** Every page's text items joined with ''. */
  text: string
  info: Record<string, unknown>
}

/** pdfjs may split a line into several items (and put spaces between some): comparisons ignore whitespace. */
const compact = (s: string) => s.replace(/\s+/g, '')

async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise
  const pageTexts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  const { info } = await doc.getMetadata()
  await doc.destroy()
  return { pageTexts, text: pageTexts.join(''), info: info as Record<string, unknown> }
}

function expectText(text: string, expected: string): void {
  expect(compact(text)).toContain(compact(expected))
}

describe('receipt PDF', () => {
  const receipt = sampleReceipt()

  it('is a PDF with the receipt’s whole content as text', async () => {
    const pdf = await renderReceiptPdf(receipt)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text, pageTexts } = await readPdf(pdf)
    expect(pageTexts).toHaveLength(1)

    for (const expected of [
      '領収書',
      '（適格簡易請求書）',
      '山田 花子 様',
      receipt.receiptNumber,
      receipt.orderNumber,
      `発行日：${receipt.issuedOnText}`,
      '領収金額',
      '5,042円（税込）',
      '但し　お品代として',
      '上記正に領収いたしました。',
      '取引年月日：2026年11月27日（金）',
      'お支払い方法：クレジットカード',
      REDUCED_RATE_NOTE,
      '消費税率ごとの合計',
      SELLER.name,
      '〒150-0001',
      SELLER.address,
      `登録番号：${SELLER.registrationNumber}`,
    ])
      expectText(text, expected)
    expect(compact(text)).toMatch(/登録番号：T\d{13}/)

    for (const line of receipt.lines) {
      expectText(text, `${line.reducedRateMark}${line.productName}`)
      expectText(text, line.purchaseLabel)
      expectText(text, line.unitPriceText)
      expectText(text, line.amountText)
    }
    expectText(text, `※${KUROZU.name}`)
    expect(compact(text)).not.toContain(compact(`※${LOTION.name}`))
    for (const t of receipt.totals) expectText(text, `${t.label}${t.text}`)
    for (const t of receipt.taxByRate) expectText(text, t.text)
  })

  it('carries the title, author and language, and embeds only the glyphs it uses', async () => {
    const pdf = await renderReceiptPdf(receipt)
    const { info } = await readPdf(pdf)
    expect(info.Title).toBe('領収書 R-W2611-0042-KX')
    expect(info.Author).toBe(SELLER.name)
    const raw = pdf.toString('latin1')
    expect(raw).toContain('/Lang (ja)')
    expect(raw).toContain('/FontFile2')
    // Each Noto Sans JP file is over 5 MB; the subsets of both weights stay far below that.
    expect(pdf.length).toBeLessThan(150_000)
  })

  it('leaves the reduced-rate note out when no item is at 8 %', async () => {
    const { text } = await readPdf(await renderReceiptPdf(sampleReceipt([LOTION])))
    expectText(text, LOTION.name)
    expect(text).not.toContain('軽減税率（8%）対象商品')
  })

  it('runs to more pages with the table header on each, and keeps every line', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => {
      const no = String(i + 1).padStart(2, '0')
      return i % 2 === 0
        ? { ...KUROZU, name: `国産有機青汁 No.${no} 大麦若葉と明日葉をたっぷり使った90包入りお徳用パック` }
        : { ...LOTION, name: `薬用スキンローション No.${no}`, cycleType: '2' as const }
    })
    const many: ReceiptDocument = sampleReceipt(lines)
    const pdf = await renderReceiptPdf(many)
    const { text, pageTexts } = await readPdf(pdf)

    expect(pageTexts.length).toBeGreaterThan(1)
    for (const line of many.lines) expectText(text, `${line.reducedRateMark}${line.productName}`)
    expectText(text, '定期お届け（2ヶ月ごと）')
    pageTexts.forEach((page, i) => {
      expect(compact(page)).toContain(`${i + 1}/${pageTexts.length}`)
      if (i > 0) expectText(page, `領収書 ${many.receiptNumber}（続き）`)
      if (many.lines.some((l) => compact(page).includes(compact(l.productName))))
        expectText(page, '商品名ご購入区分単価（税込）数量金額（税込）')
    })
    // The amount and the seller are printed once: the amount on the first page, the seller on the last.
    expectText(pageTexts[0] ?? '', many.amountText)
    expectText(pageTexts.at(-1) ?? '', `登録番号：${SELLER.registrationNumber}`)
    expect(compact(text).split(compact(SELLER.registrationNumber))).toHaveLength(2)
  })
})
