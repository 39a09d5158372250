/**
 * What a shopper can do with a product now, from its sale status and stock (a product without an inventory
 * row counts as out of stock, docs/adr/007-catalogue-model.md).
 */
import type { SaleStatus } from './codes'

export const SALE_STATES = ['available', 'sold-out', 'coming-soon', 'ended'] as const
export type SaleState = (typeof SALE_STATES)[number]

export const SALE_STATE_LABELS: Record<SaleState, string> = {
  available: '販売中',
  'sold-out': '在庫切れ',
  'coming-soon': '近日発売',
  ended: '販売終了',
}

export function saleStateOf(saleStatus: SaleStatus, stock: number | null | undefined): SaleState {
  if (saleStatus === 'ended') return 'ended'
  if (saleStatus === 'coming-soon') return 'coming-soon'
  return (stock ?? 0) > 0 ? 'available' : 'sold-out'
}

/** schema.org availability of an Offer. */
export const SCHEMA_AVAILABILITY: Record<SaleState, string> = {
  available: 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/OutOfStock',
  'coming-soon': 'https://schema.org/PreOrder',
  ended: 'https://schema.org/Discontinued',
}
