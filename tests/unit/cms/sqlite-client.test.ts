/**
 * The SQLite connections of src/cms/sqlite-client.ts (ADR 039): the one writer (a write on the gated main
 * connection waits for an open transaction's turn to end instead of meeting its lock in SQLite's busy handler,
 * which would block the event loop and end in SQLITE_BUSY; reads do not wait; a write inside an open turn is
 * refused instead of waiting for itself) and the kept statements (reused, and a schema change is seen).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { asWriter, gateWrites, openSqliteClient } from '@/cms/sqlite-client'

let dir: string
let main: Client
let other: Client

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-client-'))
  const url = `file:${path.join(dir, 'test.db')}`
  main = gateWrites(openSqliteClient({ url }))
  other = openSqliteClient({ url })
  // Without the writer, the main connection's write would wait here (event loop blocked), then fail SQLITE_BUSY.
  await main.execute('PRAGMA busy_timeout = 2000')
  await main.execute('PRAGMA journal_mode = WAL')
  await main.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, k TEXT UNIQUE)')
  await main.execute("INSERT INTO t (k) VALUES ('seed')")
})

afterEach(() => {
  main.close()
  other.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A transaction on the other connection, in a turn of the writer, held open until `commit()`. */
function openTransaction(events: string[]) {
  let commit!: () => void
  const held = new Promise<void>((resolve) => (commit = resolve))
  let opened!: () => void
  const open = new Promise<void>((resolve) => (opened = resolve))
  const done = asWriter(async () => {
    await other.execute('BEGIN IMMEDIATE')
    await other.execute("INSERT INTO t (k) VALUES ('in-transaction')")
    events.push('transaction open')
    opened()
    await held
    await other.execute('COMMIT')
    events.push('transaction committed')
  })
  return { open, commit, done }
}

const turnsOfTheLoop = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('the one writer', () => {
  it('a write on the main connection waits for the open transaction, then succeeds', async () => {
    const events: string[] = []
    const tx = openTransaction(events)
    await tx.open
    const write = main.execute("INSERT INTO t (k) VALUES ('main')").then(() => events.push('main write done'))
    await turnsOfTheLoop(5)
    expect(events).toEqual(['transaction open'])
    tx.commit()
    await Promise.all([tx.done, write])
    expect(events).toEqual(['transaction open', 'transaction committed', 'main write done'])
    const rows = await main.execute('SELECT k FROM t ORDER BY id')
    expect(rows.rows.map((r) => r.k)).toEqual(['seed', 'in-transaction', 'main'])
  })

  it('a read on the main connection does not wait: it sees the last commit', async () => {
    const events: string[] = []
    const tx = openTransaction(events)
    await tx.open
    const read = await main.execute('SELECT count(*) AS n FROM t')
    events.push('read done')
    expect(Number(read.rows[0]!.n)).toBe(1)
    tx.commit()
    await tx.done
    expect(events).toEqual(['transaction open', 'read done', 'transaction committed'])
  })

  it('a write on the main connection inside an open turn is refused at once, not left waiting for itself', async () => {
    await expect(
      asWriter(async () => {
        await main.execute("INSERT INTO t (k) VALUES ('inside')")
      }),
    ).rejects.toThrow(/inside an open transaction/)
    // The queue goes on.
    await main.execute("INSERT INTO t (k) VALUES ('after')")
    const rows = await main.execute("SELECT count(*) AS n FROM t WHERE k IN ('inside', 'after')")
    expect(Number(rows.rows[0]!.n)).toBe(1)
  })

  it('a write transaction on the main connection holds the turn until it ends', async () => {
    const events: string[] = []
    const tx = await main.transaction('write')
    await tx.execute("INSERT INTO t (k) VALUES ('main-tx')")
    const queued = asWriter(async () => {
      events.push('next turn')
    })
    await turnsOfTheLoop(5)
    expect(events).toEqual([])
    await tx.commit()
    await queued
    expect(events).toEqual(['next turn'])
  })
})

describe('kept statements', () => {
  it('reuse a statement across runs, also after it failed', async () => {
    const insert = 'INSERT INTO t (k) VALUES (?) RETURNING id'
    const first = await main.execute({ sql: insert, args: ['a'] })
    await expect(main.execute({ sql: insert, args: ['a'] })).rejects.toThrow(/UNIQUE/)
    const second = await main.execute({ sql: insert, args: ['b'] })
    expect(Number(second.rows[0]!.id)).toBe(Number(first.rows[0]!.id) + 1)
    const update = await main.execute({ sql: 'UPDATE t SET k = ? WHERE k = ?', args: ['c', 'b'] })
    expect(update.rowsAffected).toBe(1)
    expect(update.columns).toEqual([])
  })

  it('see a schema change made on their connection', async () => {
    expect((await main.execute('SELECT * FROM t')).columns).toEqual(['id', 'k'])
    await main.execute('ALTER TABLE t ADD COLUMN n INTEGER')
    expect((await main.execute('SELECT * FROM t')).columns).toEqual(['id', 'k', 'n'])
  })
})
