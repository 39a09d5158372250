import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_regular_cycles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_regular_cycles_order_idx\` ON \`products_regular_cycles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_regular_cycles_parent_idx\` ON \`products_regular_cycles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_main_product_for\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gender_div\` text,
  	\`age_from\` numeric,
  	\`age_to\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_main_product_for_order_idx\` ON \`products_main_product_for\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_main_product_for_parent_id_idx\` ON \`products_main_product_for\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_code\` text,
  	\`category\` text,
  	\`name\` text,
  	\`name_kana\` text,
  	\`catch_copy\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`contents\` text,
  	\`usage\` text,
  	\`materials\` text,
  	\`notes\` text,
  	\`food_label\` text DEFAULT 'none',
  	\`notification_number\` text,
  	\`functional_claim\` text,
  	\`search_terms\` text,
  	\`brand_id\` integer,
  	\`tax_class\` text,
  	\`price\` numeric,
  	\`regular_price\` numeric,
  	\`product_class\` text DEFAULT 'single',
  	\`recommend_order\` numeric DEFAULT 100,
  	\`popularity\` numeric DEFAULT 0,
  	\`released_at\` text,
  	\`sale_status\` text DEFAULT 'on-sale',
  	\`is_special_product\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_product_code_idx\` ON \`products\` (\`product_code\`);`)
  await db.run(sql`CREATE INDEX \`products_brand_idx\` ON \`products\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`purposes_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purposes_id\`) REFERENCES \`purposes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_purposes_id_idx\` ON \`products_rels\` (\`purposes_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_ingredients_id_idx\` ON \`products_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_regular_cycles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_regular_cycles_order_idx\` ON \`_products_v_version_regular_cycles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_regular_cycles_parent_idx\` ON \`_products_v_version_regular_cycles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_main_product_for\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gender_div\` text,
  	\`age_from\` numeric,
  	\`age_to\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_main_product_for_order_idx\` ON \`_products_v_version_main_product_for\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_main_product_for_parent_id_idx\` ON \`_products_v_version_main_product_for\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_product_code\` text,
  	\`version_category\` text,
  	\`version_name\` text,
  	\`version_name_kana\` text,
  	\`version_catch_copy\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_contents\` text,
  	\`version_usage\` text,
  	\`version_materials\` text,
  	\`version_notes\` text,
  	\`version_food_label\` text DEFAULT 'none',
  	\`version_notification_number\` text,
  	\`version_functional_claim\` text,
  	\`version_search_terms\` text,
  	\`version_brand_id\` integer,
  	\`version_tax_class\` text,
  	\`version_price\` numeric,
  	\`version_regular_price\` numeric,
  	\`version_product_class\` text DEFAULT 'single',
  	\`version_recommend_order\` numeric DEFAULT 100,
  	\`version_popularity\` numeric DEFAULT 0,
  	\`version_released_at\` text,
  	\`version_sale_status\` text DEFAULT 'on-sale',
  	\`version_is_special_product\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_product_code_idx\` ON \`_products_v\` (\`version_product_code\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_brand_idx\` ON \`_products_v\` (\`version_brand_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`purposes_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purposes_id\`) REFERENCES \`purposes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_purposes_id_idx\` ON \`_products_v_rels\` (\`purposes_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_ingredients_id_idx\` ON \`_products_v_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE TABLE \`brands_tabs_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_tabs_sections_order_idx\` ON \`brands_tabs_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_tabs_sections_parent_id_idx\` ON \`brands_tabs_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_tabs_order_idx\` ON \`brands_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_tabs_parent_id_idx\` ON \`brands_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`name\` text,
  	\`name_kana\` text,
  	\`kind\` text,
  	\`group_key\` text,
  	\`tagline\` text,
  	\`summary\` text,
  	\`story\` text,
  	\`color\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_code_idx\` ON \`brands\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brands__status_idx\` ON \`brands\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_version_tabs_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v_version_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_tabs_sections_order_idx\` ON \`_brands_v_version_tabs_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_tabs_sections_parent_id_idx\` ON \`_brands_v_version_tabs_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_version_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_tabs_order_idx\` ON \`_brands_v_version_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_tabs_parent_id_idx\` ON \`_brands_v_version_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_code\` text,
  	\`version_name\` text,
  	\`version_name_kana\` text,
  	\`version_kind\` text,
  	\`version_group_key\` text,
  	\`version_tagline\` text,
  	\`version_summary\` text,
  	\`version_story\` text,
  	\`version_color\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_parent_idx\` ON \`_brands_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_code_idx\` ON \`_brands_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_updated_at_idx\` ON \`_brands_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_created_at_idx\` ON \`_brands_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version__status_idx\` ON \`_brands_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_created_at_idx\` ON \`_brands_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_updated_at_idx\` ON \`_brands_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_latest_idx\` ON \`_brands_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_autosave_idx\` ON \`_brands_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`purposes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purposes_code_idx\` ON \`purposes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`purposes_updated_at_idx\` ON \`purposes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`purposes_created_at_idx\` ON \`purposes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ingredients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ingredients_code_idx\` ON \`ingredients\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_updated_at_idx\` ON \`ingredients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_created_at_idx\` ON \`ingredients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inventory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`stock\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`inventory_product_code_idx\` ON \`inventory\` (\`product_code\`);`)
  await db.run(sql`CREATE INDEX \`inventory_updated_at_idx\` ON \`inventory\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inventory_created_at_idx\` ON \`inventory\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`cycle_type\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`added_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_lines_order_idx\` ON \`carts_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_lines_parent_id_idx\` ON \`carts_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text,
  	\`customer_number\` text,
  	\`link_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_token_hash_idx\` ON \`carts\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_number_idx\` ON \`carts\` (\`customer_number\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brands_id\` integer REFERENCES brands(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`purposes_id\` integer REFERENCES purposes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ingredients_id\` integer REFERENCES ingredients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inventory_id\` integer REFERENCES inventory(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carts_id\` integer REFERENCES carts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purposes_id_idx\` ON \`payload_locked_documents_rels\` (\`purposes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_regular_cycles\`;`)
  await db.run(sql`DROP TABLE \`products_main_product_for\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_regular_cycles\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_main_product_for\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`brands_tabs_sections\`;`)
  await db.run(sql`DROP TABLE \`brands_tabs\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_version_tabs_sections\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_version_tabs\`;`)
  await db.run(sql`DROP TABLE \`_brands_v\`;`)
  await db.run(sql`DROP TABLE \`purposes\`;`)
  await db.run(sql`DROP TABLE \`ingredients\`;`)
  await db.run(sql`DROP TABLE \`inventory\`;`)
  await db.run(sql`DROP TABLE \`carts_lines\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
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
  	\`media_id\` integer,
  	\`inquiries_id\` integer,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "media_id", "inquiries_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "media_id", "inquiries_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
