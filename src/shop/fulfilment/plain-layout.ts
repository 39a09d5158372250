/**
 * The plain shipping list (UTF-8 with a BOM so spreadsheets open it as Japanese, CRLF): one row per order with
 * every item and nothing cut, for a warehouse or carrier that does not take the B2 layout, and for checking by eye.
 */
import { deliveryTimeLabel } from '@/shop/checkout/delivery-dates'

import { addressLine, personKana, personName, type ShipmentOrder } from './shipment'

export const PLAIN_COLUMNS = [
  '注文番号',
  '出荷予定日',
  'お届け指定日',
  'お届け時間帯',
  'お届け先名',
  'お届け先名カナ',
  '郵便番号',
  '住所',
  '建物名',
  '電話番号',
  '商品',
  '点数',
  '代引金額（税込）',
  'ギフト',
  '定期お届け回',
] as const

export function plainRow(order: ShipmentOrder, shipDate: string): string[] {
  const to = order.destination
  return [
    order.orderNumber,
    shipDate,
    order.deliveryDate ?? '',
    order.timeCode === '0' ? '' : (deliveryTimeLabel(order.timeCode) ?? ''),
    personName(to),
    personKana(to),
    to.postalCode,
    addressLine(to),
    to.building ?? '',
    to.phone,
    order.lines.map((l) => `${l.name}×${l.quantity}`).join('／'),
    String(order.lines.reduce((sum, l) => sum + l.quantity, 0)),
    order.collectAmount > 0 ? String(order.collectAmount) : '',
    order.giftNote ?? '',
    order.regularSequence ? String(order.regularSequence) : '',
  ]
}
