/**
 * Inquiry send limits (docs/adr/025-safe-demo-mode.md): the form mails a receipt to whatever address is typed, so
 * sends are counted per client IP and per recipient address, both by hash (the store never holds an address).
 * Counted through the one rate-limit contract, consume first (a parallel burst never gets more through).
 */
import { createHash } from 'node:crypto'

import { ApiError } from '@/lib/api/errors'
import {
  rateLimiter,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from '@/shop/rate-limit/rate-limit'

export const INQUIRY_LIMIT_RULES = {
  /** One person's inquiries, follow-ups included: plenty. A script relaying mail: ten an hour at most. */
  perIp: { keyPrefix: 'inquiry-send-ip', points: 10, durationSeconds: 60 * 60 },
  /** Receipts to one address a day, whoever asks for them. */
  perRecipient: { keyPrefix: 'inquiry-send-recipient', points: 5, durationSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

export const INQUIRY_LIMIT_MESSAGES = {
  perIp:
    'お問い合わせの送信が短時間に続いたため、受け付けできませんでした。しばらく時間をおいて再度お試しいただくか、お電話でお問い合わせください。',
  perRecipient:
    'このメールアドレスへのお問い合わせの受付が上限に達したため、受け付けできませんでした。しばらく時間をおいて再度お試しいただくか、お電話でお問い合わせください。',
} as const

const hashOf = (purpose: string, value: string) =>
  createHash('sha256').update(`${purpose}:${value}`).digest('hex')

/** One address however it is typed: case and surrounding spaces do not make a new recipient. */
export const recipientKey = (email: string) => hashOf('inquiry-recipient', email.trim().toLowerCase())
export const ipKey = (ip: string) => hashOf('inquiry-ip', ip)

export interface InquiryLimits {
  /** Counts one send against the IP, then the recipient; throws 429 (Retry-After) when either is used up. */
  beforeSend(ip: string, email: string): Promise<void>
}

export function createInquiryLimits(
  rules: { perIp: RateLimitRule; perRecipient: RateLimitRule } = INQUIRY_LIMIT_RULES,
  limiterFor: RateLimiterFactory = rateLimiter,
): InquiryLimits {
  const perIp: RateLimiter = limiterFor(rules.perIp)
  const perRecipient: RateLimiter = limiterFor(rules.perRecipient)
  return {
    async beforeSend(ip, email) {
      const ipWait = await perIp.consume(ipKey(ip))
      if (ipWait !== null) throw ApiError.tooManyRequests(INQUIRY_LIMIT_MESSAGES.perIp, ipWait)
      const recipientWait = await perRecipient.consume(recipientKey(email))
      if (recipientWait !== null)
        throw ApiError.tooManyRequests(INQUIRY_LIMIT_MESSAGES.perRecipient, recipientWait)
    },
  }
}

const HOLDER = Symbol.for('wellness-shop.inquiry-limits')

/** The process's limits (on globalThis: Next's bundles and hot reload would otherwise each count apart). */
export function inquiryLimits(): InquiryLimits {
  const holder = globalThis as typeof globalThis & { [HOLDER]?: InquiryLimits }
  holder[HOLDER] ??= createInquiryLimits()
  return holder[HOLDER]
}
