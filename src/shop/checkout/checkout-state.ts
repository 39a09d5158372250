/**
 * Everything the checkout calls know about the shopper before reading the form (ADR 020): the member (profile,
 * points, kept card), the cart as the cart page shows it, the validation context of the pages
 * (CheckoutContext) computed from the database, and the payment methods offered now. An empty cart is 409: the
 * pages send the shopper back to /cart/.
 */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import type { CartView } from '@/lib/api/calls/cart'
import { ApiError } from '@/lib/api/errors'
import { loadCampaignCart } from '@/shop/campaigns/shopping/campaign-cart'
import { getCartView } from '@/shop/cart/cart-service'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import { profileViewOf, type ProfileView } from '@/shop/customer/person-address'
import { japanDate } from '@/shop/calendar/japan-date'
import {
  CAMPAIGN_ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '@/shop/payments/payment-methods'
import type { SavedCard } from '@/shop/payments/payment-gateway'
import { cardTokenScriptUrl, rakutenPayConfig } from '@/shop/payments/provider-client'
import { pointsPayableOf } from '@/shop/points/point-rules'
import type { Amount } from '@/shop/pricing'

import type { CheckoutContext } from './checkout-form'
import { CHECKOUT_MESSAGES } from './checkout-messages'
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { cashOnDeliveryFee } from './fees'

/**
 * Who is checking out: the signed-in member (session) and the browser's cart cookie; with `campaignCart`, the
 * cookie of a campaign order's own cart instead (docs/adr/048-campaign-shopping.md).
 */
export interface CheckoutShopper {
  customerId: number | null
  cartToken: string | null
  campaignCart?: boolean
}

export interface CheckoutMember {
  id: number
  customerType: string | null
  pointBalance: number
  profile: ProfileView
  /** The card the provider keeps for the member (LAST_USED_CARD '1'). */
  savedCard: SavedCard | null
  /** The member registered a bank account for direct debit (customers.directDebit, docs/adr/035). */
  hasDirectDebit: boolean
}

export type FullCheckoutContext = Required<CheckoutContext>

export interface CheckoutState {
  member: CheckoutMember | null
  cart: CartView
  context: FullCheckoutContext
  cardTokenScriptUrl: string | null
  offeredPaymentMethods: PaymentMethodCode[]
  /** The cash-on-delivery fee for the cart as it is; null when cash on delivery is not offered. */
  cashOnDeliveryFee: Amount | null
}

function memberOf(customer: Customer): CheckoutMember {
  const card = customer.savedCard
  return {
    id: customer.id,
    customerType: customer.customerType ?? null,
    pointBalance: Math.max(0, customer.swcPoint ?? 0),
    profile: profileViewOf(customer),
    savedCard:
      card?.reference && card.brand && card.last4
        ? { reference: card.reference, brand: card.brand, last4: card.last4 }
        : null,
    hasDirectDebit: Boolean(customer.directDebit?.reference),
  }
}

export async function loadMember(
  payload: Payload,
  customerId: number | null,
): Promise<CheckoutMember | null> {
  if (!customerId) return null
  const customer = await payload
    .findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
    .catch(() => null)
  return customer && !customer.withdrawnAt ? memberOf(customer) : null
}

/** The cart being checked out: the shopper's, or the campaign order's priced by its campaign. */
async function cartOf(
  payload: Payload,
  shopper: CheckoutShopper,
  member: CheckoutMember | null,
  now: Date,
): Promise<CartView> {
  const adjustments = priceAdjustmentsFor(member)
  if (!shopper.campaignCart)
    return getCartView(payload, shopper.cartToken, { customerId: member?.id ?? null, adjustments })
  const campaign = await loadCampaignCart(payload, shopper.cartToken, adjustments, now)
  if (!campaign.ok)
    throw ApiError.conflict(
      campaign.message ?? CHECKOUT_MESSAGES.emptyCart,
      campaign.message ? 'campaign_closed' : 'cart_empty',
    )
  return campaign.value.view
}

const resolves = (config: () => Promise<unknown>) =>
  config().then(
    () => true,
    () => false,
  )

export async function loadCheckoutState(
  payload: Payload,
  shopper: CheckoutShopper,
  now: Date,
): Promise<CheckoutState> {
  const member = await loadMember(payload, shopper.customerId)
  const cart = await cartOf(payload, shopper, member, now)
  if (cart.count === 0) throw ApiError.conflict(CHECKOUT_MESSAGES.emptyCart, 'cart_empty')

  // The card-token script and the app payments come from the same provider (ADR 018); Rakuten Pay has its own.
  const scriptUrl = await cardTokenScriptUrl().catch(() => null)
  const rakuten = await resolves(rakutenPayConfig)
  const codFee = cashOnDeliveryFee(cart.totals.total)
  const hasRegular = cart.regular.lines.some((l) => l.available)
  // A campaign's one-page order takes fewer methods (docs/adr/048-campaign-shopping.md).
  const methods = shopper.campaignCart ? CAMPAIGN_ORDER_PAYMENT_METHODS : ORDER_PAYMENT_METHODS
  const offered = methods.filter((method) => {
    switch (method) {
      case PAYMENT_METHODS.CASH_ON_DELIVERY:
        return codFee !== null
      case PAYMENT_METHODS.DIRECT_DEBIT:
        // A course is debited every delivery by the provider's reference (docs/adr/035): a regular order may use
        // direct debit only with a registered account (my page, payment-method change). A one-time order keeps
        // the enclosed slip until the bank's form is done.
        return !hasRegular || member?.hasDirectDebit === true
      case PAYMENT_METHODS.POSTAL_TRANSFER:
        return true
      case PAYMENT_METHODS.EXTERNAL_SETTLEMENT:
        return rakuten
      default:
        return scriptUrl !== null
    }
  })

  const context: FullCheckoutContext = {
    today: japanDate(now),
    isMember: member !== null,
    hasRegular,
    hasSavedCard: member?.savedCard != null,
    pointBalance: member?.pointBalance ?? 0,
    // resolvePointUse's `payable` by the points module's rule (order-check.ts uses the same).
    pointsPayable: pointsPayableOf(cart.totals.items),
    cashOnDeliveryAvailable: codFee !== null,
    calendar: DEFAULT_DELIVERY_CALENDAR,
    offeredPaymentMethods: offered,
  }
  return {
    member,
    cart,
    context,
    cardTokenScriptUrl: scriptUrl,
    offeredPaymentMethods: offered,
    cashOnDeliveryFee: codFee,
  }
}
