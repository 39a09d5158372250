/**
 * Where the browser goes around a card or app payment (ADR 020): the shop's return URLs given to the provider,
 * the pages the hand-back routes answer 303 to, and the error page's texts. Pure. Failure codes of the gateways
 * are folded into four the pages know, so a URL never says more than the shopper needs.
 */
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

import { CHECKOUT_COMPLETE_PATH } from './checkout-steps'

/** The hand-back routes (trailing slash: next.config's trailingSlash would add a redirect first). */
export const RETURN_ROUTES = {
  tds: '/api/pages/cart/tds-callback/',
  app: '/api/gmo-app-payment-callback/',
  rakuten: '/api/rakuten/confirm/',
} as const

export const TDS_ERROR_PATH = '/cart/tds-error/'
export const APP_PAYMENT_CALLBACK_PATH = '/cart/app-payment-callback/'
/** Back to the payment step: the cart was given back, the shopper chooses another card or method. */
export const PAYMENT_RETRY_PATH = '/cart/shopping05/'

export function returnUrlFor(method: PaymentMethodCode, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  if (method === PAYMENT_METHODS.CREDIT_CARD) return `${base}${RETURN_ROUTES.tds}`
  if (method === PAYMENT_METHODS.EXTERNAL_SETTLEMENT) return `${base}${RETURN_ROUTES.rakuten}`
  return `${base}${RETURN_ROUTES.app}`
}

export const PAYMENT_FAILURE_CODES = ['authentication_failed', 'declined', 'cancelled', 'unknown'] as const
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number]

const FOLD: Record<string, PaymentFailureCode> = {
  authentication_failed: 'authentication_failed',
  reference_mismatch: 'authentication_failed',
  card_declined: 'declined',
  declined: 'declined',
  too_many_attempts: 'declined',
  invalid_token: 'declined',
  invalid_saved_card: 'declined',
  cancelled: 'cancelled',
  cancelled_by_user: 'cancelled',
  not_confirmed: 'cancelled',
  expired: 'cancelled',
}

export function failureCodeOf(raw: string | null | undefined): PaymentFailureCode {
  return (raw && FOLD[raw]) || 'unknown'
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString()

export const completePagePath = (orderNumber: string) => `${CHECKOUT_COMPLETE_PATH}?${query({ orderNumber })}`
export const tdsErrorPath = (code: PaymentFailureCode) => `${TDS_ERROR_PATH}?${query({ code })}`
export const appPaymentErrorPath = (code: PaymentFailureCode) =>
  `${APP_PAYMENT_CALLBACK_PATH}?${query({ code })}`
/** Rakuten Pay's final confirmation page: its 「注文を確定する」 form posts these to rakuten/order. */
export const rakutenConfirmPagePath = (reference: string, confirmId: string) =>
  `${APP_PAYMENT_CALLBACK_PATH}?${query({ method: PAYMENT_METHODS.EXTERNAL_SETTLEMENT, reference, confirmId })}`

/** Where a campaign's one-page order goes around a payment (docs/adr/048-campaign-shopping.md). */
export const CAMPAIGN_RETURN_ROUTES = {
  tds: '/api/pages/campaign/shopping/tds-callback/',
  app: '/api/pages/campaign/shopping/gmo-app-payment-callback/',
} as const
export const CAMPAIGN_COMPLETE_PATH = '/campaign/shopping/complete/'
export const CAMPAIGN_TDS_ERROR_PATH = '/campaign/shopping/tds-error/'
export const CAMPAIGN_PAYMENT_CALLBACK_PATH = '/campaign/shopping/payment-callback/'

/** The pages and return routes of one kind of order: the cart's checkout, or a campaign's one-page order. */
export interface OrderPaths {
  complete(orderNumber: string): string
  tdsError(code: PaymentFailureCode): string
  appError(code: PaymentFailureCode): string
  returnUrl(method: PaymentMethodCode, siteUrl: string): string
}

export const CHECKOUT_ORDER_PATHS: OrderPaths = {
  complete: (orderNumber) => completePagePath(orderNumber),
  tdsError: (code) => tdsErrorPath(code),
  appError: (code) => appPaymentErrorPath(code),
  returnUrl: returnUrlFor,
}

export const CAMPAIGN_ORDER_PATHS: OrderPaths = {
  complete: (orderNumber) => `${CAMPAIGN_COMPLETE_PATH}?${query({ orderNumber })}`,
  tdsError: (code) => `${CAMPAIGN_TDS_ERROR_PATH}?${query({ code })}`,
  appError: (code) => `${CAMPAIGN_PAYMENT_CALLBACK_PATH}?${query({ code })}`,
  returnUrl: (method, siteUrl) =>
    `${siteUrl.replace(/\/+$/, '')}${method === PAYMENT_METHODS.CREDIT_CARD ? CAMPAIGN_RETURN_ROUTES.tds : CAMPAIGN_RETURN_ROUTES.app}`,
}

export const orderPathsFor = (campaign: boolean | undefined): OrderPaths =>
  campaign ? CAMPAIGN_ORDER_PATHS : CHECKOUT_ORDER_PATHS

const NOT_PLACED =
  'ご注文は確定していません。カートの商品はそのまま残っていますので、お支払い方法を選び直してお手続きください。'
const CAMPAIGN_NOT_PLACED =
  'ご注文は確定していません。キャンペーンのご注文ページに戻り、お支払い方法を選び直してお手続きください。'

const PAGES: Record<PaymentFailureCode, { title: string; message: string }> = {
  authentication_failed: {
    title: '本人認証（3Dセキュア）を完了できませんでした',
    message: PAYMENT_MESSAGES.authenticationFailed,
  },
  declined: { title: 'カードをご利用いただけませんでした', message: PAYMENT_MESSAGES.declined },
  cancelled: { title: 'お支払いが完了しませんでした', message: PAYMENT_MESSAGES.appCancelled },
  unknown: {
    title: 'お支払いを完了できませんでした',
    message: 'お支払いの結果を確認できませんでした。しばらくしてから、もう一度お試しください。',
  },
}

function failurePage(code: string | null | undefined) {
  const known = (PAYMENT_FAILURE_CODES as readonly string[]).includes(code ?? '')
    ? (code as PaymentFailureCode)
    : failureCodeOf(code)
  return PAGES[known]
}

/** `GET pages/cart/tds-error`: an unknown or missing code is 'unknown'. */
export function paymentErrorPage(code: string | null | undefined): {
  title: string
  message: string
  retryPath: string
} {
  const page = failurePage(code)
  return { title: page.title, message: `${page.message}${NOT_PLACED}`, retryPath: PAYMENT_RETRY_PATH }
}

/** The campaign order's error page: back to its form, which the browser knows. */
export function campaignPaymentErrorPage(code: string | null | undefined): {
  title: string
  message: string
} {
  const page = failurePage(code)
  return { title: page.title, message: `${page.message}${CAMPAIGN_NOT_PLACED}` }
}
