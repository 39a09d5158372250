/**
 * The `order_receipt` cookie (ADR 020): proof that this browser placed an order, so a guest (who has no session)
 * may see that order's complete page and nobody else can by guessing order numbers. Value: the order number and
 * an HMAC-SHA256 of it with the app secret; HttpOnly, SameSite=Lax, one day. Set on every `POST order` answer
 * (placed and redirect), so it is there when the browser comes back from 3-D Secure or the app.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'
import { ORDER_NUMBER_PATTERN } from '@/shop/orders/order-number'

export const ORDER_RECEIPT_COOKIE = 'order_receipt'
export const ORDER_RECEIPT_MAX_AGE = 60 * 60 * 24

export function receiptCookieValue(orderNumber: string, secret: string): string {
  return signText('order-receipt', orderNumber, secret)
}

/** The order number the cookie proves, or null (missing, malformed, forged). */
export function orderNumberOfReceipt(value: string | null | undefined, secret: string): string | null {
  if (!value) return null
  const dot = value.indexOf('.')
  const orderNumber = value.slice(0, dot)
  if (dot < 0 || !ORDER_NUMBER_PATTERN.test(orderNumber)) return null
  return isSignatureOf('order-receipt', orderNumber, value.slice(dot + 1), secret) ? orderNumber : null
}

export function receiptCookieOptions(siteUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
    maxAge: ORDER_RECEIPT_MAX_AGE,
  } as const
}
