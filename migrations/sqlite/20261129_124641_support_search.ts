import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import {
  backfillCustomerSearchKeys,
  SEARCH_KEY_COLUMNS,
  type SearchKeySourceRow,
  type SearchKeyStore,
} from '../../src/cms/support/search-keys-backfill'

/**
 * The support search's folded columns on customers and their indexes (docs/adr/067-support-customer-search.md),
 * then the keys of the customers already stored. A prefix GLOB uses these plain (BINARY) indexes.
 */
export function store(db: MigrateUpArgs['db']): SearchKeyStore {
  return {
    rowsAfter: async (afterId, count) =>
      (await db.all(
        sql`SELECT id, last_name, first_name, last_name_kana, first_name_kana, phone FROM customers
            WHERE id > ${afterId} ORDER BY id LIMIT ${count}`,
      )) as SearchKeySourceRow[],
    write: async (rows) => {
      const values = rows.map(
        ({ id, keys }) =>
          sql`(${id}, ${sql.join(
            SEARCH_KEY_COLUMNS.map(([key]) => sql`${keys[key]}`),
            sql`, `,
          )})`,
      )
      const sets = SEARCH_KEY_COLUMNS.map(
        ([, column], i) => sql`${sql.identifier(column)} = v.${sql.raw(`column${i + 2}`)}`,
      )
      await db.run(
        sql`UPDATE customers SET ${sql.join(sets, sql`, `)}
            FROM (VALUES ${sql.join(values, sql`, `)}) AS v WHERE customers.id = v.column1`,
      )
    },
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`search_name\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`search_name_kana\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`search_given_name\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`search_given_name_kana\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`search_phone\` text;`)
  await backfillCustomerSearchKeys(store(db))
  await db.run(sql`CREATE INDEX \`customers_search_name_idx\` ON \`customers\` (\`search_name\`);`)
  await db.run(sql`CREATE INDEX \`customers_search_name_kana_idx\` ON \`customers\` (\`search_name_kana\`);`)
  await db.run(sql`CREATE INDEX \`customers_search_given_name_idx\` ON \`customers\` (\`search_given_name\`);`)
  await db.run(
    sql`CREATE INDEX \`customers_search_given_name_kana_idx\` ON \`customers\` (\`search_given_name_kana\`);`,
  )
  await db.run(sql`CREATE INDEX \`customers_search_phone_idx\` ON \`customers\` (\`search_phone\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customers_search_name_idx\`;`)
  await db.run(sql`DROP INDEX \`customers_search_name_kana_idx\`;`)
  await db.run(sql`DROP INDEX \`customers_search_given_name_idx\`;`)
  await db.run(sql`DROP INDEX \`customers_search_given_name_kana_idx\`;`)
  await db.run(sql`DROP INDEX \`customers_search_phone_idx\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`search_name\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`search_name_kana\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`search_given_name\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`search_given_name_kana\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`search_phone\`;`)
}
