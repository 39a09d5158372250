import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inventory\` ADD \`low_stock_threshold\` numeric;`)
  await db.run(sql`ALTER TABLE \`inventory\` ADD \`low_stock_alerted_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inventory\` DROP COLUMN \`low_stock_threshold\`;`)
  await db.run(sql`ALTER TABLE \`inventory\` DROP COLUMN \`low_stock_alerted_at\`;`)
}
