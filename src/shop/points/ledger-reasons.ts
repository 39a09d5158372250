/** Why a point-ledger row exists, and whether it counts in the balance yet (docs/adr/017-orders-points-and-stock.md). */
export const LEDGER_REASONS = [
  'order-use',
  'order-earn',
  'order-cancel-refund',
  'adjustment',
  'withdrawal',
  'expiry',
  'return-refund',
  'return-takeback',
] as const
export type LedgerReason = (typeof LEDGER_REASONS)[number]
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  'order-use': 'ご注文で利用',
  'order-earn': 'ご注文で獲得',
  'order-cancel-refund': 'キャンセルによる返還',
  adjustment: '調整',
  withdrawal: '退会による失効',
  expiry: '有効期限による失効',
  'return-refund': '返品による返還',
  'return-takeback': '返品による獲得ポイントの取消',
}

/**
 * settled: counts in the balance (customers.swcPoint = sum of settled deltas). pending: earned on an order not yet
 * shipped, not usable. void: a pending earn of a cancelled order.
 */
export const LEDGER_STATES = ['settled', 'pending', 'void'] as const
export type LedgerState = (typeof LEDGER_STATES)[number]
export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  settled: '確定',
  pending: '出荷後に付与',
  void: '無効',
}

/** The balance a member's ledger gives: the sum of the settled rows (customers.swcPoint always equals it). */
export const settledBalance = (rows: readonly { delta: number; state: LedgerState }[]): number =>
  rows.reduce((sum, row) => (row.state === 'settled' ? sum + row.delta : sum), 0)
