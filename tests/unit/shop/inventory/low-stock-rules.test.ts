/** The low-stock alert's rule and mail (src/shop/inventory/low-stock-rules.ts, docs/adr/070). */
import { describe, expect, it } from 'vitest'

import {
  isLowStock,
  LOW_STOCK_MAIL_KIND,
  lowStockDecision,
  lowStockMail,
  validThreshold,
} from '@/shop/inventory/low-stock-rules'

const at = '2026-11-29T03:00:00.000Z'

describe('lowStockDecision', () => {
  it('alerts the first time the stock is below the threshold', () => {
    expect(lowStockDecision({ stock: 4, lowStockThreshold: 5, lowStockAlertedAt: null })).toBe('alert')
    expect(lowStockDecision({ stock: 0, lowStockThreshold: 1, lowStockAlertedAt: null })).toBe('alert')
  })

  it('stays quiet while it stays below after the alert', () => {
    expect(lowStockDecision({ stock: 2, lowStockThreshold: 5, lowStockAlertedAt: at })).toBe('none')
  })

  it('re-arms once the stock is back at or above the threshold', () => {
    expect(lowStockDecision({ stock: 5, lowStockThreshold: 5, lowStockAlertedAt: at })).toBe('rearm')
    expect(lowStockDecision({ stock: 50, lowStockThreshold: 5, lowStockAlertedAt: at })).toBe('rearm')
  })

  it('does nothing at or above the threshold when nothing was sent', () => {
    expect(lowStockDecision({ stock: 5, lowStockThreshold: 5, lowStockAlertedAt: null })).toBe('none')
  })

  it('never alerts without a threshold, and clears a mark left from a removed one', () => {
    expect(lowStockDecision({ stock: 0, lowStockThreshold: null, lowStockAlertedAt: null })).toBe('none')
    expect(lowStockDecision({ stock: 0, lowStockThreshold: null, lowStockAlertedAt: at })).toBe('rearm')
    expect(isLowStock({ stock: 0, lowStockThreshold: null })).toBe(false)
  })
})

describe('validThreshold', () => {
  it('takes empty or a whole number of at least 1', () => {
    for (const ok of [null, undefined, '', 1, 30]) expect(validThreshold(ok)).toBe(true)
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(validThreshold(bad)).toMatch(/1以上の整数/)
  })
})

describe('lowStockMail', () => {
  it('names the product, its code, the stock left, the threshold and the admin link', () => {
    const mail = lowStockMail({
      to: 'desk@shop.example.jp',
      productName: 'セサミンEX',
      productCode: 'sesamin',
      stock: 3,
      threshold: 10,
      adminUrl: 'http://localhost:3000/admin/collections/inventory/7',
      at: new Date(at),
    })
    expect(mail).toMatchObject({ to: 'desk@shop.example.jp', kind: LOW_STOCK_MAIL_KIND })
    expect(mail.subject).toBe('【在庫アラート】セサミンEX（sesamin）残り3')
    expect(mail.text).toContain('商品名：セサミンEX')
    expect(mail.text).toContain('商品コード：sesamin')
    expect(mail.text).toContain('在庫数：3')
    expect(mail.text).toContain('しきい値：10')
    expect(mail.text).toContain('日時：2026年11月29日 12:00')
    expect(mail.text).toContain('http://localhost:3000/admin/collections/inventory/7')
  })
})
