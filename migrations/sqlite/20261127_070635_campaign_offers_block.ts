import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_blocks_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'キャンペーン特別価格',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_offers_order_idx\` ON \`campaigns_blocks_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_offers_parent_id_idx\` ON \`campaigns_blocks_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_offers_path_idx\` ON \`campaigns_blocks_offers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'キャンペーン特別価格',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_offers_order_idx\` ON \`_campaigns_v_blocks_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_offers_parent_id_idx\` ON \`_campaigns_v_blocks_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_offers_path_idx\` ON \`_campaigns_v_blocks_offers\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_blocks_offers\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_offers\`;`)
}
