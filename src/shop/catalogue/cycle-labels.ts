/** How the purchase form names the regular-delivery intervals (お届け間隔). */
import type { RegularCycle } from './codes'

export const CYCLE_INTERVAL_LABELS: Record<RegularCycle, string> = {
  '1': '毎月',
  '2': '2ヶ月ごと',
  '3': '3ヶ月ごと',
}
