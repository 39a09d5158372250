/**
 * One database transaction around several local-API calls and guarded updates, on both adapters
 * (docs/adr/017-orders-points-and-stock.md).
 *
 * Payload's drizzle adapters keep transaction sessions in `payload.db.sessions[id].db`, and every local-API call
 * given `req.transactionID` runs on that session. We drive drizzle's own `transaction()` and register the session
 * ourselves instead of `beginTransaction`/`commitTransaction`, because Payload's commit swallows a failed COMMIT
 * (the caller would believe an order exists that was rolled back), and because the SQLite adapter has
 * transactions switched off by default.
 *
 * SQLite has one writer at a time, and libsql runs statements synchronously: two open write transactions in one
 * process would block the event loop that the first needs to finish. So on SQLite these transactions run one
 * after another in this process, each in a turn of the one writer (src/cms/sqlite-client.ts `asWriter`, ADR 039),
 * on ONE dedicated connection opened once (busy timeout and synchronous=NORMAL like the main one, compiled
 * statements kept): BEGIN IMMEDIATE … COMMIT. (libsql's own `transaction()` would open a fresh connection per
 * transaction, with default pragmas — an fsync per commit.) Every write on Payload's main connection waits for
 * its own turn of the same writer, so it never meets an open transaction's lock in SQLite's busy handler (which
 * would block the event loop: ADR 017's caveat, fixed by ADR 039).
 * PostgreSQL runs them concurrently (READ COMMITTED) through drizzle's `transaction()`; the guarded updates'
 * WHERE clauses are re-checked on the locked rows, so the checks hold there too.
 *
 * `afterCommit(payload, tx, fn)` defers a side effect (expiring a cache tag) until the transaction has COMMITTED:
 * it never runs for a rolled-back one, and a failing callback is logged, never thrown (the data is committed).
 * In a transaction that Payload began (an admin request on PostgreSQL), it runs after Payload's commit.
 * `afterCommitOf(req, fn)` does the same for whatever transaction a hook's request runs in (content hooks).
 */
import { randomUUID } from 'node:crypto'

