/**
 * Applies the committed migrations of the active adapter when Payload starts, in every environment
 * (stack.md traps 1 and 5: no dev push; pass the imported array rather than reading .ts files by path).
 */
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

export async function migrateOnInit(payload: Payload): Promise<void> {
  if (process.env.PAYLOAD_SKIP_MIGRATE === '1') return
  const migrations = (env.usesPostgres ? postgresMigrations : sqliteMigrations) as MigrateArgs['migrations']
  await payload.db.migrate({ migrations })
}
