/**
 * A receipt (領収書 that is also a 適格簡易請求書, docs/adr/044-receipts.md) as every surface prints it: the
 * printable page, the PDF and the tests read this one shape. Pure: figures come from confirmationOfOrder (the
 * bill rule the confirm screen and the receipt mail use), the seller facts from shop-facts.ts and the site
 * settings' registration number, the addressee and issue date from what the order records.
 */
import { formatJapaneseDay, japanDate } from '@/shop/calendar/japan-date'
import type { Confirmation } from '@/shop/checkout/confirmation'
import { formatYen } from '@/shop/pricing/format-amount'

export const RECEIPT_TITLE = '領収書'
export const RECEIPT_SUBTITLE = '適格簡易請求書'
/** 但し書き: what the money was for. */
export const RECEIPT_PURPOSE = 'お品代として'
export const REDUCED_RATE_NOTE = '※は軽減税率（8%）対象商品です。'

export interface ReceiptSeller {
  name: string
  postalCode: string
  address: string
  registrationNumber: string
}

export interface ReceiptLine {
  /** ※ for reduced-rate (8 %) items, else ''. */
  reducedRateMark: '※' | ''
  productName: string
  purchaseLabel: string
  quantity: number
  unitPriceText: string
  amountText: string
}

export interface ReceiptDocument {
  title: typeof RECEIPT_TITLE
  subtitle: typeof RECEIPT_SUBTITLE
  /** The receipt's own number: 「R-」 and the order number (one receipt per order). */
  receiptNumber: string
  orderNumber: string
  /** 発行日, Japanese date text (「2026年11月27日（金）」). */
  issuedOnText: string
  /** 取引年月日: the day the order was placed. */
  orderedOnText: string
  /** As printed: the addressee and 「様」. */
  addresseeText: string
  /** 領収金額: what the shopper paid (お支払い金額), tax included. */
  amount: number
  amountText: string
  purpose: typeof RECEIPT_PURPOSE
  paymentMethod: string
  lines: ReceiptLine[]
  hasReducedRate: boolean
  /** 商品合計, 送料, …, ポイント利用, お支払い金額 (as the confirm screen lists them). */
  totals: { label: string; text: string }[]
  /** Per rate, as the one formatter words them (pricing/tax-breakdown.ts). */
  taxByRate: { label: string; text: string }[]
  seller: ReceiptSeller
}

export interface ReceiptSource {
  orderNumber: string
  /** ISO instant of the order. */
  placedAt: string
  /** ISO instant the receipt was first issued (the addressee fixed). */
  issuedAt: string
  addressee: string
  paymentMethod: string
  confirmation: Pick<Confirmation, 'lines' | 'totals' | 'taxByRate'>
  seller: ReceiptSeller
}

/** 「2026年11月27日（金）」 of an instant, in Japan time. */
export const japaneseDateText = (iso: string): string => formatJapaneseDay(japanDate(new Date(iso)))

export const receiptNumberOf = (orderNumber: string): string => `R-${orderNumber}`

export function receiptDocument(source: ReceiptSource): ReceiptDocument {
  const c = source.confirmation
  const amountDue = c.totals.find((t) => t.id === 'amountDue')
  if (!amountDue) throw new Error('receipt: the confirmation has no amount due')
  return {
    title: RECEIPT_TITLE,
    subtitle: RECEIPT_SUBTITLE,
    receiptNumber: receiptNumberOf(source.orderNumber),
    orderNumber: source.orderNumber,
    issuedOnText: japaneseDateText(source.issuedAt),
    orderedOnText: japaneseDateText(source.placedAt),
    addresseeText: `${source.addressee} 様`,
    amount: amountDue.amount,
    amountText: `${formatYen(amountDue.amount)}（税込）`,
    purpose: RECEIPT_PURPOSE,
    paymentMethod: source.paymentMethod,
    lines: c.lines.map((l) => ({
      reducedRateMark: l.reducedRateMark,
      productName: l.productName,
      purchaseLabel: l.purchaseLabel,
      quantity: l.quantity,
      unitPriceText: formatYen(l.unitPriceIncludingTax),
      amountText: formatYen(l.amountIncludingTax),
    })),
    hasReducedRate: c.lines.some((l) => l.reducedRateMark !== ''),
    totals: c.totals.map((t) => ({ label: t.label, text: t.text })),
    taxByRate: c.taxByRate.map((t) => ({ label: t.label, text: t.text })),
    seller: source.seller,
  }
}
