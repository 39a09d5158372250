/**
 * Fees of an order by payment method (tax-excluded; taxed at 10 % with shipping). The spec leaves the amount
 * open ("fees: not shown"); ADR 017 sets cash on delivery at 300 yen (330 yen including tax).
 */
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

export const CASH_ON_DELIVERY_FEE = 300

export function feeFor(method: PaymentMethodCode | null | undefined): number {
  return method === PAYMENT_METHODS.CASH_ON_DELIVERY ? CASH_ON_DELIVERY_FEE : 0
}
