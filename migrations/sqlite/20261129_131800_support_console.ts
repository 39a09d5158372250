import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`support_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`staff_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`support_notes_customer_idx\` ON \`support_notes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`support_notes_staff_idx\` ON \`support_notes\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`support_notes_updated_at_idx\` ON \`support_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_notes_created_at_idx\` ON \`support_notes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`support_access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`action\` text NOT NULL,
  	\`outcome\` text DEFAULT 'done' NOT NULL,
  	\`detail\` text NOT NULL,
  	\`action_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`support_access_log_staff_idx\` ON \`support_access_log\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`support_access_log_customer_idx\` ON \`support_access_log\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_access_log_action_key_idx\` ON \`support_access_log\` (\`action_key\`);`)
  await db.run(sql`CREATE INDEX \`support_access_log_updated_at_idx\` ON \`support_access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_access_log_created_at_idx\` ON \`support_access_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`point_ledger\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_notes_id\` integer REFERENCES support_notes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_access_log_id\` integer REFERENCES support_access_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`support_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`support_access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`support_notes\`;`)
  await db.run(sql`DROP TABLE \`support_access_log\`;`)
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
  	\`gift_guides_id\` integer,
  	\`campaigns_id\` integer,
  	\`ad_rules_id\` integer,
  	\`ad_reviews_id\` integer,
  	\`sample_applications_id\` integer,
  	\`sample_apply_claims_id\` integer,
  	\`gift_selections_id\` integer,
  	\`award_entries_id\` integer,
  	\`award_votes_id\` integer,
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
  	\`shipping_batches_id\` integer,
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
  	FOREIGN KEY (\`gift_guides_id\`) REFERENCES \`gift_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_rules_id\`) REFERENCES \`ad_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_reviews_id\`) REFERENCES \`ad_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_applications_id\`) REFERENCES \`sample_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_apply_claims_id\`) REFERENCES \`sample_apply_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_selections_id\`) REFERENCES \`gift_selections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`award_entries_id\`) REFERENCES \`award_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`award_votes_id\`) REFERENCES \`award_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`shipping_batches_id\`) REFERENCES \`shipping_batches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fraud_signals_id\`) REFERENCES \`fraud_signals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "gift_guides_id", "campaigns_id", "ad_rules_id", "ad_reviews_id", "sample_applications_id", "sample_apply_claims_id", "gift_selections_id", "award_entries_id", "award_votes_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "shipping_batches_id", "fraud_signals_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "gift_guides_id", "campaigns_id", "ad_rules_id", "ad_reviews_id", "sample_applications_id", "sample_apply_claims_id", "gift_selections_id", "award_entries_id", "award_votes_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "regular_deliveries_id", "regular_course_history_id", "shipping_batches_id", "fraud_signals_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_apply_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_apply_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_selections_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_selections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_award_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`award_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_award_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`award_votes_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_batches_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_batches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fraud_signals_id_idx\` ON \`payload_locked_documents_rels\` (\`fraud_signals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`inquiries_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`point_ledger\` DROP COLUMN \`note\`;`)
}
