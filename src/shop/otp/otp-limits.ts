/**
 * Rate limits around one-time passwords (ASVS 2.2.1, 2.8): sends per client IP and per address, checks per IP,
 * the per-transaction try counter and one resend per interval per transaction. Every one is consumed before the send or the comparison, so parallel
 * requests cannot slip past them (the stored failedAttempts also keeps the lock of 5). Counted in the database
 * through the one contract (src/shop/rate-limit/rate-limit.ts, ADR 022): shared by every instance, kept across
 * restarts.
 */
import { rateLimiter, type RateLimiterFactory } from '@/shop/rate-limit/rate-limit'

import { OTP_RULES } from './otp-rules'

export interface OtpLimits {
  /** Seconds to wait, or null: counts one send against the IP and the address (by its hash). */
  beforeSend(ip: string, emailHash: string): Promise<number | null>
  /** Seconds to wait, or null: counts one check against the IP. */
  beforeCheck(ip: string): Promise<number | null>
  /** False when the transaction has used up its tries. */
  takeTry(transactionHash: string): Promise<boolean>
  /**
   * Seconds to wait, or null: counts one resend for the transaction, at most one per resend interval, so parallel
   * resends cannot all pass the stored interval and count (otp-rules.ts `resendRefusal`).
   */
  takeResend(transactionHash: string): Promise<number | null>
}

export interface OtpLimitOptions {
  sendsPerIp: { points: number; durationSeconds: number }
  sendsPerAddress: { points: number; durationSeconds: number }
  checksPerIp: { points: number; durationSeconds: number }
}

export const DEFAULT_OTP_LIMITS: OtpLimitOptions = {
  sendsPerIp: { points: 20, durationSeconds: 60 * 60 },
  sendsPerAddress: { points: 10, durationSeconds: 60 * 60 },
  checksPerIp: { points: 60, durationSeconds: 15 * 60 },
}

export function createOtpLimits(
  options: OtpLimitOptions = DEFAULT_OTP_LIMITS,
  limiter: RateLimiterFactory = rateLimiter,
): OtpLimits {
  const sendsPerIp = limiter({ keyPrefix: 'otp-send-ip', ...options.sendsPerIp })
  const sendsPerAddress = limiter({ keyPrefix: 'otp-send-address', ...options.sendsPerAddress })
  const checksPerIp = limiter({ keyPrefix: 'otp-check-ip', ...options.checksPerIp })
  const tries = limiter({
    keyPrefix: 'otp-tries',
    points: OTP_RULES.maxFailedAttempts,
    durationSeconds: Math.ceil((OTP_RULES.validMs * OTP_RULES.maxSends) / 1000),
  })
  const resends = limiter({
    keyPrefix: 'otp-resend',
    points: 1,
    durationSeconds: Math.ceil(OTP_RULES.resendIntervalMs / 1000),
  })
  return {
    async beforeSend(ip, emailHash) {
      return (await sendsPerIp.consume(ip)) ?? (await sendsPerAddress.consume(emailHash))
    },
    beforeCheck: (ip) => checksPerIp.consume(ip),
    async takeTry(transactionHash) {
      return (await tries.consume(transactionHash)) === null
    },
    takeResend: (transactionHash) => resends.consume(transactionHash),
  }
}

/** The shop's limits, shared by every one-time-password door. */
export const otpLimits: OtpLimits = createOtpLimits()
