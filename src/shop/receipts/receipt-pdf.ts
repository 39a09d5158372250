/**
 * The receipt as a PDF (docs/adr/044-receipts.md): an A4 portrait 領収書 laid out the way Japanese shops print
 * them, and, with the registration number and the per-rate tax, a 適格簡易請求書. It prints a ReceiptDocument
 * (receipt-document.ts) as it is: every text comes from there, so the page, the PDF and the tests agree.
 *
 * Layout, top to bottom: title and subtitle centred; the addressee underlined on the left with the receipt
 * number, order number and issue date on the right; the boxed 領収金額; 但し書き and 「上記正に領収いたしました。」;
 * the transaction date and payment method; the lines table (continued on further pages with its header
 * repeated); the reduced-rate note; the per-rate tax on the left and the totals on the right; the seller at the
 * bottom right of the last page. Drawn with pdfkit and Noto Sans JP (receipt-font.ts), which pdfkit subsets
 * into the file.
 */
import PDFDocument from 'pdfkit'

import { postalCodeText } from '@/shop/address/postal-code'
import { TAX_BREAKDOWN_HEADING } from '@/shop/pricing/tax-breakdown'

import { REDUCED_RATE_NOTE, type ReceiptDocument, type ReceiptLine } from './receipt-document'
import { receiptFonts } from './receipt-font'

type Pdf = PDFKit.PDFDocument

const MARGIN = 48
const FONT = 'NotoSansJP'
const FONT_BOLD = 'NotoSansJP-Bold'

const INK = '#1a1a1a'
const MUTED = '#555555'
const RULE = '#333333'
const LIGHT_RULE = '#bbbbbb'
const SHADE = '#eeeeee'

/** Space between the blocks of the page. */
const GAP = 16
/** Padding inside table cells. */
const CELL_PAD = 5

interface Column {
  header: string
  width: number
  align: 'left' | 'right' | 'center'
  text: (line: ReceiptLine) => string
}

/** Widths in points; the product name takes what the others leave. */
const FIXED_COLUMNS: Column[] = [
  // Wide enough for the longest label, 「定期お届け（2ヶ月ごと）」, on one line.
  { header: 'ご購入区分', width: 116, align: 'left', text: (l) => l.purchaseLabel },
  { header: '単価（税込）', width: 66, align: 'right', text: (l) => l.unitPriceText },
  { header: '数量', width: 36, align: 'right', text: (l) => String(l.quantity) },
  { header: '金額（税込）', width: 70, align: 'right', text: (l) => l.amountText },
]

/** Where drawing happens: the page's content box and the next free y on the current page. */
interface Sheet {
  pdf: Pdf
  receipt: ReceiptDocument
  left: number
  right: number
  width: number
  top: number
  bottom: number
  y: number
}

function font(sheet: Sheet, bold: boolean, size: number, color = INK): void {
  sheet.pdf
    .font(bold ? FONT_BOLD : FONT)
    .fontSize(size)
    .fillColor(color)
}

function textHeight(sheet: Sheet, text: string, width: number): number {
  return sheet.pdf.heightOfString(text, { width })
}

/** Draws text in a box [x, x + width) from y; returns its height. */
function put(
  sheet: Sheet,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
): number {
  sheet.pdf.text(text, x, y, { width, align })
  return textHeight(sheet, text, width)
}

function hLine(sheet: Sheet, x1: number, x2: number, y: number, color = RULE, lineWidth = 0.6): void {
  sheet.pdf.save().moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).strokeColor(color).stroke().restore()
}

/** A continuation page: a small line naming the receipt, then the content box. */
function newPage(sheet: Sheet): void {
  sheet.pdf.addPage()
  sheet.y = sheet.top
  font(sheet, false, 8.5, MUTED)
  sheet.y += put(
    sheet,
    `${sheet.receipt.title} ${sheet.receipt.receiptNumber}（続き）`,
    sheet.left,
    sheet.y,
    sheet.width,
    'right',
  )
  sheet.y += GAP / 2
}

function ensureSpace(sheet: Sheet, height: number): void {
  if (sheet.y + height > sheet.bottom) newPage(sheet)
}

