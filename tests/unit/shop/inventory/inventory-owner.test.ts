/**
 * One owner per write (issue 12): outside src/cms, only src/shop/inventory writes the `inventory` collection,
 * so every stock change has the owner's side effect (the cache expiry).
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SRC, writePattern, writesIn, writesOutside } from '../../support/owner-scan'

const OWNER = path.join('shop', 'inventory')
const WRITE_OF_INVENTORY = writePattern(`['"]inventory['"]`)

describe('the inventory has one writer', () => {
  it('the scan recognises the owner’s own writes (it is not vacuous)', () => {
    expect(writesIn(path.join(SRC, OWNER, 'inventory.ts'), WRITE_OF_INVENTORY).length).toBeGreaterThanOrEqual(
      2,
    )
    expect(
      "await payload.update({ collection: 'inventory', id, data: { stock: 0 } })".match(WRITE_OF_INVENTORY),
    ).not.toBeNull()
  })

  it('no module outside src/shop/inventory and src/cms writes the inventory collection', () => {
    expect(writesOutside([OWNER, 'cms'], WRITE_OF_INVENTORY)).toEqual([])
  })
})
