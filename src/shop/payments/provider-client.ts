/**
 * The shop's side of the payment provider's API (docs/adr/018): JSON over HTTP with the merchant id and secret
 * (HTTP Basic), base URL from CARD_PROVIDER_URL, or the in-process card sandbox when that is unset and the
 * sandbox is on. Requests carry tokens and references only: the shop never has a card number to send.
 */
import { env } from '@/lib/config/env'

import { cardSandbox, sandboxMerchant } from './sandbox/card-sandbox'

export interface ProviderConfig {
  baseUrl: string
  merchantId: string
  secret: string
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

/** Where the shop's payments go; rejects when neither a provider nor the sandbox is configured. */
export async function paymentProviderConfig(): Promise<ProviderConfig> {
  if (env.CARD_PROVIDER_URL) {
    if (!env.CARD_PROVIDER_MERCHANT_ID || !env.CARD_PROVIDER_SECRET)
      throw new PaymentProviderError('CARD_PROVIDER_MERCHANT_ID and CARD_PROVIDER_SECRET must be set')
    return {
      baseUrl: env.CARD_PROVIDER_URL.replace(/\/$/, ''),
      merchantId: env.CARD_PROVIDER_MERCHANT_ID,
      secret: env.CARD_PROVIDER_SECRET,
    }
  }
  if (!env.sandboxEnabled) throw new PaymentProviderError('no payment provider is configured')
  const sandbox = await cardSandbox()
  const merchant = sandboxMerchant()
  return { baseUrl: sandbox.origin, merchantId: merchant.merchantId, secret: merchant.secret }
}

/** Rakuten Pay's provider: RAKUTEN_PAY_URL and its merchant, else the card sandbox while the sandbox is on. */
export async function rakutenPayConfig(): Promise<ProviderConfig> {
  if (env.RAKUTEN_PAY_URL) {
    if (!env.RAKUTEN_PAY_MERCHANT_ID || !env.RAKUTEN_PAY_SECRET)
      throw new PaymentProviderError('RAKUTEN_PAY_MERCHANT_ID and RAKUTEN_PAY_SECRET must be set')
    return {
      baseUrl: env.RAKUTEN_PAY_URL.replace(/\/$/, ''),
      merchantId: env.RAKUTEN_PAY_MERCHANT_ID,
      secret: env.RAKUTEN_PAY_SECRET,
    }
  }
  if (!env.sandboxEnabled) throw new PaymentProviderError('Rakuten Pay is not configured')
  const sandbox = await cardSandbox()
  const merchant = sandboxMerchant()
  return { baseUrl: sandbox.origin, merchantId: merchant.merchantId, secret: merchant.secret }
}

/** The card-token script the checkout's card form loads (from the provider's origin, never the shop's). */
export async function cardTokenScriptUrl(): Promise<string> {
  return `${(await paymentProviderConfig()).baseUrl}/v1/token.js`
}

export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>

export interface ProviderClient {
  post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>>
}

const TIMEOUT_MS = 15_000

export function createProviderClient(
  config: () => Promise<ProviderConfig> = paymentProviderConfig,
  fetcher: ProviderFetch = (url, init) => fetch(url, init),
): ProviderClient {
  return {
    async post(path, body) {
      const { baseUrl, merchantId, secret } = await config()
      let response: Response
      try {
        response = await fetcher(`${baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Basic ${Buffer.from(`${merchantId}:${secret}`).toString('base64')}`,
          },
          body: JSON.stringify(body),
          cache: 'no-store',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        throw new PaymentProviderError(
          `payment provider unreachable: ${error instanceof Error ? error.name : typeof error}`,
        )
      }
      if (!response.ok)
        throw new PaymentProviderError(`payment provider answered ${response.status}`, response.status)
      const answer: unknown = await response.json().catch(() => null)
      if (!answer || typeof answer !== 'object')
        throw new PaymentProviderError('payment provider answered no JSON')
      return answer as Record<string, unknown>
    },
  }
}
