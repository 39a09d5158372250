/**
 * The SQLite connections of this process (docs/adr/039-one-sqlite-writer-and-order-latency.md): libsql's own client
 * (`@libsql/client`'s `Sqlite3Client`, what Payload's adapter uses) over a connection that keeps its compiled
 * statements, and the ONE WRITER every write of the process goes through.
 *
 * Statement cache: libsql's client compiles every statement on every execution (`prepare`, then `columns()` and a
 * `raw()` that throws for statements without rows), which was about a quarter of the CPU of an order. Here the
 * connection hands the client a compiled statement per SQL text, kept in a bounded least-recently-used map, so a
 * repeated statement (Payload's and drizzle's queries repeat their text; only the parameters change) is compiled
 * once. A statement runs to completion synchronously before another starts (libsql is synchronous), so sharing one
 * is safe. A schema change on the connection (CREATE, ALTER, DROP, or a multi-statement script) empties the cache.
 *
 * One writer: libsql runs statements synchronously, so a write that finds the database locked waits in SQLite's busy
 * handler with the event loop BLOCKED — and when the lock's holder is this process's own open transaction
 * (src/cms/transaction.ts keeps one on a dedicated connection across awaits), that transaction cannot go on, and
 * the write stalls the whole server until the busy timeout, then fails with SQLITE_BUSY (ADR 017's caveat). So
 * every write of the process waits ASYNCHRONOUSLY for its turn in one queue (`asWriter`): the transactions of
 * transaction.ts take a turn for their whole length, and each write statement on Payload's main connection
 * (`gateWrites`: anything but a SELECT, batches, scripts, write transactions) takes one for its statement. Reads
 * never wait (WAL: readers see the last commit). A write on the main connection made INSIDE an open transaction
 * (a call that forgot `req: tx.req`) would wait for itself: it is refused at once with an error saying so.
 * Another process writing the same file (a seed, a separate job worker) is still met by the busy handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { Client, InStatement, Transaction, TransactionMode } from '@libsql/client'
import { Sqlite3Client } from '@libsql/client/sqlite3'
import Database from 'libsql'

/** The statements one connection keeps compiled (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 500

interface LibsqlStatement {
  readonly reader: boolean
  raw(toggle?: boolean): LibsqlStatement
  safeIntegers(toggle?: boolean): LibsqlStatement
  columns(): unknown[]
  all(...args: unknown[]): unknown[]
  run(...args: unknown[]): unknown
  get(...args: unknown[]): unknown
}
interface LibsqlDatabase {
  prepare(sql: string): LibsqlStatement
  exec(sql: string): unknown
}

/** What libsql's client throws from `raw()` on a statement without rows (it only checks that one throws). */
const NO_ROWS = new TypeError('The raw() method is only for statements that return data')

/**
 * A compiled statement as libsql's client uses it: safe integers and raw rows set once, the columns read once.
 * The client always asks for safe integers and raw rows; anything else is refused rather than silently ignored.
 */
class KeptStatement {
  readonly reader: boolean
  readonly #statement: LibsqlStatement
  readonly #columns: unknown[]

  constructor(statement: LibsqlStatement) {
    this.#statement = statement
    this.reader = statement.reader
    statement.safeIntegers(true)
    if (this.reader) statement.raw(true)
    this.#columns = this.reader ? statement.columns() : []
  }
  safeIntegers(toggle = true): this {
    if (!toggle) throw new Error('sqlite client: kept statements always use safe integers')
    return this
  }
  raw(toggle = true): this {
    if (!this.reader) throw NO_ROWS
    if (!toggle) throw new Error('sqlite client: kept statements always return raw rows')
    return this
  }
  columns(): unknown[] {
    return this.#columns
  }
  all(...args: unknown[]): unknown[] {
    return this.#statement.all(...args)
  }
  run(...args: unknown[]): unknown {
    return this.#statement.run(...args)
  }
  get(...args: unknown[]): unknown {
    return this.#statement.get(...args)
  }
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop|vacuum|attach|detach|reindex)\b/i
const NOT_KEPT = /^\s*pragma\b/i

/** The connection libsql's client is given: the real one, whose `prepare` answers from the cache. */
function keepingStatements(db: LibsqlDatabase, size: number): LibsqlDatabase {
  const kept = new Map<string, KeptStatement>()
  const keeping = Object.create(db) as LibsqlDatabase
  keeping.prepare = (sql: string) => {
    const hit = kept.get(sql)
    if (hit) {
      kept.delete(sql)
      kept.set(sql, hit)
      return hit as unknown as LibsqlStatement
    }
    if (SCHEMA_CHANGE.test(sql)) {
      kept.clear()
      return db.prepare(sql)
    }
    if (NOT_KEPT.test(sql)) return db.prepare(sql)
    const statement = new KeptStatement(db.prepare(sql))
    kept.set(sql, statement)
    if (kept.size > size) kept.delete(kept.keys().next().value!)
    return statement as unknown as LibsqlStatement
  }
  keeping.exec = (sql: string) => {
    kept.clear()
    return db.exec(sql)
  }
  return keeping
}

/** The file of a `file:` URL as libsql's client reads it (`file:/abs/path`, `file:///abs/path`, `file:rel`). */
function fileOf(url: string): string {
  if (!url.startsWith('file:')) throw new Error(`sqlite client: only file: URLs, got ${url.split(':')[0]}:`)
  return url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url.slice('file:'.length)
}

