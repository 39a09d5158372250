import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (docs/adr/022): the rate-limit and bot-check replay store, outside Payload's collections, so
// no schema snapshot (.json) goes with it. src/cms/rate-limit-store.ts is its only reader and writer.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`rate_limits\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`points\` integer NOT NULL,
  	\`expire\` integer
  );
  `)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`rate_limits_expire_idx\` ON \`rate_limits\` (\`expire\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`rate_limits\`;`)
}
