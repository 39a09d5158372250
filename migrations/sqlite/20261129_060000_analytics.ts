import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (issue 28, docs/adr/065): the shop's own measurement, outside Payload's collections (an append-only
// table written thousands of rows a second, and its rollups), so no schema snapshot (.json) goes with it.
// src/cms/analytics/events-store.ts is the only reader and writer.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`analytics_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`at\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`product\` text,
  	\`campaign\` text,
  	\`variant\` text,
  	\`step\` text,
  	\`keyword\` text,
  	\`results\` integer
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`analytics_events_day_idx\` ON \`analytics_events\` (\`day\`);`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`analytics_daily\` (
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`variant\` text NOT NULL,
  	\`events\` integer NOT NULL,
  	\`visitors\` integer NOT NULL,
  	PRIMARY KEY (\`kind\`, \`day\`, \`key\`, \`variant\`)
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`analytics_daily_day_idx\` ON \`analytics_daily\` (\`day\`);`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`analytics_campaign_visitors\` (
  	\`campaign\` text NOT NULL,
  	\`variant\` text NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`first_day\` text NOT NULL,
  	PRIMARY KEY (\`campaign\`, \`variant\`, \`visitor\`)
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_campaign_visitors\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_daily\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_events\`;`)
}
