import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`receipt_addressee\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`receipt_issued_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`receipt_addressee\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`receipt_issued_at\`;`)
}
