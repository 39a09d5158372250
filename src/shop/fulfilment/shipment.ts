/**
 * What the carrier files need of an order (a narrow view, so the layouts are pure and testable without Payload):
 * built from an order document by shipmentOf.
 */
import { deliveryTimeLabel } from '@/shop/checkout/delivery-dates'
import { GIFT_PACKAGING_LABELS, GIFT_WRAPPING_KINDS, type GiftPackaging } from '@/shop/checkout/fees'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

export interface ShipmentPerson {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  postalCode: string
  prefecture: string
  city: string
  town?: string | null
  streetAddress: string
  building?: string | null
  phone: string
}

export interface ShipmentOrder {
  orderNumber: string
  destination: ShipmentPerson
  /** YYYY-MM-DD when the customer chose a day, else null. */
  deliveryDate: string | null
  /** The shop's DELIVERY_TIME code ('0' none). */
  timeCode: string
  lines: { name: string; quantity: number }[]
  /** Yen to collect at the door (tax included); 0 unless cash on delivery. */
  collectAmount: number
  /** The consumption tax inside collectAmount (B2's 内消費税額等). */
  collectTax: number
  /** 「ギフト包装：ギフトボックス（まとめて包装）」 or null. */
  giftNote: string | null
  /** The regular course's delivery number (定期 n 回目), or null for a one-time order. */
  regularSequence: number | null
}

/** The order fields shipmentOf reads (a Payload Order satisfies it). */
export interface OrderForShipment {
  orderNumber: string
  destination: ShipmentPerson
  delivery?: { dateChoice?: string | null; specifiedDate?: string | null; timeCode?: string | null } | null
  lines?: { name: string; quantity: number }[] | null
  payment: { method: string }
  gift?: { wanted?: boolean | null; kind?: string | null; packaging?: string | null } | null
  totals: { amountDue: number; byRate?: { tax: number }[] | null }
  regularSequence?: number | null
}

function giftNoteOf(gift: OrderForShipment['gift']): string | null {
  if (!gift?.wanted) return null
  const kind = gift.kind && Object.hasOwn(GIFT_WRAPPING_KINDS, gift.kind) ? gift.kind : 'NormalWrapping'
  const label = GIFT_WRAPPING_KINDS[kind as keyof typeof GIFT_WRAPPING_KINDS].label
  const packaging = GIFT_PACKAGING_LABELS[(gift.packaging ?? '1') as GiftPackaging] ?? ''
  return `ギフト包装：${label}${packaging ? `（${packaging}）` : ''}`
}

export function shipmentOf(order: OrderForShipment): ShipmentOrder {
  const cod = order.payment.method === PAYMENT_METHODS.CASH_ON_DELIVERY
  const tax = (order.totals.byRate ?? []).reduce((sum, r) => sum + r.tax, 0)
  const date = order.delivery?.specifiedDate?.trim()
  return {
    orderNumber: order.orderNumber,
    destination: order.destination,
    deliveryDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    timeCode: deliveryTimeLabel(order.delivery?.timeCode ?? '0') ? (order.delivery?.timeCode ?? '0') : '0',
    lines: (order.lines ?? []).map((l) => ({ name: l.name, quantity: l.quantity })),
    collectAmount: cod ? order.totals.amountDue : 0,
    collectTax: cod ? Math.min(tax, order.totals.amountDue) : 0,
    giftNote: giftNoteOf(order.gift),
    regularSequence: order.regularSequence ?? null,
  }
}

export const personName = (p: ShipmentPerson) => `${p.lastName} ${p.firstName}`
export const personKana = (p: ShipmentPerson) => `${p.lastNameKana} ${p.firstNameKana}`
export const addressLine = (p: ShipmentPerson) => `${p.prefecture}${p.city}${p.town ?? ''}${p.streetAddress}`
