/**
 * What the checkout routes share (ADR 020): the shopper of a request (session and cart cookies), the receipt
 * cookie of a placed order, the providers' hand-back: origins they POST from, the fields they bring, and the 303
 * to a storefront page by absolute URL (SITE_URL, the public origin behind a proxy).
 */
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { getShopPayload } from '@/cms/get-payload'
import { clientIp } from '@/lib/http/client-ip'
import { AB_VARIANT_COOKIE } from '@/shop/campaigns/ab-test'
import { orderVariantOf } from '@/shop/campaigns/campaign-content'
import { submitCheckout } from '@/shop/checkout/checkout-service'
import { fieldMap } from '@/lib/api/field-map'
import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import type { CheckoutShopper } from '@/shop/checkout/checkout-state'
import { completePendingPayment } from '@/shop/checkout/payment-completion'
import { orderPathsFor } from '@/shop/checkout/payment-return-paths'
import {
  receiptCookieOptions,
  receiptCookieValue,
  ORDER_RECEIPT_COOKIE,
} from '@/shop/checkout/receipt-cookie'
import { paymentProviderOrigins } from '@/shop/payments/payment-return'

import { sessionTokenFrom, setSessionCookie } from '../auth/session-cookie'
import { cartTokenFrom, requestCookie } from '../cart/cart-cookie'

export async function checkoutShopper(payload: Payload, request: Request): Promise<CheckoutShopper> {
  const { customerId } = await sessionShopper(payload, sessionTokenFrom(request))
  return { customerId, cartToken: cartTokenFrom(request) }
}

/**
 * `POST order` and `campaign/order` kind shopping (ADR 020, 048): the checkout's submission for this shopper, with
 * the receipt cookie on every answer that names an order and a registering guest's new session.
 */
export async function placeCheckoutOrder(
  payload: Payload,
  shopper: CheckoutShopper,
  form: Record<string, unknown>,
  request: Request,
): Promise<NextResponse> {
  const { answer, session } = await submitCheckout(checkoutDeps(payload), shopper, form, {
    idempotencyKey: request.headers.get('idempotency-key'),
    ip: clientIp(request),
    previousSessionToken: sessionTokenFrom(request),
    abVariant: await orderVariantOf(payload, requestCookie(request, AB_VARIANT_COOKIE)),
  })
  const response = NextResponse.json(answer)
  setReceiptCookie(response, answer.orderNumber)
  if (session) setSessionCookie(response.cookies, session)
  return response
}

export function setReceiptCookie(response: NextResponse, orderNumber: string): void {
  setCookieSafely(
    response.cookies,
    ORDER_RECEIPT_COOKIE,
    receiptCookieValue(orderNumber, env.payloadSecret),
    receiptCookieOptions(env.SITE_URL),
  )
}

/**
 * The hand-back routes accept the providers' origins, and the opaque origin `null`: a browser sends
 * `Origin: null` for a form POST from a page served with Referrer-Policy no-referrer (the sandbox's pages, many
 * ACS pages). Safe here: these routes read no cookies and only ask the provider about an unguessable reference.
 */
export async function handBackOrigins(): Promise<string[]> {
  return [...(await paymentProviderOrigins()), 'null']
}

/** The hand-back's fields as the gateway's `complete` takes them (strings only, bounded; the provider's keys). */
export function returnedFields(body: Record<string, unknown>): Record<string, string> {
  const out = fieldMap()
  for (const [key, value] of Object.entries(body).slice(0, 20))
    if (typeof value === 'string' && key.length <= 50 && value.length <= 500) out[key] = value
  return out
}

/** 303 See Other to a storefront path (the browser follows it with GET, with its SameSite=Lax cookies). */
export function seeOther(path: string): NextResponse {
  return NextResponse.redirect(new URL(path, env.SITE_URL), 303)
}

/**
 * The 3-D Secure and app-payment hand-backs: complete the payment the reference names, then 303 to the complete
 * page, or to the error page of `kind` (each kind of payment has its own); a campaign's one-page order to its own
 * pages (docs/adr/048-campaign-shopping.md).
 */
export async function completeHandBack(
  body: { reference: string } & Record<string, unknown>,
  kind: 'tds' | 'app',
): Promise<NextResponse> {
  const result = await completePendingPayment(
    checkoutDeps(await getShopPayload()),
    body.reference,
    returnedFields(body),
  )
  const paths = orderPathsFor(result.campaign !== null)
  if (result.outcome === 'confirmed') return seeOther(paths.complete(result.orderNumber))
  return seeOther(kind === 'tds' ? paths.tdsError(result.code) : paths.appError(result.code))
}