/** A libsql client (the same class Payload's adapter makes) on a connection that keeps its statements. */
export function openSqliteClient(config: { url: string }, size = STATEMENT_CACHE_SIZE): Client {
  const path = fileOf(config.url)
  const db = new Database(path) as unknown as LibsqlDatabase
  return new Sqlite3Client(path, {}, keepingStatements(db, size) as never, 'number')
}

// ---------------------------------------------------------------------------------------------------------------
// The one writer.

interface WriterTurn {
  /** False once the turn has ended (a callback started inside it may outlive it). */
  open: boolean
}

let queue: Promise<unknown> = Promise.resolve()
const turns = new AsyncLocalStorage<WriterTurn>()

/** True inside a turn of the writer (an open transaction of src/cms/transaction.ts). */
export function insideWriterTurn(): boolean {
  return turns.getStore()?.open === true
}

/**
 * Runs `run` when it is this process's turn to write SQLite: one turn at a time, in the order asked. A turn asked
 * for inside an open one would wait for itself forever: it is refused at once.
 */
export function asWriter<T>(run: () => Promise<T>): Promise<T> {
  if (insideWriterTurn())
    return Promise.reject(
      new Error(
        'sqlite writer: a write inside an open transaction must run in it (pass `req: tx.req` or `tx`), not wait for its own turn',
      ),
    )
  const turn: WriterTurn = { open: true }
  const go = () =>
    turns.run(turn, async () => {
      try {
        return await run()
      } finally {
        turn.open = false
      }
    })
  // Each turn starts in a new turn of the event loop: a queue of turns (and the synchronous statements they run)
  // never runs as one long task.
  const start = () => nextTurnOfTheLoop().then(go)
  const next = queue.then(start, start)
  queue = next.catch(() => undefined)
  return next
}

/** Resolves in the check phase of the event loop: timers and I/O run before what follows. */
const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

const READ = /^\s*select\b/i

function sqlOf(statement: InStatement): string {
  return typeof statement === 'string' ? statement : statement.sql
}

/** A writer turn held until `release()` (a write transaction on the main connection). */
function holdTurn(): Promise<() => void> {
  return new Promise((granted, refused) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    asWriter(() => {
      granted(release)
      return held
    }).catch(refused)
  })
}

/**
 * Payload's main connection with every write waiting for its turn (module comment). Reads run at once, as before.
 */
export function gateWrites(client: Client): Client {
  const execute = client.execute.bind(client) as (statement: InStatement) => Promise<unknown>
  const batch = client.batch.bind(client)
  const migrate = client.migrate.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  const transaction = client.transaction.bind(client)
  const gated = client as Client & Record<string, unknown>
  gated.execute = ((statementOrSql: InStatement, args?: unknown) => {
    const statement =
      typeof statementOrSql === 'string'
        ? { sql: statementOrSql, args: (args ?? []) as never }
        : statementOrSql
    return READ.test(sqlOf(statement))
      ? nextTurnOfTheLoop().then(() => execute(statement))
      : asWriter(() => execute(statement))
  }) as Client['execute']
  gated.batch = ((statements: InStatement[], mode?: TransactionMode) =>
    asWriter(() => batch(statements, mode))) as Client['batch']
  gated.migrate = ((statements: InStatement[]) => asWriter(() => migrate(statements))) as Client['migrate']
  gated.executeMultiple = ((sql: string) => asWriter(() => executeMultiple(sql))) as Client['executeMultiple']
  gated.transaction = (async (mode?: TransactionMode) => {
    if (mode === 'read') return transaction(mode)
    const release = await holdTurn()
    let tx: Transaction
    try {
      tx = await transaction(mode)
    } catch (error) {
      release()
      throw error
    }
    const commit = tx.commit.bind(tx)
    const rollback = tx.rollback.bind(tx)
    const close = tx.close.bind(tx)
    tx.commit = () => commit().finally(release)
    tx.rollback = () => rollback().finally(release)
    tx.close = () => {
      try {
        close()
      } finally {
        release()
      }
    }
    return tx
  }) as Client['transaction']
  return gated
}

interface SqliteAdapterShape {
  client?: Client
  clientConfig: { url: string }
  busyTimeout?: number
  wal?: boolean | { journalSizeLimit?: number; synchronous?: string }
  connect?: (options?: unknown) => Promise<void>
}

/**
 * Payload's SQLite adapter with its main connection made here (statements kept, writes through the one writer).
 * Its `connect` makes a client only when it has none, and then sets the busy timeout and WAL mode: the same is
 * done here, before it connects.
 */
export function withOneWriter<A extends object>(adapter: A): A {
  const sqlite = adapter as A & SqliteAdapterShape
  const connect = sqlite.connect
  if (!connect) throw new Error('sqlite client: adapter without connect')
  sqlite.connect = async function (this: SqliteAdapterShape, options?: unknown) {
    if (!this.client) {
      const client = gateWrites(openSqliteClient(this.clientConfig))
      if (this.busyTimeout && this.busyTimeout > 0)
        await client.execute(`PRAGMA busy_timeout = ${this.busyTimeout}`)
      if (this.wal) {
        const wal = this.wal === true ? {} : this.wal
        const mode = await client.execute('PRAGMA journal_mode')
        if (mode.rows[0]?.journal_mode !== 'wal') {
          await client.execute('PRAGMA journal_mode = WAL')
          await client.execute(`PRAGMA journal_size_limit = ${wal.journalSizeLimit ?? 67_108_864}`)
        }
        await client.execute(`PRAGMA synchronous = ${wal.synchronous ?? 'NORMAL'}`)
      }
      this.client = client
    }
    return connect.call(this, options)
  }
  return adapter
}
