/**
 * One owner per write: only the stage run (src/shop/club/stage-service.ts) sets a member's stage, and only the
 * ledger's owner (src/shop/points) moves the balance or its last earning, expiry included.
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SRC, writePattern, writesIn, writesOutside } from '../../support/owner-scan'

const STAGE = writePattern(String.raw`\{\s*stage\b|\bstage:(?!\s*0\b)`)
const BALANCE = writePattern(String.raw`['"]swcPoint['"]|\bswcPoint:|pointsEarnedAt|['"]point-ledger['"]`)

describe('club writes have one owner each', () => {
  it('the scans see the owners’ own writes (they are not vacuous)', () => {
    expect(writesIn(path.join(SRC, 'shop', 'club', 'stage-service.ts'), STAGE).length).toBeGreaterThanOrEqual(
      1,
    )
    expect(
      writesIn(path.join(SRC, 'shop', 'points', 'point-ledger.ts'), BALANCE).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('no module but the stage run sets a stage (new members start at 0)', () => {
    expect(writesOutside([path.join('shop', 'club')], STAGE)).toEqual([])
  })

  it('no module but the ledger writes the balance, its rows or its last earning', () => {
    // The seed creates members with an empty balance (0, or none) and then opens it through the ledger.
    expect(
      writesOutside([path.join('shop', 'points'), path.join('cms', 'seed')], BALANCE).filter(
        (write) => !/swcPoint: (0|null|openingPoints === undefined \? null : 0)\b/.test(write),
      ),
    ).toEqual([])
  })
})
