import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api/errors'
import { createInquiryLimits, INQUIRY_LIMIT_MESSAGES, recipientKey } from '@/shop/inquiry/inquiry-limits'
import { inquiryReceiptMail } from '@/shop/mail/templates/inquiry-receipt'
import { memoryRateLimiter } from '@/shop/rate-limit/rate-limit'

let prefix = 0
const rules = (ipPoints: number, recipientPoints: number) => ({
  perIp: { keyPrefix: `t-ip-${++prefix}`, points: ipPoints, durationSeconds: 60 },
  perRecipient: { keyPrefix: `t-rcpt-${prefix}`, points: recipientPoints, durationSeconds: 60 },
})

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'sent' as const,
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  )

describe('inquiry send limits (ADR 025)', () => {
  it('a parallel burst to one address from many IPs gets exactly the recipient limit through', async () => {
    const limits = createInquiryLimits(rules(100, 5), memoryRateLimiter)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(limits.beforeSend(`203.0.113.${i}`, 'victim@example.jp'))),
    )
    expect(results.filter((r) => r === 'sent')).toHaveLength(5)
    const refused = results.filter((r): r is ApiError => r !== 'sent')
    expect(refused.every((e) => e.status === 429 && e.message === INQUIRY_LIMIT_MESSAGES.perRecipient)).toBe(
      true,
    )
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('one IP is stopped at its limit whatever the addresses, before the recipient is counted', async () => {
    const limits = createInquiryLimits(rules(3, 1), memoryRateLimiter)
    for (let i = 0; i < 3; i++) await limits.beforeSend('198.51.100.1', `a${i}@example.jp`)
    const refused = await outcome(limits.beforeSend('198.51.100.1', 'fresh@example.jp'))
    expect(refused).toMatchObject({ status: 429, message: INQUIRY_LIMIT_MESSAGES.perIp })
    // The refused send did not use up fresh@'s one receipt.
    expect(await outcome(limits.beforeSend('198.51.100.2', 'fresh@example.jp'))).toBe('sent')
  })

  it('keys an address by hash, the same however it is typed', () => {
    expect(recipientKey(' Victim@Example.JP ')).toBe(recipientKey('victim@example.jp'))
    expect(recipientKey('victim@example.jp')).toMatch(/^[0-9a-f]{64}$/)
    expect(recipientKey('victim@example.jp')).not.toContain('victim')
  })
})

describe('inquiry receipt text', () => {
  it('is fixed shop text with the number and the category label only', () => {
    const { subject, text } = inquiryReceiptMail({ category: 'product' }, 'Q20261124-123456')
    expect(subject).toContain('Q20261124-123456')
    expect(text).toContain('受付番号：Q20261124-123456')
    expect(text).toContain('お問い合わせ種別：商品について')
    expect(text).not.toMatch(/https?:\/\/|www\./)
  })
})
