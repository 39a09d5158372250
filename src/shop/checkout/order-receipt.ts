/**
 * The receipt mail of a placed order (ADR 019/020), sent once: when a pay-later or directly authorised order is
 * placed, or when a 3-D Secure / app payment is confirmed after the browser came back. The confirmation is
 * rebuilt from the stored order with the same rule as the confirm screen (checkoutBill over the stored lines,
 * gift, method and points), so the mail shows what the shopper confirmed. A guarded "set if empty" on
 * receiptMailedAt decides who sends it.
 */
import type { Order } from '@/cms/payload-types'
import { setIfEmpty } from '@/cms/guarded-update'
import { logger } from '@/lib/log'
import { addressText } from '@/shop/customer/profile-display'
import { sendMail } from '@/shop/mail/mail-service'
import { formatJapaneseDay, japanDate } from '@/shop/calendar/japan-date'
import { receiptLinkExpiry, receiptLinkToken, receiptLinkUrl } from '@/shop/receipts/receipt-link'
import { receiptTimingText, thirdPartyReceiptNote } from '@/shop/receipts/receipt-rules'
import { invoiceRegistrationNumber } from '@/shop/site/invoice-number'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import type { CheckoutDeps } from './checkout-deps'
import { buildConfirmation, type Confirmation, type ConfirmLine } from './confirmation'
import type { DeliveryChoice } from './delivery-dates'
import { checkoutBill, type CheckoutBill, type GiftChoice } from './fees'
import { orderReceiptMail, type ReceiptMailInput } from './receipt-mail'

export interface ConfirmationSource {
  lines: readonly {
    name: string
    taxClass: ConfirmLine['taxClass']
    cycleType: ConfirmLine['cycleType']
    unitPrice: number
    quantity: number
  }[]
  gift: GiftChoice | null
  paymentMethod: PaymentMethodCode
  pointsUsed: number
  pointsToEarn: number
  delivery: DeliveryChoice
  /** The order date in Japan (YYYY-MM-DD). */
  orderDate: string
  /** A member's order, or a guest who registers with it (ConfirmationInput.hasAccount). */
  hasAccount: boolean
}

/** The confirm screen's content and its bill, by the one bill rule. */
export function confirmationFor(source: ConfirmationSource): {
  confirmation: Confirmation
  bill: CheckoutBill
} {
  const lines: ConfirmLine[] = source.lines.map((l) => ({
    productName: l.name,
    taxClass: l.taxClass,
    cycleType: l.cycleType,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
  }))
  const bill = checkoutBill(lines, {
    gift: source.gift,
    paymentMethod: source.paymentMethod,
    pointsUsed: source.pointsUsed,
  })
  const confirmation = buildConfirmation({
    lines,
    bill,
    orderDate: source.orderDate,
    paymentMethod: source.paymentMethod,
    delivery: source.delivery,
    gift: source.gift,
    pointsToEarn: source.pointsToEarn,
    hasAccount: source.hasAccount,
  })
  return { confirmation, bill }
}

export function deliveryChoiceOfOrder(order: Pick<Order, 'delivery'>): DeliveryChoice {
  return {
    option: order.delivery.dateChoice,
    date: order.delivery.specifiedDate ?? undefined,
    time: order.delivery.timeCode ?? '0',
  }
}

export function giftChoiceOfOrder(order: Pick<Order, 'gift'>): GiftChoice | null {
  const gift = order.gift
  if (!gift?.wanted) return null
  const kind = gift.kind === 'GiftBoxWrapping' ? 'GiftBoxWrapping' : 'NormalWrapping'
  return { kind, packaging: gift.packaging === '2' ? '2' : '1' }
}

export function confirmationOfOrder(order: Order): Confirmation {
  return confirmationFor({
    lines: order.lines,
    gift: giftChoiceOfOrder(order),
    paymentMethod: order.payment.method,
    pointsUsed: order.totals.pointsUsed,
    pointsToEarn: order.totals.pointsToEarn,
    delivery: deliveryChoiceOfOrder(order),
    orderDate: japanDate(new Date(order.placedAt)),
    hasAccount: order.customer != null,
  }).confirmation
}

/** How the receipt mail tells this orderer to get a receipt (a guest gets the signed link). */
function receiptOfMail(deps: CheckoutDeps, order: Order): ReceiptMailInput['receipt'] {
  const thirdPartyNote = thirdPartyReceiptNote(order.payment.method)
  if (thirdPartyNote) return { thirdPartyNote }
  const timing = receiptTimingText(order.payment.method)
  if (order.customer != null) return { timing, link: null }
  const expiresAt = receiptLinkExpiry(new Date(order.placedAt))
  return {
    timing,
    link: {
      url: receiptLinkUrl(deps.siteUrl, receiptLinkToken(order.orderNumber, expiresAt, deps.secret)),
      expiresOn: formatJapaneseDay(japanDate(expiresAt)),
    },
  }
}

/** True when this call sent it (false: sent before, or no address to send to). */
export async function sendReceiptOnce(
  deps: CheckoutDeps,
  orderId: number,
  now = new Date(),
): Promise<boolean> {
  const { payload } = deps
  if (!(await setIfEmpty(payload, 'orders', orderId, 'receiptMailedAt', now.toISOString()))) return false
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  const to = order.orderer.email
  if (!to) return false
  const mail = orderReceiptMail({
    to,
    orderNumber: order.orderNumber,
    orderedAt: new Date(order.placedAt),
    orderer: order.orderer,
    destination: {
      name: `${order.destination.lastName} ${order.destination.firstName}`,
      postalCode: order.destination.postalCode,
      address: addressText(order.destination),
      phone: order.destination.phone,
    },
    paymentMethod: order.payment.method,
    delivery: deliveryChoiceOfOrder(order),
    confirmation: confirmationOfOrder(order),
    siteUrl: deps.siteUrl,
    seller: { registrationNumber: await invoiceRegistrationNumber(payload) },
    receipt: receiptOfMail(deps, order),
  })
  try {
    await sendMail(deps, mail)
  } catch (error) {
    // The order stands (the receipt is a courtesy copy of the complete page); only the order number is logged.
    logger.error('order receipt mail failed', {
      orderNumber: order.orderNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
    return false
  }
  logger.info('order receipt mailed', { orderNumber: order.orderNumber })
  return true
}