function drawTitle(sheet: Sheet): void {
  const { receipt: r, pdf } = sheet
  const spacing = 14
  font(sheet, true, 26)
  // Letter-spaced like a printed 領収書; the spacing after the last letter is not part of the centring.
  const titleWidth = pdf.widthOfString(r.title, { characterSpacing: spacing }) - spacing
  pdf.text(r.title, sheet.left + (sheet.width - titleWidth) / 2, sheet.y, {
    characterSpacing: spacing,
    lineBreak: false,
  })
  sheet.y += pdf.currentLineHeight(true)
  font(sheet, false, 10, MUTED)
  sheet.y += put(sheet, `（${r.subtitle}）`, sheet.left, sheet.y, sheet.width, 'center')
  sheet.y += GAP
}

/** The addressee underlined on the left; the receipt's numbers and issue date on the right. */
function drawAddresseeAndNumbers(sheet: Sheet): void {
  const { receipt: r } = sheet
  const start = sheet.y
  const numbersWidth = 190
  const addresseeWidth = sheet.width - numbersWidth - 24

  font(sheet, false, 9)
  let numbersY = start
  for (const [label, value] of [
    ['領収書番号', r.receiptNumber],
    ['ご注文番号', r.orderNumber],
    ['発行日', r.issuedOnText],
  ] as const)
    numbersY += put(sheet, `${label}：${value}`, sheet.right - numbersWidth, numbersY, numbersWidth, 'right')

  font(sheet, false, 15)
  const addresseeHeight = put(sheet, r.addresseeText, sheet.left, start + 4, addresseeWidth)
  const underlineY = start + 4 + addresseeHeight + 1
  hLine(sheet, sheet.left, sheet.left + addresseeWidth, underlineY, RULE, 0.9)

  sheet.y = Math.max(numbersY, underlineY) + GAP + 4
}

/** The boxed 領収金額, then 但し書き and the receipt sentence. */
function drawAmount(sheet: Sheet): void {
  const { receipt: r, pdf } = sheet
  const boxX = sheet.left + 36
  const boxWidth = sheet.width - 72
  const labelWidth = 104
  const boxHeight = 50
  const y = sheet.y

  pdf.save().rect(boxX, y, labelWidth, boxHeight).fill(SHADE).restore()
  pdf.save().rect(boxX, y, boxWidth, boxHeight).lineWidth(1.2).strokeColor(RULE).stroke().restore()
  pdf
    .save()
    .moveTo(boxX + labelWidth, y)
    .lineTo(boxX + labelWidth, y + boxHeight)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore()

  font(sheet, true, 12)
  const labelHeight = textHeight(sheet, '領収金額', labelWidth)
  put(sheet, '領収金額', boxX, y + (boxHeight - labelHeight) / 2, labelWidth, 'center')

  font(sheet, true, 22)
  const amountWidth = boxWidth - labelWidth
  const amountHeight = textHeight(sheet, r.amountText, amountWidth)
  put(sheet, r.amountText, boxX + labelWidth, y + (boxHeight - amountHeight) / 2, amountWidth, 'center')

  sheet.y = y + boxHeight + 10
  font(sheet, false, 10.5)
  sheet.y += put(sheet, `但し　${r.purpose}`, boxX, sheet.y, boxWidth)
  sheet.y += put(sheet, '上記正に領収いたしました。', boxX, sheet.y, boxWidth)
  sheet.y += GAP
}

function drawTransaction(sheet: Sheet): void {
  const { receipt: r } = sheet
  font(sheet, false, 9.5)
  for (const text of [`取引年月日：${r.orderedOnText}`, `お支払い方法：${r.paymentMethod}`])
    sheet.y += put(sheet, text, sheet.left, sheet.y, sheet.width)
  sheet.y += GAP / 2
}

function tableColumns(sheet: Sheet): Column[] {
  const fixed = FIXED_COLUMNS.reduce((sum, c) => sum + c.width, 0)
  return [
    {
      header: '商品名',
      width: sheet.width - fixed,
      align: 'left',
      text: (l) => `${l.reducedRateMark}${l.productName}`,
    },
    ...FIXED_COLUMNS,
  ]
}

