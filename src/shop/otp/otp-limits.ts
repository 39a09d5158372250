/**
 * Rate limits around one-time passwords (ASVS 2.2.1, 2.8): sends per client IP and per address, checks per IP,
 * and the per-transaction try counter. The per-transaction counter is consumed before a code is compared, so
 * parallel guesses cannot slip past the lock of 5 (the stored failedAttempts keeps the lock across restarts).
 * In memory like the sign-in limits (ADR 010): several instances need a shared store.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { OTP_RULES } from './otp-rules'

export interface OtpLimits {
  /** Seconds to wait, or null: counts one send against the IP and the address (by its hash). */
  beforeSend(ip: string, emailHash: string): Promise<number | null>
  /** Seconds to wait, or null: counts one check against the IP. */
  beforeCheck(ip: string): Promise<number | null>
  /** False when the transaction has used up its tries. */
  takeTry(transactionHash: string): Promise<boolean>
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

const limiter = (keyPrefix: string, o: { points: number; durationSeconds: number }) =>
  new RateLimiterMemory({ keyPrefix, points: o.points, duration: o.durationSeconds })

async function consume(l: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await l.consume(key)
    return null
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw rejection
  }
}

export function createOtpLimits(options: OtpLimitOptions = DEFAULT_OTP_LIMITS): OtpLimits {
  const sendsPerIp = limiter('otp-send-ip', options.sendsPerIp)
  const sendsPerAddress = limiter('otp-send-address', options.sendsPerAddress)
  const checksPerIp = limiter('otp-check-ip', options.checksPerIp)
  const tries = limiter('otp-tries', {
    points: OTP_RULES.maxFailedAttempts,
    durationSeconds: Math.ceil((OTP_RULES.validMs * OTP_RULES.maxSends) / 1000),
  })
  return {
    async beforeSend(ip, emailHash) {
      return (await consume(sendsPerIp, ip)) ?? (await consume(sendsPerAddress, emailHash))
    },
    beforeCheck: (ip) => consume(checksPerIp, ip),
    async takeTry(transactionHash) {
      return (await consume(tries, transactionHash)) === null
    },
  }
}

/** The process's limits, shared by every one-time-password door. */
export const otpLimits: OtpLimits = createOtpLimits()
