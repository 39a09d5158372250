/**
 * When an order's receipt can be issued, and what its addressee may be (docs/adr/044-receipts.md). Pure.
 *
 * A receipt states that the money was received, so it is issued once the shop has been paid for goods it
 * delivered: after shipping for card, app and external payments; after the debit date for direct debit. Where a
 * third party hands the shopper a receipt at payment (the carrier for cash on delivery, the post office's
 * 払込受領証 for postal transfer), the shop does not issue a second one for the same payment.
 */
import { formatJapaneseDay, japanDate } from '@/shop/calendar/japan-date'
import type { OrderStatus } from '@/shop/orders/order-status'
import { directDebitDateOf } from '@/shop/payments/direct-debit-date'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { SHOP_FACTS } from '@/shop/site/shop-facts'

export const ADDRESSEE_MAX_LENGTH = 40

export interface ReceiptOrderState {
  status: OrderStatus
  paymentMethod: PaymentMethodCode
  /** ISO instant, or null while not shipped. */
  shippedAt: string | null
  /** お支払い金額 (after points), tax included. */
  amountDue: number
}

export type ReceiptAvailability =
  | { available: true }
  | {
      available: false
      /** Why not, in a sentence for the shopper. */
      reason: string
      /** Whether it becomes available later without the shopper doing anything. */
      later: boolean
    }

/** Where someone else hands the shopper the receipt at payment: what to say instead of issuing one. */
export function thirdPartyReceiptNote(method: PaymentMethodCode): string | null {
  if (method === PAYMENT_METHODS.CASH_ON_DELIVERY)
    return '代金引換のご注文は、商品お受け取りの際に配送業者がお渡しする領収書が正式な領収書となります。'
  if (method === PAYMENT_METHODS.POSTAL_TRANSFER)
    return '郵便振替のご注文は、お支払いの際に郵便局で発行される「払込受領証」が正式な領収書となります。'
  return null
}

/** From when the shop issues the receipt of an order paid by `method`, as a phrase for mails and pages. */
export const receiptTimingText = (method: PaymentMethodCode): string =>
  method === PAYMENT_METHODS.DIRECT_DEBIT
    ? `お引き落とし日（${SHOP_FACTS.directDebitDate}）以降`
    : '商品の発送後'

const refuse = (reason: string, later: boolean): ReceiptAvailability => ({ available: false, reason, later })

export function receiptAvailability(order: ReceiptOrderState, now: Date): ReceiptAvailability {
  if (order.status === 'cancelled')
    return refuse('キャンセルされたご注文には、領収書を発行できません。', false)
  const thirdParty = thirdPartyReceiptNote(order.paymentMethod)
  if (thirdParty) return refuse(thirdParty, false)
  if (order.amountDue <= 0)
    return refuse('お支払い金額が0円のご注文（全額ポイント利用など）には、領収書を発行できません。', false)
  if (order.status !== 'shipped' || !order.shippedAt)
    return refuse('領収書は、商品の発送後に発行できます。', true)
  if (order.paymentMethod === PAYMENT_METHODS.DIRECT_DEBIT) {
    const debitOn = directDebitDateOf(japanDate(new Date(order.shippedAt)))
    if (japanDate(now) < debitOn)
      return refuse(
        `口座振替のご注文の領収書は、お引き落とし日（${formatJapaneseDay(debitOn)}）以降に発行できます。`,
        true,
      )
  }
  return { available: true }
}

/** What the addressee field holds before the shopper changes it: the orderer's name. */
export const defaultAddressee = (orderer: { lastName: string; firstName: string }): string =>
  `${orderer.lastName} ${orderer.firstName}`.trim()

/** Spaces of either width collapsed to one half-width space, ends trimmed. */
export const normalizeAddressee = (value: string): string => value.replace(/[\s\u3000]+/g, ' ').trim()

// Control characters (tabs and line breaks are spaces by then) and the few that would read as markup or a
// format directive on a printed document.
const FORBIDDEN = /[\u0000-\u001f\u007f<>]/

/** The field's error in Japanese, or null when the (normalized) addressee may be printed. */
export function addresseeError(value: string): string | null {
  const normalized = normalizeAddressee(value)
  if (normalized === '') return '宛名を入力してください。'
  if ([...normalized].length > ADDRESSEE_MAX_LENGTH)
    return `宛名は${ADDRESSEE_MAX_LENGTH}文字以内で入力してください。`
  if (FORBIDDEN.test(normalized)) return '宛名に使えない文字（<、> など）が含まれています。'
  return null
}