/** Draws one table row (a text per column) at sheet.y with a rule under it, and moves sheet.y below it. */
function drawRow(sheet: Sheet, columns: Column[], texts: string[], header: boolean): void {
  const height = rowHeight(sheet, columns, texts, header)
  const y = sheet.y
  if (header) sheet.pdf.save().rect(sheet.left, y, sheet.width, height).fill(SHADE).restore()
  font(sheet, header, header ? 8.5 : 9)
  let x = sheet.left
  columns.forEach((column, i) => {
    put(
      sheet,
      texts[i] ?? '',
      x + CELL_PAD,
      y + CELL_PAD,
      column.width - 2 * CELL_PAD,
      header ? 'center' : column.align,
    )
    x += column.width
  })
  hLine(sheet, sheet.left, sheet.right, y + height, header ? RULE : LIGHT_RULE, header ? 0.8 : 0.5)
  sheet.y = y + height
}

function rowHeight(sheet: Sheet, columns: Column[], texts: string[], header: boolean): number {
  font(sheet, header, header ? 8.5 : 9)
  const tallest = Math.max(
    ...columns.map((column, i) => textHeight(sheet, texts[i] ?? '', column.width - 2 * CELL_PAD)),
  )
  return tallest + 2 * CELL_PAD
}

/** The lines; a row that does not fit goes to a new page, under the header again. */
function drawLines(sheet: Sheet): void {
  const columns = tableColumns(sheet)
  const headers = columns.map((c) => c.header)
  const headerHeight = rowHeight(sheet, columns, headers, true)

  font(sheet, true, 10.5)
  const headingHeight = textHeight(sheet, 'ご注文明細', sheet.width)
  const firstRow = sheet.receipt.lines[0]
  const firstRowHeight = firstRow
    ? rowHeight(
        sheet,
        columns,
        columns.map((c) => c.text(firstRow)),
        false,
      )
    : 0
  ensureSpace(sheet, headingHeight + 4 + headerHeight + firstRowHeight)
  font(sheet, true, 10.5)
  sheet.y += put(sheet, 'ご注文明細', sheet.left, sheet.y, sheet.width) + 4
  drawRow(sheet, columns, headers, true)

  for (const line of sheet.receipt.lines) {
    const texts = columns.map((c) => c.text(line))
    if (sheet.y + rowHeight(sheet, columns, texts, false) > sheet.bottom) {
      newPage(sheet)
      drawRow(sheet, columns, headers, true)
    }
    drawRow(sheet, columns, texts, false)
  }
  sheet.y += 6
  if (sheet.receipt.hasReducedRate) {
    font(sheet, false, 8.5)
    const noteHeight = textHeight(sheet, REDUCED_RATE_NOTE, sheet.width)
    ensureSpace(sheet, noteHeight)
    sheet.y += put(sheet, REDUCED_RATE_NOTE, sheet.left, sheet.y, sheet.width)
  }
  sheet.y += GAP
}

