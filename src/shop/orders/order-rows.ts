/**
 * Writing an order's rows directly (docs/adr/017-orders-points-and-stock.md, the placement hot path): the main
 * `orders` row with `.returning({ id })`, then the `lines` and `totals.byRate` array rows, each one INSERT on the
 * transaction's connection — in the shape Payload's drizzle adapter stores (groups as `group_field` columns,
 * array rows with `_order` from 1 and `_parentID`), so the admin and `payload.find` read back the same document
 * as one written with `payload.db.create` (tests/integration/order-rows.test.ts proves it on both databases).
 * No hooks or validation, like the adapter's create: the data is built by place-order.ts from the checked order.
 * Each INSERT is built once per shape (its columns and number of rows) and then only run with the order's values
 * (src/cms/compiled-statement.ts, ADR 039).
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { sql } from '@payloadcms/db-sqlite/drizzle'

import { compiledStatement, runCompiled } from '@/cms/compiled-statement'
import type { InTransaction } from '@/cms/guarded-update'
import { tableNamed, type Table } from '@/cms/table-read'
import type { CheckedLine } from './order-check'

type Scalar = string | number | boolean | null
/** A group's fields: scalars only (a nested array is passed separately). */
type Group = Record<string, Scalar | undefined>

/** The stored document of an order, as place-order.ts builds it (also what `payload.db.create` accepts). */
export interface OrderDocument {
  createdAt: string
  updatedAt: string
  orderNumber: string
  idempotencyKey: string
  status: string
  customer: number | null
  cartOwner: string
  placedAt: string
  orderer: Group
  destination: Group
  payment: Group
  mailMagazines: string | null
  linkKey: string | null
  /** A campaign order: the campaign's promotionId (docs/adr/048-campaign-shopping.md). */
  campaign: string | null
  abVariant: 'control' | 'test' | null
  delivery: Group
  gift: Group
  lines: (CheckedLine & { id: string })[]
  totals: StoredTotals
}

/** The order's `totals` group as stored (the fee breakdown of the check is not a column). */
export interface StoredTotals {
  byRate: { id: string; rate: number; taxableAmount: number; tax: number }[]
  itemsExcludingTax: number
  itemsIncludingTax: number
  shipping: number
  fees: number
  totalIncludingTax: number
  pointsUsed: number
  amountDue: number
  pointsToEarn: number
}

/** Array rows need ids (Payload's create makes ObjectId-like 24-hex ones; the adapter's create does not). */
export const rowId = () => randomBytes(12).toString('hex')

interface Rendered {
  toSQL(): { sql: string; params: unknown[] }
}
interface InsertRunner {
  insert(table: Table): {
    values(values: object | object[]): Rendered & { returning(fields: Record<string, unknown>): Rendered }
  }
}

/**
 * `INSERT INTO tableName` of `rows` (all with the same keys), RETURNING the id when `returningId`: compiled once
 * per table, keys and number of rows, with a placeholder `<row>.<key>` per value.
 */
async function insertRows(
  payload: Payload,
  tableName: string,
  rows: readonly Record<string, unknown>[],
  tx: InTransaction,
  returningId: boolean,
): Promise<unknown[][]> {
  // An undefined value is left to the column's default, as drizzle's insert does.
  const keys = Object.keys(rows[0]!).filter((key) => rows[0]![key] !== undefined)
  const statement = compiledStatement(
    payload,
    `insert:${tableName}:${rows.length}:${returningId}:${keys.join(',')}`,
    (db) => {
      const table = tableNamed(payload, tableName)
      const placeholders = rows.map((_, i) =>
        Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${i}.${key}`)])),
      )
      const insert = (db as InsertRunner).insert(table).values(placeholders)
      return returningId ? insert.returning({ id: table.id }) : insert
    },
  )
  const values: Record<string, unknown> = {}
  const shape = new Set(keys)
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries(row))
      if ((value === undefined) === shape.has(key))
        throw new Error(`order rows: the ${tableName} rows differ in their columns`)
    for (const key of keys) values[`${i}.${key}`] = row[key]
  })
  return runCompiled(payload, statement, values, tx)
}

/** Checks every key is a column of the table (an unknown one would be silently dropped by drizzle). */
function checkedRow<Row extends object>(table: Table, tableName: string, row: Row): Row {
  for (const key of Object.keys(row))
    if (!table[key]) throw new Error(`order rows: ${tableName} has no column ${key}`)
  return row
}

function flattenGroup(out: Record<string, unknown>, prefix: string, group: object): void {
  for (const [field, value] of Object.entries(group))
    if (value !== undefined) out[`${prefix}_${field}`] = value
}

/** Inserts the order's rows in `tx`; returns the new order's id. */
export async function insertOrderRows(
  payload: Payload,
  doc: OrderDocument,
  tx: InTransaction,
): Promise<number> {
  const { orderer, destination, payment, delivery, gift, lines, totals, ...top } = doc
  const { byRate, ...totalsFields } = totals
  const row: Record<string, unknown> = { ...top }
  flattenGroup(row, 'orderer', orderer)
  flattenGroup(row, 'destination', destination)
  flattenGroup(row, 'payment', payment)
  flattenGroup(row, 'delivery', delivery)
  flattenGroup(row, 'gift', gift)
  flattenGroup(row, 'totals', totalsFields)
  const orders = tableNamed(payload, 'orders')
  const [inserted] = await insertRows(payload, 'orders', [checkedRow(orders, 'orders', row)], tx, true)
  if (!inserted) throw new Error('order rows: the order row was not inserted')
  const orderId = Number(inserted[0])
  const arrays: [string, readonly object[]][] = [
    ['orders_lines', lines],
    ['orders_totals_by_rate', byRate],
  ]
  for (const [tableName, items] of arrays) {
    if (items.length === 0) continue
    const table = tableNamed(payload, tableName)
    const rows = items.map((item, i) =>
      checkedRow(table, tableName, { ...item, _order: i + 1, _parentID: orderId }),
    )
    await insertRows(payload, tableName, rows, tx, false)
  }
  return orderId
}
