/**
 * `POST order/fraud-detection-output-log` (ADR 020): device and behaviour features from the checkout pages,
 * kept for staff in `fraud-signals`. The shop never stores personal or card data here: keys that name such data
 * and values that look like it (an email address, a run of 12 or more digits — a card number with or without
 * spaces) are refused with 400 on that signal, at most 30 signals are taken, the shopper and the IP are kept as
 * keyed hashes (an IPv4 address could be recovered from a plain hash), and each IP may record a bounded number
 * of times a minute.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { ApiError, API_ERROR_MESSAGES } from '@/lib/api/errors'
import { ownerScopeOf } from '@/shop/orders/order-check'
import { rateLimiter } from '@/shop/rate-limit/rate-limit'

import type { CheckoutShopper } from './checkout-state'

export const MAX_FRAUD_SIGNALS = 30
export const FRAUD_SIGNAL_MESSAGES = {
  personal: '個人情報やカード情報は送信できません',
  tooMany: `シグナルは${MAX_FRAUD_SIGNALS}項目までです`,
  key: 'シグナルの名前が正しくありません',
  page: '画面の指定が正しくありません',
} as const

export type SignalValue = string | number | boolean

const PAGE = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,39}$/
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/
/** Names of personal or card data (English and romanised Japanese, as a script would name them). */
const PERSONAL_KEY =
  /(e-?mail|mail_?address|phone|^tel(_|$)|address|zip|postal|birth|card|cvc|cvv|security_?code|password|passwd|token|kana|simei|shimei|namae|(first|last|full|given|family|sur|holder)_?name|^name$)/i
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/
/** 12+ digits, spaces or hyphens between them allowed (a card number as typed). */
const LONG_NUMBER = /\d(?:[\s-]?\d){11,}/

export function looksPersonal(value: SignalValue): boolean {
  if (typeof value === 'boolean') return false
  const text = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value.normalize('NFKC')
  return EMAIL.test(text) || LONG_NUMBER.test(text)
}

/** Field errors of the request (empty: acceptable). Pure. */
export function fraudSignalProblems(
  page: string,
  signals: Record<string, SignalValue>,
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!PAGE.test(page)) problems.page = FRAUD_SIGNAL_MESSAGES.page
  const entries = Object.entries(signals)
  if (entries.length > MAX_FRAUD_SIGNALS) problems.signals = FRAUD_SIGNAL_MESSAGES.tooMany
  for (const [key, value] of entries) {
    // The message names no value: it may be the very data we refuse.
    if (!KEY.test(key)) problems[`signals.${key.slice(0, 40)}`] = FRAUD_SIGNAL_MESSAGES.key
    else if (PERSONAL_KEY.test(key) || looksPersonal(value))
      problems[`signals.${key}`] = FRAUD_SIGNAL_MESSAGES.personal
  }
  return problems
}

const keyedHash = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex')

/** Per IP (by its keyed hash): 30 records a minute, plenty for the pages (one per page view) and a ceiling for a script. */
export const FRAUD_SIGNAL_RULE = { keyPrefix: 'fraud-signals', points: 30, durationSeconds: 60 }
const perIp = rateLimiter(FRAUD_SIGNAL_RULE)

export interface FraudSignalMeta {
  ip: string
  userAgent: string | null
  secret: string
}

export async function recordFraudSignals(
  payload: Payload,
  shopper: CheckoutShopper,
  input: { page: string; signals: Record<string, SignalValue> },
  meta: FraudSignalMeta,
): Promise<{ recorded: true }> {
  const problems = fraudSignalProblems(input.page, input.signals)
  if (Object.keys(problems).length > 0)
    throw new ApiError(400, 'validation_failed', API_ERROR_MESSAGES.validationFailed, { fields: problems })
  const ipHash = keyedHash(meta.secret, 'ip', meta.ip)
  // Counted before the write: a burst records at most the limit.
  const wait = await perIp.consume(ipHash)
  if (wait !== null) throw ApiError.tooManyRequests(undefined, wait)
  const scope = ownerScopeOf(shopper.customerId, shopper.cartToken)
  await payload.create({
    collection: 'fraud-signals',
    overrideAccess: true,
    depth: 0,
    data: {
      ownerHash: scope ? keyedHash(meta.secret, 'owner', scope) : null,
      page: input.page,
      signals: input.signals,
      ipHash,
      userAgent: meta.userAgent ? meta.userAgent.slice(0, 300) : null,
    },
  })
  return { recorded: true }
}
