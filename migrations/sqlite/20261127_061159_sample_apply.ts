import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`sample_name\` text,
  	\`sample_code\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_samples_order_idx\` ON \`campaigns_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_samples_parent_id_idx\` ON \`campaigns_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_samples_product_idx\` ON \`campaigns_samples\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_blocks_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'サンプルのお申し込み',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_samples_order_idx\` ON \`campaigns_blocks_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_samples_parent_id_idx\` ON \`campaigns_blocks_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_blocks_samples_path_idx\` ON \`campaigns_blocks_samples\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_version_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`sample_name\` text,
  	\`sample_code\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_samples_order_idx\` ON \`_campaigns_v_version_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_samples_parent_id_idx\` ON \`_campaigns_v_version_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_samples_product_idx\` ON \`_campaigns_v_version_samples\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_blocks_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'サンプルのお申し込み',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_samples_order_idx\` ON \`_campaigns_v_blocks_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_samples_parent_id_idx\` ON \`_campaigns_v_blocks_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_blocks_samples_path_idx\` ON \`_campaigns_v_blocks_samples\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sample_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_number\` text NOT NULL,
  	\`promotion_id\` text NOT NULL,
  	\`campaign_title\` text NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`sample_code\` text NOT NULL,
  	\`sample_name\` text NOT NULL,
  	\`customer_id\` integer,
  	\`applicant_last_name\` text NOT NULL,
  	\`applicant_first_name\` text NOT NULL,
  	\`applicant_last_name_kana\` text NOT NULL,
  	\`applicant_first_name_kana\` text NOT NULL,
  	\`applicant_postal_code\` text NOT NULL,
  	\`applicant_prefecture\` text NOT NULL,
  	\`applicant_city\` text NOT NULL,
  	\`applicant_town\` text,
  	\`applicant_street_address\` text NOT NULL,
  	\`applicant_building\` text,
  	\`applicant_phone\` text NOT NULL,
  	\`applicant_email\` text NOT NULL,
  	\`link_key\` text,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_applications_application_number_idx\` ON \`sample_applications\` (\`application_number\`);`)
  await db.run(sql`CREATE INDEX \`sample_applications_promotion_id_idx\` ON \`sample_applications\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_applications_customer_idx\` ON \`sample_applications\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_applications_updated_at_idx\` ON \`sample_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_applications_created_at_idx\` ON \`sample_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_apply_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`application_number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_apply_claims_key_idx\` ON \`sample_apply_claims\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sample_apply_claims_updated_at_idx\` ON \`sample_apply_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_apply_claims_created_at_idx\` ON \`sample_apply_claims\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sample_applications_id\` integer REFERENCES sample_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sample_apply_claims_id\` integer REFERENCES sample_apply_claims(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_apply_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_apply_claims_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_samples\`;`)
  await db.run(sql`DROP TABLE \`campaigns_blocks_samples\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_version_samples\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_blocks_samples\`;`)
  await db.run(sql`DROP TABLE \`sample_applications\`;`)
  await db.run(sql`DROP TABLE \`sample_apply_claims\`;`)
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
  	\`campaigns_id\` integer,
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
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "campaigns_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "fraud_signals_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "campaigns_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "fraud_signals_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
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
