/**
 * The database adapter: an embedded SQLite file by default, PostgreSQL when DATABASE_URL says so
 * (docs/adr/001-database.md). Schema changes only through committed migrations (push is off for both;
 * stack.md trap 1), applied when Payload starts (src/cms/migrate-on-init.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { env } from '@/lib/config/env'

import { withOneWriter } from './sqlite-client'

export function databaseAdapter(): DatabaseAdapterObj {
  if (env.usesPostgres) {
    return postgresAdapter({
      // DATABASE_POOL_MAX (default 10, ADR 039).
      pool: { connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_MAX },
      push: false,
      migrationDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'migrations/postgres'),
    })
  }
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.SQLITE_FILE)
  // libsql cannot create missing folders (stack.md trap 3).
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Its main connection keeps compiled statements and sends every write through the one writer (ADR 039).
  const adapter = sqliteAdapter({
    client: { url: `file:${file}` },
    wal: { synchronous: 'NORMAL' },
    busyTimeout: 10_000,
    push: false,
    migrationDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'migrations/sqlite'),
  })
  return { ...adapter, init: (args) => withOneWriter(adapter.init(args)) }
}
