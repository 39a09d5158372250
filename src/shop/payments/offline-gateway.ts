/**
 * Cash on delivery, direct debit and postal transfer (docs/adr/018): nothing to ask anyone at checkout. The
 * order is authorised at once with an 'offline-…' reference; the money is collected on delivery, by the bank
 * or by the postal transfer slip, outside this gateway. For the same reason nothing can be captured or given back
 * through it: a refund of these methods is a bank transfer staff make and record (docs/adr/066).
 */
import type { PaymentGateway } from './payment-gateway'
import { SETTLEMENT_MESSAGES } from './payment-messages'

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
    async capture() {
      return {
        status: 'failed',
        code: 'collected_offline',
        message: SETTLEMENT_MESSAGES.collected_offline,
      }
    },
    async refund() {
      // A failure, not a silent success: the caller must record a bank-transfer refund instead.
      return {
        status: 'failed',
        code: 'bank_transfer_required',
        message: SETTLEMENT_MESSAGES.bank_transfer_required,
      }
    },
  }
}