/** 消費税率ごとの合計 on the left, the totals on the right (お支払い金額, the last, stands out). */
function drawTotals(sheet: Sheet): void {
  const { receipt: r } = sheet
  const totalsWidth = 240
  const totalsX = sheet.right - totalsWidth
  const taxWidth = totalsX - sheet.left - 24
  const rowGap = 3

  const totalsHeight = r.totals.reduce((sum, t, i) => {
    font(sheet, i === r.totals.length - 1, i === r.totals.length - 1 ? 11 : 9.5)
    return sum + textHeight(sheet, t.label, totalsWidth / 2) + rowGap + 2
  }, 0)
  font(sheet, true, 9.5)
  let taxHeight = textHeight(sheet, TAX_BREAKDOWN_HEADING, taxWidth) + 4
  font(sheet, false, 9)
  for (const t of r.taxByRate) taxHeight += textHeight(sheet, t.text, taxWidth) + rowGap
  ensureSpace(sheet, Math.max(totalsHeight, taxHeight) + 8)

  const start = sheet.y
  let y = start
  r.totals.forEach((t, i) => {
    const last = i === r.totals.length - 1
    if (last) {
      y += 2
      hLine(sheet, totalsX, sheet.right, y, RULE, 0.9)
      y += 4
    }
    font(sheet, last, last ? 11 : 9.5)
    const labelHeight = put(sheet, t.label, totalsX, y, totalsWidth / 2)
    const valueHeight = put(sheet, t.text, totalsX + totalsWidth / 2, y, totalsWidth / 2, 'right')
    y += Math.max(labelHeight, valueHeight) + rowGap
  })
  const totalsBottom = y

  y = start
  font(sheet, true, 9.5)
  y += put(sheet, TAX_BREAKDOWN_HEADING, sheet.left, y, taxWidth)
  hLine(sheet, sheet.left, sheet.left + taxWidth, y + 1, LIGHT_RULE, 0.5)
  y += 4
  font(sheet, false, 9)
  for (const t of r.taxByRate) y += put(sheet, t.text, sheet.left, y, taxWidth) + rowGap

  sheet.y = Math.max(totalsBottom, y) + GAP
}

/** The seller (発行者) at the bottom right of the last page. */
function drawSeller(sheet: Sheet): void {
  const { seller } = sheet.receipt
  const width = 230
  const x = sheet.right - width
  const blocks: { text: string; bold: boolean; size: number }[] = [
    { text: seller.name, bold: true, size: 11.5 },
    { text: `${postalCodeText(seller.postalCode)} ${seller.address}`.trim(), bold: false, size: 9 },
    { text: `登録番号：${seller.registrationNumber}`, bold: false, size: 9 },
  ]
  const height = blocks.reduce((sum, b) => {
    font(sheet, b.bold, b.size)
    return sum + textHeight(sheet, b.text, width) + 2
  }, 0)
  ensureSpace(sheet, height)
  let y = Math.max(sheet.y, sheet.bottom - height)
  for (const b of blocks) {
    font(sheet, b.bold, b.size)
    y += put(sheet, b.text, x, y, width) + 2
  }
  sheet.y = y
}

/** 「1 / 3」 under each page's content when the receipt runs to more than one page. */
function drawPageNumbers(sheet: Sheet): void {
  const { pdf } = sheet
  const range = pdf.bufferedPageRange()
  if (range.count < 2) return
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i)
    // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
    const margins = pdf.page.margins
    const bottomMargin = margins.bottom
    margins.bottom = 0
    font(sheet, false, 8, MUTED)
    pdf.text(`${i + 1} / ${range.count}`, sheet.left, pdf.page.height - MARGIN + 14, {
      width: sheet.width,
      align: 'center',
      lineBreak: false,
    })
    margins.bottom = bottomMargin
  }
}

function collect(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
}

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const fonts = await receiptFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    // No default font: pdfkit would otherwise load Helvetica's metrics from its data files, which the receipt
    // never uses (every text is Noto Sans JP).
    font: '',
    bufferPages: true,
    lang: 'ja',
    displayTitle: true,
    info: {
      Title: `${receipt.title} ${receipt.receiptNumber}`,
      Author: receipt.seller.name,
      Subject: `ご注文番号 ${receipt.orderNumber}`,
    },
  })
  const output = collect(pdf)
  pdf.registerFont(FONT, fonts.regular)
  pdf.registerFont(FONT_BOLD, fonts.bold)

  const page = pdf.page
  const sheet: Sheet = {
    pdf,
    receipt,
    left: page.margins.left,
    right: page.width - page.margins.right,
    width: page.width - page.margins.left - page.margins.right,
    top: page.margins.top,
    bottom: page.height - page.margins.bottom,
    y: page.margins.top,
  }

  drawTitle(sheet)
  drawAddresseeAndNumbers(sheet)
  drawAmount(sheet)
  drawTransaction(sheet)
  drawLines(sheet)
  drawTotals(sheet)
  drawSeller(sheet)
  drawPageNumbers(sheet)

  pdf.end()
  return output
}
