import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`regular_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`sequence\` numeric NOT NULL,
  	\`delivery_date\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`order_id\` integer,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`failure_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`regular_courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`regular_deliveries_course_idx\` ON \`regular_deliveries\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_delivery_date_idx\` ON \`regular_deliveries\` (\`delivery_date\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_status_idx\` ON \`regular_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_order_idx\` ON \`regular_deliveries\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_next_attempt_at_idx\` ON \`regular_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_updated_at_idx\` ON \`regular_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regular_deliveries_created_at_idx\` ON \`regular_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_sequence_idx\` ON \`regular_deliveries\` (\`course_id\`,\`sequence\`);`)
  await db.run(sql`CREATE TABLE \`regular_course_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`event\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`staff_user_id\` integer,
  	\`sequence\` numeric,
  	\`summary\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`regular_courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`regular_course_history_course_idx\` ON \`regular_course_history\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_course_history_staff_user_idx\` ON \`regular_course_history\` (\`staff_user_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_course_history_updated_at_idx\` ON \`regular_course_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regular_course_history_created_at_idx\` ON \`regular_course_history\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regular_delivery_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_days\` numeric DEFAULT 6 NOT NULL,
  	\`payment_retry_days\` text DEFAULT '1,2,4' NOT NULL,
  	\`staff_notification_email\` text DEFAULT 'regular-desk@shop.example.jp' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`direct_debit_reference\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`direct_debit_bank_name\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`direct_debit_account_last4\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`direct_debit_registered_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`regular_course_id\` integer REFERENCES regular_courses(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`regular_sequence\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipped_mailed_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_regular_course_idx\` ON \`orders\` (\`regular_course_id\`);`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`regular_order_number\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`next_sequence\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`anchor_date\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`anchor_sequence\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`cancel_from_sequence\` numeric;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_method\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_card_reference\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_card_brand\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`payment_card_last4\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_last_name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_first_name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_last_name_kana\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_first_name_kana\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_postal_code\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_prefecture\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_city\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_town\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_street_address\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_building\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_phone\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`destination_email\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`delivery_time_code\` text DEFAULT '0';`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`delivery_time_label\` text;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`point_use_mode\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`regular_courses\` ADD \`point_use_points\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE UNIQUE INDEX \`regular_courses_regular_order_number_idx\` ON \`regular_courses\` (\`regular_order_number\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`regular_deliveries_id\` integer REFERENCES regular_deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`regular_course_history_id\` integer REFERENCES regular_course_history(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_course_history_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_course_history_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`invoice_registration_number\` text DEFAULT 'T1234567890123' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`regular_deliveries\`;`)
  await db.run(sql`DROP TABLE \`regular_course_history\`;`)
  await db.run(sql`DROP TABLE \`regular_delivery_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`customer_id\` integer,
  	\`cart_owner\` text,
  	\`placed_at\` text NOT NULL,
  	\`orderer_last_name\` text NOT NULL,
  	\`orderer_first_name\` text NOT NULL,
  	\`orderer_last_name_kana\` text NOT NULL,
  	\`orderer_first_name_kana\` text NOT NULL,
  	\`orderer_postal_code\` text NOT NULL,
  	\`orderer_prefecture\` text NOT NULL,
  	\`orderer_city\` text NOT NULL,
  	\`orderer_town\` text,
  	\`orderer_street_address\` text NOT NULL,
  	\`orderer_building\` text,
  	\`orderer_phone\` text NOT NULL,
  	\`orderer_email\` text,
  	\`destination_last_name\` text NOT NULL,
  	\`destination_first_name\` text NOT NULL,
  	\`destination_last_name_kana\` text NOT NULL,
  	\`destination_first_name_kana\` text NOT NULL,
  	\`destination_postal_code\` text NOT NULL,
  	\`destination_prefecture\` text NOT NULL,
  	\`destination_city\` text NOT NULL,
  	\`destination_town\` text,
  	\`destination_street_address\` text NOT NULL,
  	\`destination_building\` text,
  	\`destination_phone\` text NOT NULL,
  	\`destination_email\` text,
  	\`payment_method\` text NOT NULL,
  	\`payment_status\` text NOT NULL,
  	\`payment_reference\` text,
  	\`payment_cod_fee\` numeric DEFAULT 0,
  	\`payment_redirect_url\` text,
  	\`payment_failure_code\` text,
  	\`delivery_date_choice\` text DEFAULT '1' NOT NULL,
  	\`delivery_specified_date\` text,
  	\`delivery_time_code\` text DEFAULT '0',
  	\`delivery_time_label\` text,
  	\`gift_wanted\` integer DEFAULT false,
  	\`gift_kind\` text,
  	\`gift_packaging\` text,
  	\`totals_items_excluding_tax\` numeric NOT NULL,
  	\`totals_items_including_tax\` numeric NOT NULL,
  	\`totals_shipping\` numeric NOT NULL,
  	\`totals_fees\` numeric NOT NULL,
  	\`totals_total_including_tax\` numeric NOT NULL,
  	\`totals_points_used\` numeric DEFAULT 0 NOT NULL,
  	\`totals_amount_due\` numeric NOT NULL,
  	\`totals_points_to_earn\` numeric DEFAULT 0 NOT NULL,
  	\`cancelled_at\` text,
  	\`points_settled_at\` text,
  	\`receipt_mailed_at\` text,
  	\`mail_magazines\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_number", "idempotency_key", "status", "customer_id", "cart_owner", "placed_at", "orderer_last_name", "orderer_first_name", "orderer_last_name_kana", "orderer_first_name_kana", "orderer_postal_code", "orderer_prefecture", "orderer_city", "orderer_town", "orderer_street_address", "orderer_building", "orderer_phone", "orderer_email", "destination_last_name", "destination_first_name", "destination_last_name_kana", "destination_first_name_kana", "destination_postal_code", "destination_prefecture", "destination_city", "destination_town", "destination_street_address", "destination_building", "destination_phone", "destination_email", "payment_method", "payment_status", "payment_reference", "payment_cod_fee", "payment_redirect_url", "payment_failure_code", "delivery_date_choice", "delivery_specified_date", "delivery_time_code", "delivery_time_label", "gift_wanted", "gift_kind", "gift_packaging", "totals_items_excluding_tax", "totals_items_including_tax", "totals_shipping", "totals_fees", "totals_total_including_tax", "totals_points_used", "totals_amount_due", "totals_points_to_earn", "cancelled_at", "points_settled_at", "receipt_mailed_at", "mail_magazines", "updated_at", "created_at") SELECT "id", "order_number", "idempotency_key", "status", "customer_id", "cart_owner", "placed_at", "orderer_last_name", "orderer_first_name", "orderer_last_name_kana", "orderer_first_name_kana", "orderer_postal_code", "orderer_prefecture", "orderer_city", "orderer_town", "orderer_street_address", "orderer_building", "orderer_phone", "orderer_email", "destination_last_name", "destination_first_name", "destination_last_name_kana", "destination_first_name_kana", "destination_postal_code", "destination_prefecture", "destination_city", "destination_town", "destination_street_address", "destination_building", "destination_phone", "destination_email", "payment_method", "payment_status", "payment_reference", "payment_cod_fee", "payment_redirect_url", "payment_failure_code", "delivery_date_choice", "delivery_specified_date", "delivery_time_code", "delivery_time_label", "gift_wanted", "gift_kind", "gift_packaging", "totals_items_excluding_tax", "totals_items_including_tax", "totals_shipping", "totals_fees", "totals_total_including_tax", "totals_points_used", "totals_amount_due", "totals_points_to_earn", "cancelled_at", "points_settled_at", "receipt_mailed_at", "mail_magazines", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_at_idx\` ON \`orders\` (\`placed_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_payment_reference_idx\` ON \`orders\` (\`payment_reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`fraud_signals_id\`) REFERENCES \`fraud_signals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "fraud_signals_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "orders_id", "point_ledger_id", "regular_courses_id", "fraud_signals_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_one_time_passwords_id_idx\` ON \`payload_locked_documents_rels\` (\`one_time_passwords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kankeisha_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`kankeisha_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_point_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`point_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fraud_signals_id_idx\` ON \`payload_locked_documents_rels\` (\`fraud_signals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`regular_courses_regular_order_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`regular_order_number\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`next_sequence\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`anchor_date\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`anchor_sequence\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`cancel_from_sequence\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_method\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_card_reference\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_card_brand\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`payment_card_last4\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_last_name\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_first_name\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_last_name_kana\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_first_name_kana\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_prefecture\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_city\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_town\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_street_address\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_building\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_phone\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`destination_email\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`delivery_time_code\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`delivery_time_label\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`point_use_mode\`;`)
  await db.run(sql`ALTER TABLE \`regular_courses\` DROP COLUMN \`point_use_points\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`direct_debit_reference\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`direct_debit_bank_name\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`direct_debit_account_last4\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`direct_debit_registered_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`invoice_registration_number\`;`)
}
