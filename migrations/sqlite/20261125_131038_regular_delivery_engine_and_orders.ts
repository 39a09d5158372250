import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_failed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`regular_courses_payment_failed_idx\` ON \`regular_courses\` (\`payment_failed\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_url\` text DEFAULT 'https://line.me/R/ti/p/@wellness-mori';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`operation_support_tel\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`regular_courses_payment_failed_idx\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_failed\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`operation_support_tel\`;`)
}