import { drizzle as libsqlDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { logger } from '@/lib/log'

import { asWriter, openSqliteClient } from './sqlite-client'

interface Session {
  db: unknown
  resolve: () => Promise<void>
  reject: () => Promise<void>
}
interface DrizzleWithTransaction {
  transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T>
}
interface AdapterWithSessions {
  name: string
  drizzle: DrizzleWithTransaction
  sessions: Record<string, Session | undefined>
  /** SQLite only. */
  clientConfig?: { url: string }
  schema?: Record<string, unknown>
  busyTimeout?: number
}

interface SqliteConnection {
  db: unknown
  execute(sqlText: string): Promise<unknown>
}

export interface Transaction {
  /** Payload's transaction id (also on `req.transactionID`). */
  id: string
  /** Pass to every local-API call inside the transaction. */
  req: PayloadRequest
  /** The drizzle transaction, for the guarded updates. */
  db: unknown
}

const adapterOf = (payload: Payload) => payload.db as unknown as AdapterWithSessions

/** The transaction a request already runs in (an admin update on PostgreSQL), or null. */
export async function currentTransaction(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
): Promise<Transaction | null> {
  const id = req?.transactionID ? String(await req.transactionID) : null
  const session = id ? adapterOf(payload).sessions[id] : undefined
  if (!id || !session) return null
  return { id, req: req as PayloadRequest, db: session.db }
}

/**
 * Runs `fn` in one transaction: everything commits together or nothing does (a throw rolls back). When `outer`
 * already runs in a transaction, `fn` joins it (the outer owner commits).
 */
const sqliteConnections = new WeakMap<object, Promise<SqliteConnection>>()

function sqliteConnection(adapter: AdapterWithSessions): Promise<SqliteConnection> {
  let connection = sqliteConnections.get(adapter)
  if (!connection) {
    connection = (async () => {
      if (!adapter.clientConfig) throw new Error('transaction: SQLite adapter without client config')
      const client = openSqliteClient(adapter.clientConfig)
      const db = libsqlDrizzle({ client, schema: adapter.schema as never })
      const execute = (sqlText: string) => client.execute(sqlText)
      await execute(`PRAGMA busy_timeout = ${adapter.busyTimeout ?? 10_000}`)
      await execute('PRAGMA synchronous = NORMAL')
      return { db, execute }
    })()
    sqliteConnections.set(adapter, connection)
  }
  return connection
}

type AfterCommit = () => void | Promise<void>

/** Callbacks waiting for the commit of a transaction, by transaction id. */
const afterCommits = new Map<string, AfterCommit[]>()
/** The ids of transactions this module runs (it commits them itself). */
const ownTransactions = new Set<string>()

async function runAfterCommit(id: string): Promise<void> {
  const callbacks = afterCommits.get(id) ?? []
  afterCommits.delete(id)
  for (const callback of callbacks) {
    try {
      await callback()
    } catch (error) {
      logger.error('after-commit side effect failed', {
        errorKind: error instanceof Error ? error.name : 'unknown',
      })
    }
  }
}

/** Runs `fn` once `tx` has committed; never when it rolls back. */
export function afterCommit(payload: Payload, tx: Transaction, fn: AfterCommit): void {
  const waiting = afterCommits.get(tx.id)
  if (waiting) {
    waiting.push(fn)
    return
  }
  afterCommits.set(tx.id, [fn])
  if (ownTransactions.has(tx.id)) return
  // A transaction Payload began: its commit calls the session's resolve, its rollback the session's reject.
  const session = adapterOf(payload).sessions[tx.id]
  if (!session) {
    afterCommits.delete(tx.id)
    throw new Error('afterCommit: no open transaction')
  }
  const { resolve, reject } = session
  session.resolve = async () => {
    await resolve()
    await runAfterCommit(tx.id)
  }
  session.reject = async () => {
    afterCommits.delete(tx.id)
    await reject()
  }
}

/**
 * Runs `fn` once the transaction `req` runs in has committed (one Payload began for an admin or job update, on
 * PostgreSQL; or ours), or now when it runs in none (SQLite's Payload operations commit each write as made). Payload
 * calls afterChange hooks before its commit: a cache tag expired there would let a request in between cache the old
 * rows again (issue 15).
 */
export async function afterCommitOf(req: PayloadRequest, fn: AfterCommit): Promise<void> {
  const tx = await currentTransaction(req.payload, req)
  if (tx) {
    afterCommit(req.payload, tx, fn)
    return
  }
  try {
    await fn()
  } catch (error) {
    logger.error('after-commit side effect failed', {
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
}

async function registered<T>(
  payload: Payload,
  adapter: AdapterWithSessions,
  db: unknown,
  fn: (tx: Transaction) => Promise<T>,
  id: string,
): Promise<T> {
  // Payload's operations call these on error (killTransaction); the caller's rollback undoes the work.
  adapter.sessions[id] = { db, resolve: async () => {}, reject: async () => {} }
  try {
    const req = await createLocalReq({}, payload)
    req.transactionID = id
    return await fn({ id, req, db })
  } finally {
    delete adapter.sessions[id]
  }
}

async function sqliteTransaction<T>(
  payload: Payload,
  adapter: AdapterWithSessions,
  fn: (tx: Transaction) => Promise<T>,
  id: string,
): Promise<T> {
  const connection = await sqliteConnection(adapter)
  await connection.execute('BEGIN IMMEDIATE')
  let result: T
  try {
    result = await registered(payload, adapter, connection.db, fn, id)
  } catch (err) {
    await connection.execute('ROLLBACK')
    throw err
  }
  await connection.execute('COMMIT')
  return result
}

export async function withTransaction<T>(
  payload: Payload,
  fn: (tx: Transaction) => Promise<T>,
  outer?: Partial<PayloadRequest>,
): Promise<T> {
  const joined = await currentTransaction(payload, outer)
  if (joined) return fn(joined)
  const adapter = adapterOf(payload)
  const id = randomUUID()
  ownTransactions.add(id)
  let result: T
  try {
    result =
      adapter.name === 'sqlite'
        ? await asWriter(() => sqliteTransaction(payload, adapter, fn, id))
        : await adapter.drizzle.transaction((db) => registered(payload, adapter, db, fn, id))
  } catch (err) {
    afterCommits.delete(id)
    throw err
  } finally {
    ownTransactions.delete(id)
  }
  await runAfterCommit(id)
  return result
}
