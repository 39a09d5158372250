/**
 * Which orders go to the carrier, and who may send them (issue 29, docs/adr/068-carrier-files.md). Pure.
 *
 * Ready to ship: placed and not cancelled, not yet shipped, and its money settled for shipping — a card or app
 * payment authorised (confirmed), or a method paid later or at the door (received, payment not required: cash on
 * delivery, direct debit, postal transfer). An order still waiting for its 3-D Secure or app approval is not.
 * Regular-delivery orders made by the engine are orders like any other.
 *
 * Due today: no delivery day chosen, or the chosen day is within SHIP_AHEAD_DAYS of the shipping day — the carrier
 * holds a parcel for its お届け予定日, and the longest transit of the shipping calendar (transitDays.max) must fit.
 */
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { addDays, daysBetween, startOfJapanDay, todayInJapan } from '@/shop/calendar/japan-date'

export const SHIPPING_BATCH_KINDS = ['export', 'import'] as const
export type ShippingBatchKind = (typeof SHIPPING_BATCH_KINDS)[number]
export const SHIPPING_BATCH_KIND_LABELS: Record<ShippingBatchKind, string> = {
  export: '出荷指示（出力）',
  import: '出荷実績（取込）',
}

export const SHIPPING_FILE_FORMATS = ['b2', 'plain'] as const
export type ShippingFileFormat = (typeof SHIPPING_FILE_FORMATS)[number]
export const SHIPPING_FILE_FORMAT_LABELS: Record<ShippingFileFormat, string> = {
  b2: 'B2クラウド取込用（Shift_JIS）',
  plain: 'CSV（UTF-8）',
}
export const isShippingFileFormat = (v: unknown): v is ShippingFileFormat =>
  typeof v === 'string' && (SHIPPING_FILE_FORMATS as readonly string[]).includes(v)

/** Roles that run the day's shipping: support and admins (docs/adr/023 least privilege). */
export const SHIPPING_ROLES = ['admin', 'support'] as const
export const canRunShipping = (roles: readonly string[]) =>
  roles.some((r) => (SHIPPING_ROLES as readonly string[]).includes(r))

export const READY_ORDER_STATUSES = ['received', 'confirmed'] as const
export const READY_PAYMENT_STATUSES = ['not-required', 'authorized'] as const

export interface ShippableOrder {
  status: string
  payment: { status: string }
  shippedAt?: string | null
}

export const isReadyToShip = (order: ShippableOrder): boolean =>
  (READY_ORDER_STATUSES as readonly string[]).includes(order.status) &&
  (READY_PAYMENT_STATUSES as readonly string[]).includes(order.payment.status) &&
  !order.shippedAt

/** Days before a chosen delivery day that its parcel may leave. */
export const SHIP_AHEAD_DAYS = DEFAULT_DELIVERY_CALENDAR.transitDays.max

/** The latest chosen delivery day that ships on `shipDate` (YYYY-MM-DD): later ones wait for a later export. */
export const latestDeliveryDayFor = (shipDate: string): string => addDays(shipDate, SHIP_AHEAD_DAYS)

export const isDueOn = (deliveryDate: string | null, shipDate: string): boolean =>
  !deliveryDate || daysBetween(shipDate, deliveryDate) <= SHIP_AHEAD_DAYS

/** The file's name: ship-20261129-b2.csv. */
export const shippingFileName = (shipDate: string, format: ShippingFileFormat) =>
  `shipping-${shipDate.replace(/-/g, '')}-${format}.csv`

/**
 * The shipping time recorded for a result line's day: now when the carrier took it today, else noon of that day in
 * Japan — the result file gives a day, and a time in the middle of it never moves it to a neighbouring day.
 */
export const shippedAtOf = (shippedOn: string, now: Date): Date =>
  shippedOn === todayInJapan(now) ? now : new Date(startOfJapanDay(shippedOn).getTime() + 12 * 3_600_000)
