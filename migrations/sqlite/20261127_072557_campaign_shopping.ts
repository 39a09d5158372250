import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`purchase\` text DEFAULT '0',
  	\`campaign_price\` numeric,
  	\`max_quantity\` numeric DEFAULT 3,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_offers_order_idx\` ON \`campaigns_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_offers_parent_id_idx\` ON \`campaigns_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_offers_product_idx\` ON \`campaigns_offers\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_link_keys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_link_keys_order_idx\` ON \`campaigns_link_keys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_link_keys_parent_id_idx\` ON \`campaigns_link_keys\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_campaigns_v_version_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`purchase\` text DEFAULT '0',
  	\`campaign_price\` numeric,
  	\`max_quantity\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_offers_order_idx\` ON \`_campaigns_v_version_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_offers_parent_id_idx\` ON \`_campaigns_v_version_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_offers_product_idx\` ON \`_campaigns_v_version_offers\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_version_link_keys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_link_keys_order_idx\` ON \`_campaigns_v_version_link_keys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_link_keys_parent_id_idx\` ON \`_campaigns_v_version_link_keys\` (\`_parent_id\`);`)
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
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`allow_kankeisha\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_allow_kankeisha\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`campaign\` text;`)
  await db.run(sql`CREATE INDEX \`carts_campaign_idx\` ON \`carts\` (\`campaign\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`campaign\` text;`)
  await db.run(sql`CREATE INDEX \`orders_campaign_idx\` ON \`orders\` (\`campaign\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_offers\`;`)
  await db.run(sql`DROP TABLE \`campaigns_link_keys\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_offers\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_version_offers\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_version_link_keys\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_offers\`;`)
  await db.run(sql`DROP INDEX \`carts_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`campaign\`;`)
  await db.run(sql`DROP INDEX \`orders_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`campaign\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`allow_kankeisha\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_allow_kankeisha\`;`)
}
