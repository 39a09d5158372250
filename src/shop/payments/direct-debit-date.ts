/**
 * When a direct-debit (口座振替) order is paid: on the 27th of the month after the month the goods were shipped
 * (spec §3 payment method 3; stated to shoppers through SHOP_FACTS.directDebitDate). Pure.
 */
import { addMonthsClamped } from '@/shop/calendar/japan-date'

export const DIRECT_DEBIT_DAY = 27

/** The debit date ('YYYY-MM-DD') of goods shipped on `shippedOn` ('YYYY-MM-DD', Japan). */
export function directDebitDateOf(shippedOn: string): string {
  const firstOfNextMonth = addMonthsClamped(`${shippedOn.slice(0, 7)}-01`, 1)
  return `${firstOfNextMonth.slice(0, 7)}-${String(DIRECT_DEBIT_DAY).padStart(2, '0')}`
}
