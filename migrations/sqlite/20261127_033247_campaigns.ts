import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_hero_order_idx\` ON \`campaigns_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_hero_parent_id_idx\` ON \`campaigns_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_hero_path_idx\` ON \`campaigns_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_hero_image_idx\` ON \`campaigns_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_text_order_idx\` ON \`campaigns_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_text_parent_id_idx\` ON \`campaigns_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_text_path_idx\` ON \`campaigns_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_product_order_idx\` ON \`campaigns_blocks_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_product_parent_id_idx\` ON \`campaigns_blocks_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_product_path_idx\` ON \`campaigns_blocks_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_benefits_items_order_idx\` ON \`campaigns_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_benefits_items_parent_id_idx\` ON \`campaigns_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'キャンペーン特典',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_benefits_order_idx\` ON \`campaigns_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_benefits_parent_id_idx\` ON \`campaigns_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_benefits_path_idx\` ON \`campaigns_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_faq_items_order_idx\` ON \`campaigns_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_faq_items_parent_id_idx\` ON \`campaigns_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_faq_order_idx\` ON \`campaigns_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_faq_parent_id_idx\` ON \`campaigns_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_faq_path_idx\` ON \`campaigns_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'ご注意',
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_notes_order_idx\` ON \`campaigns_blocks_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_notes_parent_id_idx\` ON \`campaigns_blocks_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_notes_path_idx\` ON \`campaigns_blocks_notes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_cta_order_idx\` ON \`campaigns_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_cta_parent_id_idx\` ON \`campaigns_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_cta_path_idx\` ON \`campaigns_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'shopping',
  	\`promotion_id\` text,
  	\`year\` numeric,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_promotion_id_idx\` ON \`campaigns\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_starts_at_idx\` ON \`campaigns\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns__status_idx\` ON \`campaigns\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_rels_order_idx\` ON \`campaigns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_parent_idx\` ON \`campaigns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_path_idx\` ON \`campaigns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_products_id_idx\` ON \`campaigns_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_hero_order_idx\` ON \`_campaigns_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_hero_parent_id_idx\` ON \`_campaigns_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_hero_path_idx\` ON \`_campaigns_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_hero_image_idx\` ON \`_campaigns_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_text_order_idx\` ON \`_campaigns_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_text_parent_id_idx\` ON \`_campaigns_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_text_path_idx\` ON \`_campaigns_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_product_order_idx\` ON \`_campaigns_v_blocks_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_product_parent_id_idx\` ON \`_campaigns_v_blocks_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_product_path_idx\` ON \`_campaigns_v_blocks_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_benefits_items_order_idx\` ON \`_campaigns_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_benefits_items_parent_id_idx\` ON \`_campaigns_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'キャンペーン特典',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_benefits_order_idx\` ON \`_campaigns_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_benefits_parent_id_idx\` ON \`_campaigns_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_benefits_path_idx\` ON \`_campaigns_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_faq_items_order_idx\` ON \`_campaigns_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_faq_items_parent_id_idx\` ON \`_campaigns_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_faq_order_idx\` ON \`_campaigns_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_faq_parent_id_idx\` ON \`_campaigns_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_faq_path_idx\` ON \`_campaigns_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'ご注意',
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_notes_order_idx\` ON \`_campaigns_v_blocks_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_notes_parent_id_idx\` ON \`_campaigns_v_blocks_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_notes_path_idx\` ON \`_campaigns_v_blocks_notes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_cta_order_idx\` ON \`_campaigns_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_cta_parent_id_idx\` ON \`_campaigns_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_cta_path_idx\` ON \`_campaigns_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'shopping',
  	\`version_promotion_id\` text,
  	\`version_year\` numeric,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_parent_idx\` ON \`_campaigns_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_promotion_id_idx\` ON \`_campaigns_v\` (\`version_promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_starts_at_idx\` ON \`_campaigns_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_updated_at_idx\` ON \`_campaigns_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_created_at_idx\` ON \`_campaigns_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version__status_idx\` ON \`_campaigns_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_created_at_idx\` ON \`_campaigns_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_updated_at_idx\` ON \`_campaigns_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_latest_idx\` ON \`_campaigns_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_autosave_idx\` ON \`_campaigns_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_rels_order_idx\` ON \`_campaigns_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_rels_parent_idx\` ON \`_campaigns_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_rels_path_idx\` ON \`_campaigns_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_rels_products_id_idx\` ON \`_campaigns_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`campaign_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ab_test_mode\` text DEFAULT 'FIXED_CONTROL' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaigns_id\` integer REFERENCES campaigns(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_product\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_notes\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`campaigns_rels\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_product\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_notes\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_rels\`;`)
  await db.run(sql`DROP TABLE \`campaign_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`information_id\` integer,
  	\`columns_id\` integer,
  	\`faq_categories_id\` integer,
  	\`faqs_id\` integer,
  	\`banners_id\` integer,
  	\`brand_tabs_id\` integer,
  	\`products_id\` integer,
  	\`brands_id\` integer,
  	\`purposes_id\` integer,
  	\`ingredients_id\` integer,
  	\`inventory_id\` integer,
  	\`carts_id\` integer,
  	\`media_id\` integer,
  	\`inquiries_id\` integer,
  	\`customers_id\` integer,
  	\`customer_sessions_id\` integer,
  	\`one_time_passwords_id\` integer,
  	\`kankeisha_invitations_id\` integer,
  	\`orders_id\` integer,
  	\`point_ledger_id\` integer,
  	\`regular_courses_id\` integer,
  	\`regular_deliveries_id\` integer,
  	\`regular_course_history_id\` integer,
  	\`fraud_signals_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_id\`) REFERENCES \`information\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`columns_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_tabs_id\`) REFERENCES \`brand_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purposes_id\`) REFERENCES \`purposes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_id\`) REFERENCES \`inventory\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_sessions_id\`) REFERENCES \`customer_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`one_time_passwords_id\`) REFERENCES \`one_time_passwords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kankeisha_invitations_id\`) REFERENCES \`kankeisha_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`point_ledger_id\`) REFERENCES \`point_ledger\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regular_courses_id\`) REFERENCES \`regular_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regular_deliveries_id\`) REFERENCES \`regular_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regular_course_history_id\`) REFERENCES \`regular_course_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fraud_signals_id\`) REFERENCES \`fraud_signals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "fraud_signals_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "fraud_signals_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_id_idx\` ON \`payload_locked_documents_rels\` (\`information_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_columns_id_idx\` ON \`payload_locked_documents_rels\` (\`columns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_tabs_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_tabs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purposes_id_idx\` ON \`payload_locked_documents_rels\` (\`purposes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_one_time_passwords_id_idx\` ON \`payload_locked_documents_rels\` (\`one_time_passwords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kankeisha_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`kankeisha_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_point_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`point_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_course_history_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_course_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fraud_signals_id_idx\` ON \`payload_locked_documents_rels\` (\`fraud_signals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
