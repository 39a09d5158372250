import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (stack.md trap 2: migrate:create wrote no SQLite migration for this change); the PostgreSQL one
// of the same name was generated. The A/B variant a sample applicant was shown (issue 28, the campaign dashboard).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sample_applications\` ADD \`ab_variant\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sample_applications\` DROP COLUMN \`ab_variant\`;`)
}
