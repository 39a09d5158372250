/**
 * One owner per write: only src/shop/campaigns/apply writes sample applications and their claims, so every
 * application takes its sample's stock and claims its applicant in the same transaction.
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SRC, writePattern, writesIn, writesOutside } from '../../support/owner-scan'

const OWNER = path.join('shop', 'campaigns', 'apply')
const WRITE = writePattern(
  String.raw`['"](sample-applications|sample-apply-claims)['"]|sample_apply_claims|claimsTable`,
)

describe('sample applications have one writer', () => {
  it('the scan sees the owner’s own writes (it is not vacuous)', () => {
    const owned = ['apply-service.ts', 'apply-store.ts'].flatMap((f) =>
      writesIn(path.join(SRC, OWNER, f), WRITE),
    )
    expect(owned.length).toBeGreaterThanOrEqual(2)
  })

  it('no module outside src/shop/campaigns/apply writes them', () => {
    expect(writesOutside([OWNER], WRITE)).toEqual([])
  })
})
