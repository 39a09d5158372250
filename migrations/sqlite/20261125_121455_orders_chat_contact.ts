import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_url\` text DEFAULT 'https://line.me/R/ti/p/@wellness-mori';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`operation_support_tel\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`operation_support_tel\`;`)
}
