/**
 * The fresh temporary database a database bench runs on (bench:orders, bench:deliveries): a new SQLite file by
 * default, or a new database on the PostgreSQL server DATABASE_URL points at. Sets the environment the shop reads
 * (call before importing payload.config) and answers what to print and how to remove it afterwards.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface BenchDatabase {
  label: string
  cleanup: () => Promise<void>
}

export async function freshBenchDatabase(name: string): Promise<BenchDatabase> {
  process.env.LOG_LEVEL = 'error'
  process.env.PAYLOAD_DISABLE_JOBS = '1'
  process.env.PAYLOAD_SECRET ??= `${name}-secret-0123456789`
  // Its own card sandbox if one is ever started, never another process's (ADR 025).
  process.env.CARD_SANDBOX_PORT ??= '0'
  process.env.MEDIA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), `${name}-media-`))

  const base = process.env.DATABASE_URL
  if (base && /^postgres/.test(base)) {
    const { default: pg } = await import('pg')
    const database = `${name.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${database}`
    process.env.DATABASE_URL = url.toString()
    return {
      label: `PostgreSQL (fresh database ${database})`,
      cleanup: async () => {
        const drop = new pg.Client({ connectionString: base })
        await drop.connect()
        await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
        await drop.end()
      },
    }
  }
  delete process.env.DATABASE_URL
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.env.SQLITE_FILE = path.join(dir, 'shop.db')
  return {
    label: `SQLite (fresh file ${process.env.SQLITE_FILE})`,
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
