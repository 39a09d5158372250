/**
 * What the browser brings back from a 3-D Secure challenge or an app payment (docs/adr/018): the provider's
 * hand-back page POSTs a form with the payment `reference` to the shop's return URL (spec §7
 * `POST pages/cart/tds-callback`, `POST gmo-app-payment-callback`). That POST comes from the provider's origin,
 * so the callback routes must accept that origin (`paymentProviderOrigins`) and must not expect the shop's
 * SameSite=Lax cookies on it: answer 303 to a same-site GET page that carries the reference, and complete there.
 */
import { paymentProviderConfig, rakutenPayConfig } from './provider-client'

export interface PaymentReturn {
  reference: string
  /** Every field the browser brought, for `PaymentGateway.complete(reference, returned)`. */
  returned: Record<string, string>
}

const REFERENCE = /^[\w-]{1,100}$/
const MAX_FIELDS = 20

/** From a form body (POST) or the query string (GET): null when there is no well-formed reference. */
export function readPaymentReturn(fields: URLSearchParams): PaymentReturn | null {
  const returned: Record<string, string> = {}
  let count = 0
  for (const [name, value] of fields) {
    if (++count > MAX_FIELDS) break
    if (name.length <= 50 && value.length <= 500) returned[name] = value
  }
  const reference = returned.reference
  return reference && REFERENCE.test(reference) ? { reference, returned } : null
}

export async function readPaymentReturnRequest(request: Request): Promise<PaymentReturn | null> {
  if (request.method === 'GET' || request.method === 'HEAD')
    return readPaymentReturn(new URL(request.url).searchParams)
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return null
  return readPaymentReturn(new URLSearchParams(await request.text()))
}

/** Origins the providers' hand-back forms POST from (card and app payments, Rakuten Pay): for the callback routes' origin check. */
export async function paymentProviderOrigins(): Promise<string[]> {
  const origins = new Set<string>()
  for (const config of [paymentProviderConfig, rakutenPayConfig]) {
    try {
      origins.add(new URL((await config()).baseUrl).origin)
    } catch {
      // Not configured: nothing hands back from it.
    }
  }
  return [...origins]
}
