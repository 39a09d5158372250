/**
 * The validated checkout form (validateCheckout's sections) turned into what the order needs: the orderer and
 * destination snapshots (person-address.ts maps the names), the delivery, gift, payment and points choices, the mail magazines and, for a guest who
 * registers, the registration. Pure; a member's orderer is the profile (they skip shopping01).
 */
import type { z } from 'zod'

import { DESTINATION_PREFIX, orderPersonOf, personOfCheckout } from '@/shop/customer/person-address'
import type { PersonSnapshot, PlaceOrderInput } from '@/shop/orders/place-order'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import type {
  deliverySchema,
  destinationSchema,
  giftSchema,
  mailMagazineSchema,
  ordererStepSchema,
  paymentSchema,
  pointsSchema,
  CheckoutSection,
} from './checkout-form'
import type { DeliveryChoice } from './delivery-dates'
import type { GiftChoice } from './fees'

export type OrdererSection = z.output<ReturnType<typeof ordererStepSchema>>
export type DestinationSection = z.output<ReturnType<typeof destinationSchema>>
export type DeliverySection = z.output<ReturnType<typeof deliverySchema>>
export type GiftSection = z.output<ReturnType<typeof giftSchema>>
export type PaymentSection = z.output<ReturnType<typeof paymentSchema>>
export type PointsSection = z.output<ReturnType<typeof pointsSchema>>
export type MailMagazineSection = z.output<ReturnType<typeof mailMagazineSchema>>

/** The sections validateCheckout returned, typed (the orderer only for guests). */
export interface CheckoutSections {
  orderer: OrdererSection | null
  destination: DestinationSection
  delivery: DeliverySection
  gift: GiftSection
  payment: PaymentSection
  points: PointsSection
  mailMagazine: MailMagazineSection
}

/** validateCheckout returns sections as `unknown` (one map for all); their schemas made them these types. */
export function typedSections(sections: Partial<Record<CheckoutSection, unknown>>): CheckoutSections {
  return {
    orderer: (sections.orderer as OrdererSection | undefined) ?? null,
    destination: sections.destination as DestinationSection,
    delivery: sections.delivery as DeliverySection,
    gift: sections.gift as GiftSection,
    payment: sections.payment as PaymentSection,
    points: sections.points as PointsSection,
    mailMagazine: sections.mailMagazine as MailMagazineSection,
  }
}

/** DESTINATION '0': the orderer's address (the receipt goes to the orderer's email only); '1': the address given. */
export function destinationOf(d: DestinationSection, orderer: PersonSnapshot): PersonSnapshot {
  if (!d.address) return { ...orderer, email: null }
  return orderPersonOf(personOfCheckout(d.address, DESTINATION_PREFIX), null)
}

export function deliveryChoiceOf(d: DeliverySection): DeliveryChoice {
  return { option: d.DELIVERY_DATE, date: d.DELIVERY_SPECIFIED_DATE || undefined, time: d.DELIVERY_TIME }
}

export function deliveryOf(d: DeliverySection): PlaceOrderInput['delivery'] {
  return {
    dateChoice: d.DELIVERY_DATE,
    specifiedDate: d.DELIVERY_SPECIFIED_DATE || null,
    timeCode: d.DELIVERY_TIME,
    timeLabel: d.DELIVERY_TIME_LABEL || null,
  }
}

export function giftChoiceOf(g: GiftSection): GiftChoice | null {
  return g.gift ? { kind: g.gift.kind, packaging: g.gift.packaging } : null
}

export function giftOf(g: GiftSection): PlaceOrderInput['gift'] {
  return g.gift ? { wanted: true, kind: g.gift.kind, packaging: g.gift.packaging } : { wanted: false }
}

export const paymentMethodOf = (p: PaymentSection): PaymentMethodCode => p.PAYMENT_METHOD as PaymentMethodCode

/** WANT_MAIL_MAGAZINE1-3 that were ticked, by number. */
export function mailMagazinesOf(m: MailMagazineSection): string[] {
  return (['1', '2', '3'] as const).filter((n) => m[`WANT_MAIL_MAGAZINE${n}`])
}

/** A guest who set PASSWORD (and agreed to the terms) registers with this order. */
export function registrationOf(o: OrdererSection | null): OrdererSection | null {
  return o && o.registering ? o : null
}
