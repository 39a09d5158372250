import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_failed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`regular_courses_payment_failed_idx\` ON \`regular_courses\` (\`payment_failed\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`regular_courses_payment_failed_idx\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_failed\`;`)
}
