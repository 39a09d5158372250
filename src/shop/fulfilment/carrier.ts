/**
 * The carrier the shop ships with (ヤマト運輸 宅急便 through B2クラウド) and the facts every screen, file and mail
 * takes from here: its name, the tracking link, the delivery-time codes, the form of a tracking number.
 */
import type { DeliveryTimeCode } from '@/shop/checkout/delivery-dates'

export const CARRIER = {
  name: 'ヤマト運輸',
  service: '宅急便',
  /** The carrier's public tracking page for one number (荷物お問い合わせシステム). */
  trackingUrl: (trackingNumber: string) =>
    `https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=${encodeURIComponent(trackingNumber)}`,
} as const

/** The shop's delivery-time codes (checkout's DELIVERY_TIME) → B2クラウド 配達時間帯. '0' (指定なし) is blank. */
export const B2_TIME_WINDOWS: Record<DeliveryTimeCode, string> = {
  '0': '',
  '1': '0812',
  '2': '1416',
  '3': '1618',
  '4': '1820',
  '5': '1921',
}

/**
 * A Yamato 伝票番号: 12 digits (printed 4-4-4), the last a check digit — the first eleven digits modulo 7. The
 * check catches most mistyped numbers before a customer is mailed a link to somebody else's parcel.
 */
export function normaliseTrackingNumber(input: string): string | null {
  const digits = input.normalize('NFKC').replace(/[-\s]/g, '')
  if (!/^\d{12}$/.test(digits)) return null
  return Number(digits.slice(0, 11)) % 7 === Number(digits[11]) ? digits : null
}

/** 1234-5678-9012, as the carrier prints it. */
export const trackingNumberText = (digits: string) =>
  digits.length === 12 ? `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}` : digits
