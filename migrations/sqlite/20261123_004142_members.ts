import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_number\` text,
  	\`customer_type\` text DEFAULT '1111' NOT NULL,
  	\`stage\` numeric DEFAULT 0 NOT NULL,
  	\`is_regular_order_customer\` integer DEFAULT false,
  	\`swc_point\` numeric,
  	\`last_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name_kana\` text NOT NULL,
  	\`first_name_kana\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`birth_date\` text,
  	\`postal_code\` text NOT NULL,
  	\`prefecture\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`town\` text,
  	\`street_address\` text NOT NULL,
  	\`building\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`password_hash\` text NOT NULL,
  	\`wants_mail_magazine\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_customer_number_idx\` ON \`customers\` (\`customer_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`persistent\` integer DEFAULT false,
  	\`last_seen_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_sessions_token_hash_idx\` ON \`customer_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_customer_idx\` ON \`customer_sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_expires_at_idx\` ON \`customer_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_updated_at_idx\` ON \`customer_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_created_at_idx\` ON \`customer_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`customer_id\` integer REFERENCES customers(id);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customer_sessions_id\` integer REFERENCES customer_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`customer_sessions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text,
  	\`customer_number\` text,
  	\`link_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carts\`("id", "token_hash", "customer_number", "link_key", "updated_at", "created_at") SELECT "id", "token_hash", "customer_number", "link_key", "updated_at", "created_at" FROM \`carts\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`ALTER TABLE \`__new_carts\` RENAME TO \`carts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_token_hash_idx\` ON \`carts\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_number_idx\` ON \`carts\` (\`customer_number\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
