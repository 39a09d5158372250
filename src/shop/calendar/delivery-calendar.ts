/**
 * The shipping calendar (ADR 030, after ADR 019). The warehouse ships on shipping days only: not on Saturday or
 * Sunday, not on a Japanese public holiday, not in a closure (the year-end/New Year break). Carriers deliver on
 * every day outside a closure. So lead times count shipping days, and any open calendar day from the first date
 * the shop can keep may be chosen. Pure; dates are 'YYYY-MM-DD' days of the Japanese calendar (japan-date.ts).
 */
import { addDays, assertIsoDate, weekdayOf } from './japan-date'
import { isJapaneseHoliday } from './japan-holidays'

export interface DeliveryClosure {
  /** 'MM-DD', inclusive; a range may wrap the year end (12-29 … 01-03). */
  from: string
  to: string
  /** How the shop names it to shoppers (「年末年始」). */
  name: string
}

export interface DeliveryCalendarSettings {
  /** The warehouse ships on the min-th to max-th shipping day after the order date (never on the order date). */
  shippingDays: { min: number; max: number }
  /** Calendar days from shipping to delivery: next day in most of Japan, longer to Hokkaido, Okinawa and islands. */
  transitDays: { min: number; max: number }
  /** How many consecutive calendar days the offer of dates spans (closure days inside it are left out). */
  spanDays: number
  /** No shipping and no delivery. */
  closures: readonly DeliveryClosure[]
}

/**
 * Shipped on the 1st–2nd shipping day after the order, delivered 1–3 days later; dates can be chosen for 14 days
 * from the first date every region can be reached; closed 12/29–1/3.
 */
export const DEFAULT_DELIVERY_CALENDAR: DeliveryCalendarSettings = {
  shippingDays: { min: 1, max: 2 },
  transitDays: { min: 1, max: 3 },
  spanDays: 14,
  closures: [{ from: '12-29', to: '01-03', name: '年末年始' }],
}

/** The closure `date` falls in, or null. */
export function closureOf(
  date: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): DeliveryClosure | null {
  assertIsoDate(date)
  const md = date.slice(5)
  return (
    settings.closures.find(({ from, to }) =>
      from <= to ? md >= from && md <= to : md >= from || md <= to,
    ) ?? null
  )
}

export function isClosed(
  date: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): boolean {
  return closureOf(date, settings) !== null
}

/** A day the warehouse ships: a weekday that is neither a public holiday nor in a closure. */
export function isShippingDay(
  date: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): boolean {
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && !isJapaneseHoliday(date) && !isClosed(date, settings)
}

/** The n-th shipping day after `date` (n ≥ 1; `date` itself never counts). */
export function nthShippingDayAfter(
  date: string,
  n: number,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number ≥ 1, got ${n}`)
  let day = date
  for (let found = 0; found < n;) {
    day = addDays(day, 1)
    if (isShippingDay(day, settings)) found++
  }
  return day
}

/** `date`, or the first day after the closure it falls in: the first day a parcel can be delivered. */
export function firstOpenDay(
  date: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  let day = date
  while (isClosed(day, settings)) day = addDays(day, 1)
  return day
}

/** The first date a shopper may choose: shipped on the last shipping day allowed, carried the longest way. */
export function firstSpecifiableDate(
  orderDate: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  const shipped = nthShippingDayAfter(orderDate, settings.shippingDays.max, settings)
  return firstOpenDay(addDays(shipped, settings.transitDays.max), settings)
}

/** The dates a shopper may choose for a specified delivery, in order. */
export function offeredDeliveryDates(
  orderDate: string,
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string[] {
  assertIsoDate(orderDate, 'orderDate')
  const first = firstSpecifiableDate(orderDate, settings)
  const dates: string[] = []
  for (let i = 0; i < settings.spanDays; i++) {
    const date = addDays(first, i)
    if (!isClosed(date, settings)) dates.push(date)
  }
  return dates
}

/** Days from order to delivery when no date is chosen, without the days the warehouse does not ship. */
export function standardDeliveryDays(settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR): {
  min: number
  max: number
} {
  return {
    min: settings.shippingDays.min + settings.transitDays.min,
    max: settings.shippingDays.max + settings.transitDays.max,
  }
}

const monthDay = (md: string) => `${Number(md.slice(0, 2))}月${Number(md.slice(3))}日`

/** 「年末年始（12月29日〜1月3日）」 */
export function closureText(closure: DeliveryClosure): string {
  return `${closure.name}（${monthDay(closure.from)}〜${monthDay(closure.to)}）`
}

/** 「土日祝日・年末年始（12月29日〜1月3日）」: the days the warehouse does not ship, as the shop names them. */
export function nonShippingDaysText(settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR): string {
  return ['土日祝日', ...settings.closures.map(closureText)].join('・')
}

/** The promise shown wherever the shop states delivery days (spec §1), made from the same settings. */
export function standardDeliveryText(settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR): string {
  const { min, max } = standardDeliveryDays(settings)
  return `ご注文確定後、${min}〜${max}日でお届けします（${nonShippingDaysText(settings)}は発送休業日のため、日数に含みません）`
}

/**
 * Which dates a shopper may specify (offeredDeliveryDates), in words for the FAQ and guides: from the last
 * shipping day allowed plus the longest transit, for spanDays days, closures left out.
 */
export function deliveryDateWindowText(
  settings: DeliveryCalendarSettings = DEFAULT_DELIVERY_CALENDAR,
): string {
  const { shippingDays, transitDays, spanDays, closures } = settings
  const closed = closures.length
    ? `。${closures.map((c) => c.name).join('・')}はお届け日にも指定できません`
    : ''
  return `お届け日は、ご注文日から${shippingDays.max}営業日後の発送日に配送日数の${transitDays.max}日を加えた日以降、${spanDays}日間の中からお選びいただけます（${nonShippingDaysText(settings)}は発送休業日のため営業日に数えません${closed}）。`
}

export const STANDARD_DELIVERY_DAYS = standardDeliveryDays()
export const STANDARD_DELIVERY_TEXT = standardDeliveryText()
export const DELIVERY_DATE_WINDOW_TEXT = deliveryDateWindowText()
