import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: two branches (support_search, carrier_files) each wrote a migration whose schema
 * snapshot lacked the other's columns. This migration only carries the merged snapshot (its .json), so the next
 * `migrate:create` diffs against the whole schema and does not add the customers' search columns a second time.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
