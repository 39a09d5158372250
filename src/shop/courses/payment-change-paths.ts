/**
 * The payment-method change's pages (docs/adr/035) and its 3-D Secure error page's texts. Pure, client-safe.
 */
import {
  PAYMENT_FAILURE_CODES,
  failureCodeOf,
  type PaymentFailureCode,
} from '@/shop/checkout/payment-return-paths'
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'

const q = (values: Record<string, string>) => new URLSearchParams(values).toString()

export const PAYMENT_CHANGE_BASE = '/mypage/payment-method-change/'

export const PAYMENT_CHANGE_PATHS = {
  start: (regularOrderNumber: string) => `${PAYMENT_CHANGE_BASE}?${q({ regularOrderNumber })}`,
  confirm: (regularOrderNumber: string) => `${PAYMENT_CHANGE_BASE}confirm/?${q({ regularOrderNumber })}`,
  complete: (regularOrderNumber: string) => `${PAYMENT_CHANGE_BASE}complete/?${q({ regularOrderNumber })}`,
  tdsCallback: (reference: string) => `${PAYMENT_CHANGE_BASE}tds-callback/?${q({ reference })}`,
  tdsError: (code: string, regularOrderNumber?: string) =>
    `${PAYMENT_CHANGE_BASE}tds-error/?${q({ code, ...(regularOrderNumber ? { regularOrderNumber } : {}) })}`,
} as const

const NOT_CHANGED = 'お支払い方法は変更されていません。'

const TEXTS: Record<PaymentFailureCode, { title: string; message: string }> = {
  authentication_failed: {
    title: '本人認証（3Dセキュア）を完了できませんでした',
    message: PAYMENT_MESSAGES.authenticationFailed,
  },
  declined: { title: 'カードをご利用いただけませんでした', message: PAYMENT_MESSAGES.declined },
  cancelled: { title: 'カードの確認が完了しませんでした', message: 'カードの本人認証が中断されました。' },
  unknown: {
    title: 'カードの確認を完了できませんでした',
    message: 'カードの確認結果を確かめられませんでした。しばらくしてから、もう一度お試しください。',
  },
}

/** `GET pages/mypage/payment-method-change/tds-error`: back to the course's input page when it is known. */
export function paymentChangeErrorPage(code: string | null | undefined, regularOrderNumber?: string | null) {
  const known = (PAYMENT_FAILURE_CODES as readonly string[]).includes(code ?? '')
    ? (code as PaymentFailureCode)
    : failureCodeOf(code)
  const page = TEXTS[known]
  return {
    title: page.title,
    message: `${page.message}${NOT_CHANGED}`,
    retryPath: regularOrderNumber ? PAYMENT_CHANGE_PATHS.start(regularOrderNumber) : '/mypage/',
  }
}
