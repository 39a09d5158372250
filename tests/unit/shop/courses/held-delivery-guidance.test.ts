/** What staff do with a held or failed delivery (src/shop/courses/held-delivery-guidance.ts, docs/adr/070). */
import { describe, expect, it } from 'vitest'

import { orderIdOf } from '@/shop/courses/delivery-order-link'
import { canSeeHeldDeliveries } from '@/shop/courses/held-deliveries'
import { heldDeliveryGuidance, heldReasonLabel, nextAttemptText } from '@/shop/courses/held-delivery-guidance'

// Midnight in Japan on 2026-12-02.
const next = '2026-12-01T15:00:00.000Z'

describe('heldDeliveryGuidance', () => {
  it('out of stock: restock, the next try orders it; skip from the course', () => {
    const text = heldDeliveryGuidance({
      status: 'held',
      failureCode: 'out-of-stock',
      nextAttemptAt: next,
      courseStatus: 'active',
    })
    expect(text).toBe(
      '在庫を補充すると次の再試行（2026年12月2日 00:00）で自動的に注文されます。スキップする場合は定期コースの画面から操作してください。',
    )
  })

  it('a declined card: ask the customer to change it, with the next try', () => {
    const text = heldDeliveryGuidance({
      status: 'payment-failed',
      failureCode: 'declined',
      nextAttemptAt: next,
      courseStatus: 'active',
    })
    expect(text).toBe(
      'お客さまにカードの変更をご案内してください（変更後すぐに注文されます）。変更がなくても2026年12月2日 00:00に再試行します。',
    )
  })

  it('retries run out: no next try is promised', () => {
    const text = heldDeliveryGuidance({
      status: 'payment-failed',
      failureCode: 'declined',
      nextAttemptAt: null,
      courseStatus: 'active',
    })
    expect(text).toMatch(/^決済の再試行をすべて失敗しました。お客さまにカードの変更をご案内してください/)
    expect(text).not.toMatch(/に再試行します/)
  })

  it('other reasons say what to fix', () => {
    const base = { status: 'held' as const, nextAttemptAt: next, courseStatus: 'active' as const }
    expect(heldDeliveryGuidance({ ...base, failureCode: 'unavailable' })).toMatch(/^商品が販売停止か/)
    expect(heldDeliveryGuidance({ ...base, failureCode: 'cod-limit' })).toMatch(
      /^代金引換の上限を超えています/,
    )
    expect(heldDeliveryGuidance({ ...base, failureCode: 'no-member' })).toMatch(/^会員情報がありません/)
  })

  it('a course no longer active is not retried', () => {
    const base = { status: 'held' as const, failureCode: 'out-of-stock', nextAttemptAt: next }
    expect(heldDeliveryGuidance({ ...base, courseStatus: 'paused' })).toBe(
      '定期コースが休止中のため再試行しません。コースを再開すると次の再試行で注文されます。',
    )
    expect(heldDeliveryGuidance({ ...base, courseStatus: 'cancelled' })).toBe(
      '定期コースが解約のため、このお届けは注文されません。対応は不要です。',
    )
  })
})

describe('words', () => {
  it('reasons and the next try', () => {
    expect(heldReasonLabel('out-of-stock')).toBe('在庫切れ')
    expect(heldReasonLabel('declined')).toBe('declined')
    expect(heldReasonLabel(null)).toBe('—')
    expect(nextAttemptText(next)).toBe('2026年12月2日 00:00')
    expect(nextAttemptText(null)).toBe('予定なし')
  })

  it('customer care sees the list, nobody else', () => {
    expect(canSeeHeldDeliveries(['support'])).toBe(true)
    expect(canSeeHeldDeliveries(['admin'])).toBe(true)
    expect(canSeeHeldDeliveries(['editor', 'marketer', 'reviewer'])).toBe(false)
  })

  it('a delivery cell’s order id, whatever form it comes in', () => {
    expect(orderIdOf(12)).toBe(12)
    expect(orderIdOf('12')).toBe(12)
    expect(orderIdOf({ id: 12, orderNumber: 'A1' })).toBe(12)
    expect(orderIdOf(null)).toBeNull()
    expect(orderIdOf(undefined)).toBeNull()
  })
})
