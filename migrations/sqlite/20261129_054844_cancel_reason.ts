import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`cancel_reason\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`cancel_reason_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`cancel_reason\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`cancel_reason_note\`;`)
}
