import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`club_settings_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` numeric NOT NULL,
  	\`threshold_yen\` numeric NOT NULL,
  	\`earn_rate_percent\` numeric NOT NULL,
  	\`benefits\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`club_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`club_settings_stages_order_idx\` ON \`club_settings_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`club_settings_stages_parent_id_idx\` ON \`club_settings_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`club_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`points_earned_at\` text;`)
  await db.run(sql`CREATE INDEX \`customers_stage_idx\` ON \`customers\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`customers_points_earned_at_idx\` ON \`customers\` (\`points_earned_at\`);`)
  // Held balances start their validity at their latest earning (ADR 049), or now when none is recorded.
  await db.run(sql`UPDATE \`customers\` SET \`points_earned_at\` = coalesce(
    (SELECT max(l.\`created_at\`) FROM \`point_ledger\` l
      WHERE l.\`customer_id\` = \`customers\`.\`id\` AND l.\`state\` = 'settled' AND l.\`delta\` > 0),
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    WHERE \`swc_point\` > 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`club_settings_stages\`;`)
  await db.run(sql`DROP TABLE \`club_settings\`;`)
  await db.run(sql`DROP INDEX \`customers_stage_idx\`;`)
  await db.run(sql`DROP INDEX \`customers_points_earned_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`points_earned_at\`;`)
}
