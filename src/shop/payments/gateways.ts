/**
 * The gateway for each payment method (docs/adr/018). Checkout asks `gatewayFor(method)` and talks only to the
 * PaymentGateway interface.
 */
import { createAppPaymentGateway } from './app-payment-gateway'
import { createCardGateway } from './card-gateway'
import { createOfflineGateway } from './offline-gateway'
import type { PaymentGateway } from './payment-gateway'
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods'
import { createProviderClient, rakutenPayConfig } from './provider-client'

export class UnsupportedPaymentMethodError extends Error {
  constructor(readonly method: string) {
    super(`no payment gateway for method ${method}`)
    this.name = 'UnsupportedPaymentMethodError'
  }
}

let offline: PaymentGateway | undefined
let card: PaymentGateway | undefined
let app: PaymentGateway | undefined
let rakuten: PaymentGateway | undefined

export function gatewayFor(method: PaymentMethodCode): PaymentGateway {
  switch (method) {
    case PAYMENT_METHODS.CASH_ON_DELIVERY:
    case PAYMENT_METHODS.DIRECT_DEBIT:
    case PAYMENT_METHODS.POSTAL_TRANSFER:
      return (offline ??= createOfflineGateway())
    case PAYMENT_METHODS.CREDIT_CARD:
      return (card ??= createCardGateway())
    case PAYMENT_METHODS.PAYPAY:
    case PAYMENT_METHODS.AUPAY:
    case PAYMENT_METHODS.DBARAI:
      return (app ??= createAppPaymentGateway())
    case PAYMENT_METHODS.EXTERNAL_SETTLEMENT:
      return (rakuten ??= createAppPaymentGateway({ client: createProviderClient(rakutenPayConfig) }))
    default:
      // NONE and POINT (points cover the whole order): nothing to pay through a gateway.
      throw new UnsupportedPaymentMethodError(method)
  }
}
