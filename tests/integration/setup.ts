/**
 * Every integration test file gets its own empty database: a temporary SQLite file, or (when DATABASE_URL
 * points at PostgreSQL) a fresh database on that server. Migrations run when Payload initialises.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

process.env.LOG_LEVEL ??= 'warn'
process.env.PAYLOAD_SECRET = 'integration-secret-0123456789'
process.env.PAYLOAD_DISABLE_JOBS = '1'
process.env.SANDBOX = 'true'
process.env.BOT_CHECK_DIFFICULTY = '4'

const id = crypto.randomBytes(6).toString('hex')
process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-it-media-'))
const base = process.env.DATABASE_URL
if (base && /^postgres/.test(base)) {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE shop_test_${id}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/shop_test_${id}`
  process.env.DATABASE_URL = url.toString()
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-it-'))
  process.env.SQLITE_FILE = path.join(dir, 'shop.db')
}
