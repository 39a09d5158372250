/**
 * The signed, expiring link that lets a guest (who has no my page) open their order's receipt
 * (docs/adr/044-receipts.md). The token names the order and the instant it expires and carries an HMAC-SHA256 of
 * both with the app secret, so it cannot be made for another order or stretched; nothing is stored. Sent only to
 * the orderer's address in the order receipt mail.
 */
import { isSignatureOf, signText } from '@/lib/security/signed-text'
import { ORDER_NUMBER_PATTERN } from '@/shop/orders/order-number'

import { RECEIPT_LINK_DAYS, RECEIPT_PAGE_PATH } from './receipt-paths'

const DAY_MS = 86_400_000

export const receiptLinkExpiry = (placedAt: Date): Date =>
  new Date(placedAt.getTime() + RECEIPT_LINK_DAYS * DAY_MS)

/** `{orderNumber}.{expiry in seconds, base 36}.{mac}` */
export function receiptLinkToken(orderNumber: string, expiresAt: Date, secret: string): string {
  const body = `${orderNumber}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`
  return signText('receipt-link', body, secret)
}

export const receiptLinkUrl = (siteUrl: string, token: string): string => {
  const url = new URL(RECEIPT_PAGE_PATH, siteUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

export type ReceiptLinkCheck =
  { ok: true; orderNumber: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' }

export function checkReceiptLinkToken(
  token: string | null | undefined,
  secret: string,
  now: Date,
): ReceiptLinkCheck {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [orderNumber, expiry, given] = parts as [string, string, string]
  if (!ORDER_NUMBER_PATTERN.test(orderNumber) || !/^[0-9a-z]{1,10}$/.test(expiry))
    return { ok: false, reason: 'invalid' }
  if (!isSignatureOf('receipt-link', `${orderNumber}.${expiry}`, given, secret))
    return { ok: false, reason: 'invalid' }
  const expiresAt = new Date(parseInt(expiry, 36) * 1000)
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, orderNumber, expiresAt }
}
