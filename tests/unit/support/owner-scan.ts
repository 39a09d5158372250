/**
 * "One owner per write" scans (a lint-like read of the source): the write calls whose target matches `target`, in
 * a file, and the files outside the owner's folders that make any.
 */
import fs from 'node:fs'
import path from 'node:path'

export const SRC = path.resolve(import.meta.dirname, '../../../src')

const WRITE_CALLS = [
  'create',
  'update',
  'updateByID',
  'delete',
  'deleteByID',
  'upsert',
  'insert',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'decrementIfAtLeast',
  'increment',
  'updateColumns',
  'setIfEmpty',
  'transitionIf',
  'deleteIfExists',
]

/** A write call whose arguments (up to 200 characters, no nested parentheses) name the target. */
export function writePattern(target: string): RegExp {
  return new RegExp(String.raw`\b(${WRITE_CALLS.join('|')})\s*\([^()]{0,200}?(${target})`, 'g')
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

export const writesIn = (file: string, pattern: RegExp) =>
  [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[0].replace(/\s+/g, ' '))

/** `file: write` for every write outside the allowed folders (relative to src/). */
export function writesOutside(allowed: readonly string[], pattern: RegExp): string[] {
  return sourceFiles(SRC)
    .filter((file) => !allowed.some((dir) => path.relative(SRC, file).startsWith(dir + path.sep)))
    .flatMap((file) => writesIn(file, pattern).map((write) => `${path.relative(SRC, file)}: ${write}`))
}
