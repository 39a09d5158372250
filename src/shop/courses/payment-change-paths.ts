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
  /** With `choice`, the start step showing it chosen (「お支払い方法を選び直す」 from a plain confirm step). */
  start: (regularOrderNumber: string, choice: PlainPaymentChoice | Record<string, never> = {}) =>
    `${PAYMENT_CHANGE_BASE}?${q({ regularOrderNumber, ...choice })}`,
  /** With `choice`, the confirm step the server renders from its URL (every choice but a new card). */
  confirm: (regularOrderNumber: string, choice: PlainPaymentChoice | Record<string, never> = {}) =>
    `${PAYMENT_CHANGE_BASE}confirm/?${q({ regularOrderNumber, ...choice })}`,
  complete: (regularOrderNumber: string) => `${PAYMENT_CHANGE_BASE}complete/?${q({ regularOrderNumber })}`,
  tdsCallback: (reference: string) => `${PAYMENT_CHANGE_BASE}tds-callback/?${q({ reference })}`,
  tdsError: (code: string, regularOrderNumber?: string) =>
    `${PAYMENT_CHANGE_BASE}tds-error/?${q({ code, ...(regularOrderNumber ? { regularOrderNumber } : {}) })}`,
} as const

/**
 * A choice the confirm step can carry in its URL and the server can make without the page's scripts
 * (docs/adr/059): 代金引換, 口座振替 and 郵便振替, or the card the provider already keeps. A new card needs the card
 * company's script and its single-use token (kept in the browser's draft, never in a URL).
 */
export type PlainPaymentChoice = { paymentMethod: '1' | '3' | '4' } | { paymentMethod: '2'; card: 'saved' }

export function plainPaymentChoiceOf(values: Record<string, string | undefined>): PlainPaymentChoice | null {
  const method = values.paymentMethod
  if (method === '1' || method === '3' || method === '4') return { paymentMethod: method }
  if (method === '2' && (values.card === 'saved' || values.cardChoice === 'saved'))
    return { paymentMethod: '2', card: 'saved' }
  return null
}

/** The card part of a plain choice as the calls take it (`card: 'saved'`), else nothing. */
export const plainPaymentChoice = (values: Record<string, string | undefined>) => {
  const choice = plainPaymentChoiceOf(values)
  return choice && 'card' in choice ? { card: choice.card } : {}
}

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
