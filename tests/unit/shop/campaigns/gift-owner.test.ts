/** One owner per write: only src/shop/campaigns/gifts writes gift selections (a lint-like scan of the source). */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../../../src')
const OWNER = path.join('shop', 'campaigns', 'gifts')

const WRITE = new RegExp(
  String.raw`\b(create|update|updateByID|delete|deleteByID|upsert|transitionIf|updateColumns)\s*\(` +
    String.raw`[^()]{0,200}?(['"]gift-selections['"]|selectionsTable)`,
  'g',
)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

const writesIn = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(WRITE)].map((m) => m[0])

describe('gift selections have one writer', () => {
  it('the scan sees the owner’s own writes (it is not vacuous)', () => {
    const owned = ['gift-service.ts', 'gift-store.ts'].flatMap((f) => writesIn(path.join(SRC, OWNER, f)))
    expect(owned.length).toBeGreaterThanOrEqual(2)
  })

  it('no module outside src/shop/campaigns/gifts writes them', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !path.relative(SRC, file).startsWith(OWNER + path.sep))
      .flatMap((file) => writesIn(file).map((w) => `${path.relative(SRC, file)}: ${w}`))
    expect(offenders).toEqual([])
  })
})
