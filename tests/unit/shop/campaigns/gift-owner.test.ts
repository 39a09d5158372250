/** One owner per write: only src/shop/campaigns/gifts writes gift selections. */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SRC, writePattern, writesIn, writesOutside } from '../../support/owner-scan'

const OWNER = path.join('shop', 'campaigns', 'gifts')
const WRITE = writePattern(String.raw`['"]gift-selections['"]|selectionsTable`)

describe('gift selections have one writer', () => {
  it('the scan sees the owner’s own writes (it is not vacuous)', () => {
    const owned = ['gift-service.ts', 'gift-store.ts'].flatMap((f) =>
      writesIn(path.join(SRC, OWNER, f), WRITE),
    )
    expect(owned.length).toBeGreaterThanOrEqual(2)
  })

  it('no module outside src/shop/campaigns/gifts writes them', () => {
    expect(writesOutside([OWNER], WRITE)).toEqual([])
  })
})
