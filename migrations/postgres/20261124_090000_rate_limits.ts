// @ts-nocheck: like the generated migrations (npm installs drizzle-orm twice under @payloadcms/db-postgres, and the two copies of its SQL type do not match; same version at runtime).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (docs/adr/022): the rate-limit and bot-check replay store, outside Payload's collections, so
// no schema snapshot (.json) goes with it. src/cms/rate-limit-store.ts is its only reader and writer.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"points" integer NOT NULL,
  	"expire" bigint
  );

  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rate_limits";`)
}
