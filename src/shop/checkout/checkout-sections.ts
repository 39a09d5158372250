/**
 * The validated checkout form (validateCheckout's sections) turned into what the order needs: the orderer and
 * destination snapshots, the delivery, gift, payment and points choices, the mail magazines and, for a guest who
 * registers, the registration. Pure; a member's orderer is the profile (they skip shopping01).
 */
import type { z } from 'zod'

import type { PersonSnapshot, PlaceOrderInput } from '@/shop/orders/place-order'
import type { PaymentMethodCode } from '@/shop/payments/payment-methods'

import type {
  deliverySchema,
  destinationSchema,
  giftSchema,
  mailMagazineSchema,
  MemberProfile,
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

export function ordererOfMember(p: MemberProfile): PersonSnapshot {
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    lastNameKana: p.lastNameKana,
    firstNameKana: p.firstNameKana,
    postalCode: p.postalCode,
    prefecture: p.prefecture,
    city: p.city,
    town: p.town || null,
    streetAddress: p.streetAddress,
    building: p.building || null,
    phone: p.phone,
    email: p.email,
  }
}

export function ordererOfGuest(o: OrdererSection): PersonSnapshot {
  return {
    lastName: o.LAST_NAME,
    firstName: o.FIRST_NAME,
    lastNameKana: o.LAST_NAME_KANA,
    firstNameKana: o.FIRST_NAME_KANA,
    postalCode: o.ZIP_NUMBER,
    prefecture: o.PREFECTURE,
    city: o.CITY,
    town: o.TOWN || null,
    streetAddress: o.STREET_ADDRESS,
    building: o.BUILDING_NAME || null,
    phone: o.PHONE_NUMBER,
    email: o.EMAIL1,
  }
}

/** DESTINATION '0': the orderer's address (the receipt goes to the orderer's email only); '1': the address given. */
export function destinationOf(d: DestinationSection, orderer: PersonSnapshot): PersonSnapshot {
  if (!d.address) return { ...orderer, email: null }
  const a = d.address
  return {
    lastName: a.DESTINATION_LAST_NAME,
    firstName: a.DESTINATION_FIRST_NAME,
    lastNameKana: a.DESTINATION_LAST_NAME_KANA,
    firstNameKana: a.DESTINATION_FIRST_NAME_KANA,
    postalCode: a.DESTINATION_ZIP_NUMBER,
    prefecture: a.DESTINATION_PREFECTURE,
    city: a.DESTINATION_CITY,
    town: a.DESTINATION_TOWN || null,
    streetAddress: a.DESTINATION_STREET_ADDRESS,
    building: a.DESTINATION_BUILDING_NAME || null,
    phone: a.DESTINATION_PHONE_NUMBER,
    email: null,
  }
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
