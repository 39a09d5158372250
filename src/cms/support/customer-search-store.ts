/**
 * The support search's reads (src/shop/support/customer-search.ts, docs/adr/067-support-customer-search.md): each
 * one an indexed lookup on customers, orders or regular courses, with a LIMIT. A name or phone prefix is a GLOB on
 * SQLite (served by the plain BINARY index) and a LIKE on PostgreSQL (served by the text_pattern_ops index); both
 * are sent with the prefix escaped, so a typed * or % is a character, not a wildcard. Never prepared: PostgreSQL
 * plans a LIKE on an index only when it sees the pattern's value.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { isPostgres, runSql, type Row, type Statement } from '../raw-sql'
import { isoDate } from '../table-read'

/** The customers' folded search columns (src/shop/support/search-keys.ts). */
export type SearchColumn =
  'search_name' | 'search_name_kana' | 'search_given_name' | 'search_given_name_kana' | 'search_phone'

export interface KeyedCustomer {
  id: number
  searchName: string
  searchNameKana: string
}

export interface CustomerRow {
  id: number
  customerNumber: string | null
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  email: string
  prefecture: string
  withdrawnAt: string | null
}

export interface OrderRow {
  id: number
  orderNumber: string
  customerId: number | null
  placedAt: string
  status: string
  orderer: {
    lastName: string
    firstName: string
    lastNameKana: string
    firstNameKana: string
    email: string | null
    prefecture: string
  }
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)
const idOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

function startsWith(payload: Payload, column: SearchColumn, prefix: string): Statement {
  if (isPostgres(payload)) {
    return sql`${sql.identifier(column)} LIKE ${prefix.replace(/[\\%_]/g, '\\$&') + '%'}`
  }
  return sql`${sql.identifier(column)} GLOB ${prefix.replace(/[*?[]/g, '[$&]') + '*'}`
}

const keyed = (rows: Row[]): KeyedCustomer[] =>
  rows.map((row) => ({
    id: Number(row.id),
    searchName: text(row.search_name),
    searchNameKana: text(row.search_name_kana),
  }))

/** Customers whose `column` starts with `prefix`, in that column's order. */
export async function customersByPrefix(
  payload: Payload,
  column: SearchColumn,
  prefix: string,
  limit: number,
): Promise<KeyedCustomer[]> {
  return keyed(
    await runSql(
      payload,
      sql`SELECT id, search_name, search_name_kana FROM customers
          WHERE ${startsWith(payload, column, prefix)}
          ORDER BY ${sql.identifier(column)} LIMIT ${limit}`,
    ),
  )
}

/**
 * Customers whose `column` starts with `first` (found by its index) and whose given name, in kanji or kana, starts
 * with `given` (checked on those rows): 「山田 花子」, 「やまだ はな」.
 */
export async function customersByNameAndGiven(
  payload: Payload,
  column: 'search_name' | 'search_name_kana',
  first: string,
  given: string,
  limit: number,
): Promise<KeyedCustomer[]> {
  return keyed(
    await runSql(
      payload,
      sql`SELECT id, search_name, search_name_kana FROM customers
          WHERE ${startsWith(payload, column, first)}
            AND (${startsWith(payload, 'search_given_name', given)}
              OR ${startsWith(payload, 'search_given_name_kana', given)})
          ORDER BY ${sql.identifier(column)} LIMIT ${limit}`,
    ),
  )
}

/** Customers whose `column` is exactly `value` (e-mail, member number, a whole phone number). */
export async function customersWhereEquals(
  payload: Payload,
  column: 'email' | 'customer_number' | 'search_phone',
  value: string,
  limit: number,
): Promise<KeyedCustomer[]> {
  return keyed(
    await runSql(
      payload,
      sql`SELECT id, search_name, search_name_kana FROM customers
          WHERE ${sql.identifier(column)} = ${value} ORDER BY id DESC LIMIT ${limit}`,
    ),
  )
}

export async function orderByNumber(payload: Payload, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await runSql(
    payload,
    sql`SELECT id, order_number, customer_id, placed_at, status, orderer_last_name, orderer_first_name,
               orderer_last_name_kana, orderer_first_name_kana, orderer_email, orderer_prefecture
        FROM orders WHERE order_number = ${orderNumber} LIMIT 1`,
  )
  if (!row) return null
  return {
    id: Number(row.id),
    orderNumber: text(row.order_number),
    customerId: idOrNull(row.customer_id),
    placedAt: isoDate(row.placed_at),
    status: text(row.status),
    orderer: {
      lastName: text(row.orderer_last_name),
      firstName: text(row.orderer_first_name),
      lastNameKana: text(row.orderer_last_name_kana),
      firstNameKana: text(row.orderer_first_name_kana),
      email: textOrNull(row.orderer_email),
      prefecture: text(row.orderer_prefecture),
    },
  }
}

/** The customer of a regular course by its number; null when unknown or when the course has no customer. */
export async function courseCustomerId(payload: Payload, courseNumber: string): Promise<number | null> {
  const [row] = await runSql(
    payload,
    sql`SELECT customer_id FROM regular_courses WHERE regular_order_number = ${courseNumber} LIMIT 1`,
  )
  return idOrNull(row?.customer_id)
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** The summary columns of these customers (any order). */
export async function customerRows(payload: Payload, ids: readonly number[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return []
  const rows = await runSql(
    payload,
    sql`SELECT id, customer_number, last_name, first_name, last_name_kana, first_name_kana, email, prefecture,
               withdrawn_at
        FROM customers WHERE id IN (${idList(ids)})`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    customerNumber: textOrNull(row.customer_number),
    lastName: text(row.last_name),
    firstName: text(row.first_name),
    lastNameKana: text(row.last_name_kana),
    firstNameKana: text(row.first_name_kana),
    email: text(row.email),
    prefecture: text(row.prefecture),
    withdrawnAt:
      row.withdrawn_at === null || row.withdrawn_at === undefined ? null : isoDate(row.withdrawn_at),
  }))
}

/** When each of these customers last placed an order (any status), by customer id. */
export async function lastOrderDates(payload: Payload, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await runSql(
    payload,
    sql`SELECT customer_id, max(placed_at) AS last_placed FROM orders
        WHERE customer_id IN (${idList(ids)}) GROUP BY customer_id`,
  )
  return new Map(rows.map((row) => [Number(row.customer_id), isoDate(row.last_placed)]))
}
