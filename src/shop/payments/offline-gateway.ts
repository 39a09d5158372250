/**
 * Cash on delivery, direct debit and postal transfer (docs/adr/018): nothing to ask anyone at checkout. The
 * order is authorised at once with an 'offline-…' reference; the money is collected on delivery, by the bank
 * or by the postal transfer slip, outside this gateway.
 */
import type { PaymentGateway } from './payment-gateway'

export const OFFLINE_REFERENCE_PREFIX = 'offline-'

export function createOfflineGateway(): PaymentGateway {
  return {
    async authorize(request) {
      return {
        status: 'authorized',
        reference: `${OFFLINE_REFERENCE_PREFIX}${request.method}-${request.orderNumber}`,
      }
    },
    async complete(reference) {
      return reference.startsWith(OFFLINE_REFERENCE_PREFIX)
        ? { status: 'authorized', reference }
        : { status: 'declined', code: 'unknown_reference', message: 'お支払い情報が見つかりません。' }
    },
    async cancel() {
      // Nothing was reserved anywhere.
    },
  }
}
