import { describe, expect, it } from 'vitest'

import {
  checkReceiptLinkToken,
  receiptLinkExpiry,
  receiptLinkToken,
  receiptLinkUrl,
} from '@/shop/receipts/receipt-link'
import { RECEIPT_LINK_DAYS } from '@/shop/receipts/receipt-paths'

const SECRET = 'unit-secret'
const placed = new Date('2026-11-27T00:00:00Z')
const expires = receiptLinkExpiry(placed)

describe('guest receipt link', () => {
  it('expires RECEIPT_LINK_DAYS after the order', () => {
    expect(expires.getTime() - placed.getTime()).toBe(RECEIPT_LINK_DAYS * 86_400_000)
  })

  it('names its order until it expires', () => {
    const token = receiptLinkToken('W261127-000123', expires, SECRET)
    expect(checkReceiptLinkToken(token, SECRET, placed)).toEqual({
      ok: true,
      orderNumber: 'W261127-000123',
      expiresAt: expires,
    })
    expect(checkReceiptLinkToken(token, SECRET, new Date(expires.getTime() - 1))).toMatchObject({ ok: true })
    expect(checkReceiptLinkToken(token, SECRET, expires)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another order, a stretched expiry, another secret and garbage', () => {
    const token = receiptLinkToken('W261127-000123', expires, SECRET)
    const [, expiry, mac] = token.split('.')
    expect(checkReceiptLinkToken(`W261127-000124.${expiry}.${mac}`, SECRET, placed)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const later = Math.floor(expires.getTime() / 1000 + 86_400).toString(36)
    expect(checkReceiptLinkToken(`W261127-000123.${later}.${mac}`, SECRET, placed)).toMatchObject({
      ok: false,
    })
    expect(checkReceiptLinkToken(token, 'other-secret', placed)).toMatchObject({ ok: false })
    for (const bad of ['', 'x', 'a.b.c', `${token}.x`, null, undefined])
      expect(checkReceiptLinkToken(bad, SECRET, placed)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is a /receipt/ URL on the site', () => {
    expect(receiptLinkUrl('https://shop.example.jp', 'a.b.c')).toBe(
      'https://shop.example.jp/receipt/?token=a.b.c',
    )
  })
})
