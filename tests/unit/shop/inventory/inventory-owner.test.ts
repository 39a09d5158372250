/**
 * One owner per write (issue 12): outside src/cms, only src/shop/inventory writes the `inventory` collection,
 * so every stock change has the owner's side effect (the cache expiry). A lint-like scan of the source.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../../../src')
const OWNER = path.join('shop', 'inventory')
const ALLOWED = [OWNER, 'cms']

/** A write call whose target is the inventory collection: local API or the guarded updates. */
const WRITE_OF_INVENTORY = new RegExp(
  String.raw`\b(create|update|updateByID|delete|deleteByID|upsert|updateOne|updateMany|deleteOne|deleteMany|` +
    String.raw`decrementIfAtLeast|increment|updateColumns|setIfEmpty|transitionIf|deleteIfExists)\s*\(` +
    String.raw`[^()]{0,200}?['"]inventory['"]`,
  'g',
)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

const writesIn = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(WRITE_OF_INVENTORY)].map((m) => m[0].replace(/\s+/g, ' '))

describe('the inventory has one writer', () => {
  it('the scan recognises the owner’s own writes (it is not vacuous)', () => {
    const owner = path.join(SRC, OWNER, 'inventory.ts')
    expect(writesIn(owner).length).toBeGreaterThanOrEqual(2)
    expect(
      "await payload.update({ collection: 'inventory', id, data: { stock: 0 } })".match(WRITE_OF_INVENTORY),
    ).not.toBeNull()
  })

  it('no module outside src/shop/inventory and src/cms writes the inventory collection', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !ALLOWED.some((allowed) => path.relative(SRC, file).startsWith(allowed + path.sep)))
      .flatMap((file) => writesIn(file).map((write) => `${path.relative(SRC, file)}: ${write}`))
    expect(offenders).toEqual([])
  })
})
