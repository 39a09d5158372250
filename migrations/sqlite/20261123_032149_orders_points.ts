import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`cycle_type\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	\`tax_class\` text NOT NULL,
  	\`tax_rate\` numeric NOT NULL,
  	\`amount_excluding_tax\` numeric NOT NULL,
  	\`amount_including_tax\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_totals_by_rate\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`taxable_amount\` numeric NOT NULL,
  	\`tax\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_totals_by_rate_order_idx\` ON \`orders_totals_by_rate\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_totals_by_rate_parent_id_idx\` ON \`orders_totals_by_rate\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`customer_id\` integer,
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_at_idx\` ON \`orders\` (\`placed_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`point_ledger\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`delta\` numeric NOT NULL,
  	\`reason\` text NOT NULL,
  	\`state\` text DEFAULT 'settled' NOT NULL,
  	\`order_id\` integer,
  	\`balance_after\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`point_ledger_customer_idx\` ON \`point_ledger\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`point_ledger_state_idx\` ON \`point_ledger\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`point_ledger_order_idx\` ON \`point_ledger\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`point_ledger_updated_at_idx\` ON \`point_ledger\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`point_ledger_created_at_idx\` ON \`point_ledger\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regular_courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer,
  	\`order_id\` integer NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`cycle_type\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`first_delivery_date\` text NOT NULL,
  	\`next_delivery_date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`regular_courses_customer_idx\` ON \`regular_courses\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_order_idx\` ON \`regular_courses\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_product_code_idx\` ON \`regular_courses\` (\`product_code\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_status_idx\` ON \`regular_courses\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_next_delivery_date_idx\` ON \`regular_courses\` (\`next_delivery_date\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_updated_at_idx\` ON \`regular_courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regular_courses_created_at_idx\` ON \`regular_courses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`saved_card_reference\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`saved_card_brand\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`saved_card_last4\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`point_ledger_id\` integer REFERENCES point_ledger(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`regular_courses_id\` integer REFERENCES regular_courses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_point_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`point_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regular_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`regular_courses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders_totals_by_rate\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`point_ledger\`;`)
  await db.run(sql`DROP TABLE \`regular_courses\`;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "mail_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "information_id", "columns_id", "faq_categories_id", "faqs_id", "banners_id", "brand_tabs_id", "products_id", "brands_id", "purposes_id", "ingredients_id", "inventory_id", "carts_id", "media_id", "inquiries_id", "customers_id", "customer_sessions_id", "one_time_passwords_id", "kankeisha_invitations_id", "mail_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`saved_card_reference\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`saved_card_brand\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`saved_card_last4\`;`)
}
