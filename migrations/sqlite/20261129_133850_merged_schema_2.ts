import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: the returns, ops_alerts and support_console branches (issue 29) each wrote a migration
 * whose schema snapshot lacked the others' tables. This migration only carries the merged snapshot (its .json), so
 * the next `migrate:create` diffs against the whole schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
