/**
 * Receipts built the way the shop builds them: a confirmation from confirmationFor (the confirm screen's bill
 * rule) over real lines, then receiptDocument.
 */
import { confirmationFor, type ConfirmationSource } from '@/shop/checkout/order-receipt'
import { SELLER_NAME } from '@/shop/checkout/receipt-mail'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { receiptDocument, type ReceiptDocument, type ReceiptSource } from '@/shop/receipts/receipt-document'

export const SELLER = {
  name: SELLER_NAME,
  postalCode: '1500001',
  address: '東京都渋谷区神宮前1-2-3 ウェルネスビル5階',
  registrationNumber: 'T1234567890123',
}

type Line = ConfirmationSource['lines'][number]

/** ※ food at 8 %, one time: 1,200 × 2 = 2,400 → 2,592 yen with tax. */
export const KUROZU: Line = {
  name: '熟成黒酢にんにく（約30日分）',
  taxClass: 'food',
  cycleType: '0',
  unitPrice: 1200,
  quantity: 2,
}
/** A cosmetic at 10 %, one time: 2,000 → 2,200 yen with tax. */
export const LOTION: Line = {
  name: 'リフタージュ 薬用美白ローション 150mL',
  taxClass: 'standard',
  cycleType: '0',
  unitPrice: 2000,
  quantity: 1,
}

export function receiptSource(
  lines: readonly Line[] = [KUROZU, LOTION],
  overrides: Partial<Omit<ReceiptSource, 'confirmation'>> & { pointsUsed?: number } = {},
): ReceiptSource {
  const { pointsUsed = 300, ...rest } = overrides
  const { confirmation } = confirmationFor({
    lines,
    gift: null,
    paymentMethod: PAYMENT_METHODS.CREDIT_CARD,
    pointsUsed,
    pointsToEarn: 40,
    delivery: { option: '1', time: '0' },
    orderDate: '2026-11-27',
    hasAccount: true,
  })
  return {
    orderNumber: 'W2611-0042-KX',
    // 01:30 on 27 November in Japan (still the 26th in UTC).
    placedAt: '2026-11-26T16:30:00Z',
    issuedAt: '2026-11-30T15:10:00Z',
    addressee: '山田 花子',
    paymentMethod: PAYMENT_METHOD_LABELS[PAYMENT_METHODS.CREDIT_CARD],
    confirmation,
    seller: SELLER,
    ...rest,
  }
}

export const sampleReceipt = (...args: Parameters<typeof receiptSource>): ReceiptDocument =>
  receiptDocument(receiptSource(...args))
