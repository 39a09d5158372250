/**
 * The secret generated once per install when PAYLOAD_SECRET is unset in development, test or the demo
 * (docs/adr/025-safe-demo-mode.md): 32 random bytes in a file beside the database, readable by its owner only,
 * never committed (.gitignore). Every process of the install (the seed script, the server) reads the same file.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const MIN_LENGTH = 32

export function readOrCreateInstallSecret(file: string): string {
  const existing = readSecret(file)
  if (existing) return existing
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written aside, then linked into place: another process never reads a half-written file, and a secret another
  // process has just created is never overwritten (that would sign everyone out).
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  try {
    fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
  const created = readSecret(file)
  if (!created) throw new Error(`the install secret in ${file} is shorter than ${MIN_LENGTH} characters`)
  return created
}

function readSecret(file: string): string | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const secret = text.trim()
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `the install secret in ${file} is shorter than ${MIN_LENGTH} characters: delete it to get a new one`,
    )
  return secret
}
