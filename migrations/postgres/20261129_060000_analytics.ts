// @ts-nocheck: like the generated migrations (npm installs drizzle-orm twice under @payloadcms/db-postgres, and the two copies of its SQL type do not match; same version at runtime).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (issue 28, docs/adr/065): the shop's own measurement, outside Payload's collections (an append-only
// table written thousands of rows a second, and its rollups), so no schema snapshot (.json) goes with it.
// src/cms/analytics/events-store.ts is the only reader and writer.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "analytics_events" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"at" bigint NOT NULL,
  	"day" varchar NOT NULL,
  	"visitor" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"product" varchar,
  	"campaign" varchar,
  	"variant" varchar,
  	"step" varchar,
  	"keyword" varchar,
  	"results" integer
  );
  CREATE INDEX IF NOT EXISTS "analytics_events_day_idx" ON "analytics_events" USING btree ("day");

  CREATE TABLE IF NOT EXISTS "analytics_daily" (
  	"day" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"variant" varchar NOT NULL,
  	"events" integer NOT NULL,
  	"visitors" integer NOT NULL,
  	PRIMARY KEY ("kind", "day", "key", "variant")
  );
  CREATE INDEX IF NOT EXISTS "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");

  CREATE TABLE IF NOT EXISTS "analytics_campaign_visitors" (
  	"campaign" varchar NOT NULL,
  	"variant" varchar NOT NULL,
  	"visitor" varchar NOT NULL,
  	"first_day" varchar NOT NULL,
  	PRIMARY KEY ("campaign", "variant", "visitor")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "analytics_campaign_visitors";
  DROP TABLE IF EXISTS "analytics_daily";
  DROP TABLE IF EXISTS "analytics_events";`)
}
