/**
 * The support search columns of the customers already stored (migrations 20261129_*_support_search): read in id
 * order, keyed by the same function as the collection's hook (src/shop/support/search-keys.ts), written back a
 * batch per statement. Each adapter's migration gives its own reads and writes (the two drizzle `sql` tags differ).
 */
import { type CustomerSearchKeys, customerSearchKeys } from '@/shop/support/search-keys'

export interface SearchKeySourceRow {
  id: number
  last_name: string | null
  first_name: string | null
  last_name_kana: string | null
  first_name_kana: string | null
  phone: string | null
}

export interface SearchKeyStore {
  /** Up to `count` customers with an id above `afterId`, in id order. */
  rowsAfter(afterId: number, count: number): Promise<SearchKeySourceRow[]>
  write(rows: { id: number; keys: CustomerSearchKeys }[]): Promise<void>
}

const BATCH = 500

/** Answers how many customers were keyed. */
export async function backfillCustomerSearchKeys(store: SearchKeyStore): Promise<number> {
  let afterId = 0
  let keyed = 0
  for (;;) {
    const rows = await store.rowsAfter(afterId, BATCH)
    if (rows.length === 0) return keyed
    await store.write(
      rows.map((row) => ({
        id: Number(row.id),
        keys: customerSearchKeys({
          lastName: row.last_name,
          firstName: row.first_name,
          lastNameKana: row.last_name_kana,
          firstNameKana: row.first_name_kana,
          phone: row.phone,
        }),
      })),
    )
    keyed += rows.length
    afterId = Number(rows[rows.length - 1]!.id)
  }
}

/** The columns in the order a write's VALUES rows give them after the id. */
export const SEARCH_KEY_COLUMNS = [
  ['searchName', 'search_name'],
  ['searchNameKana', 'search_name_kana'],
  ['searchGivenName', 'search_given_name'],
  ['searchGivenNameKana', 'search_given_name_kana'],
  ['searchPhone', 'search_phone'],
] as const satisfies readonly (readonly [keyof CustomerSearchKeys, string])[]
