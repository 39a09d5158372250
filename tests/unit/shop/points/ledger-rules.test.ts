import { describe, expect, it } from 'vitest'

import { LEDGER_REASON_LABELS, LEDGER_REASONS, settledBalance } from '@/shop/points/ledger-reasons'

describe('settledBalance', () => {
  it('sums the settled rows only: pending earns and void rows do not count', () => {
    expect(
      settledBalance([
        { delta: 500, state: 'settled' },
        { delta: -200, state: 'settled' },
        { delta: 30, state: 'pending' },
        { delta: 40, state: 'void' },
        { delta: -300, state: 'settled' },
      ]),
    ).toBe(0)
    expect(settledBalance([])).toBe(0)
  })
})

describe('ledger reasons', () => {
  it('names a withdrawal in Japanese', () => {
    expect(LEDGER_REASONS).toContain('withdrawal')
    expect(LEDGER_REASON_LABELS.withdrawal).toBe('退会による失効')
  })
})
