/**
 * One writer (docs/adr/039-one-sqlite-writer-and-order-latency.md): a staff save through Payload's local API,
 * started while an order transaction is open, completes without SQLITE_BUSY — on SQLite it waits for its turn and
 * lands after the transaction's commit, instead of meeting the transaction's lock in SQLite's busy handler (which
 * blocked the event loop until the busy timeout, then failed: ADR 017's caveat). A write on the main connection
 * from INSIDE the transaction is refused at once with a message saying what to do. PostgreSQL is unaffected (its
 * writes never wait for this process's queue); the first test runs there too.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { increment } from '@/cms/guarded-update'
import { withTransaction } from '@/cms/transaction'
import { env } from '@/lib/config/env'

import { testPayload } from './helpers'
import { createProduct, stockOf } from './order-helper'

vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'writer-test', {
    taxClass: 'food',
    price: 1000,
    stock: 5,
    name: '書き込みテスト',
  })
})

const notice = (code: string) =>
  payload.create({
    collection: 'information',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      title: 'お知らせ',
      code,
      selectionDiv: 'system',
      publishedAt: '2026-11-01T00:00:00.000Z',
      _status: 'published',
    } as never,
  })

/** An error's message and its causes' messages. */
function messagesOf(error: unknown): string {
  const messages: string[] = []
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    messages.push(String(e.message))
  return messages.join(' ← ')
}

describe('one SQLite writer', () => {
  it('a staff save started while an order transaction is open completes, after the commit on SQLite', async () => {
    const saved = await notice('writer-test-1')
    const events: string[] = []
    let commit!: () => void
    const held = new Promise<void>((resolve) => (commit = resolve))
    let opened!: () => void
    const open = new Promise<void>((resolve) => (opened = resolve))
    const transaction = withTransaction(payload, async (tx) => {
      // A guarded update holds the write lock (SQLite) from here to the commit, as an order's does.
      await increment(payload, 'inventory', 'productCode', 'writer-test', 'stock', 1, tx)
      events.push('transaction open')
      opened()
      await held
    }).then(() => events.push('transaction committed'))
    await open

    const save = payload
      .update({
        collection: 'information',
        id: saved.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { title: '更新したお知らせ' },
      })
      .then(() => events.push('staff save done'))
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    commit()
    await Promise.all([transaction, save])

    if (!env.usesPostgres)
      expect(events).toEqual(['transaction open', 'transaction committed', 'staff save done'])
    else expect(events).toHaveLength(3)
    const reread = await payload.findByID({ collection: 'information', id: saved.id, overrideAccess: true })
    expect(reread.title).toBe('更新したお知らせ')
    expect(await stockOf(payload, 'writer-test')).toBe(6)
  })

  it.skipIf(env.usesPostgres)(
    'a write on the main connection inside the transaction is refused at once (it would wait for itself)',
    async () => {
      const saved = await notice('writer-test-2')
      const error = await withTransaction(payload, async (tx) => {
        await increment(payload, 'inventory', 'productCode', 'writer-test', 'stock', 1, tx)
        // Forgot `req: tx.req`: on SQLite this write is not part of the transaction and cannot run before it ends.
        await payload.update({
          collection: 'information',
          id: saved.id,
          overrideAccess: true,
          context: { disableRevalidate: true },
          data: { title: '書けない更新' },
        })
      }).then(
        () => null,
        (e: unknown) => e,
      )
      // drizzle wraps it ("Failed query: …"): the writer's refusal is its cause.
      expect(messagesOf(error)).toMatch(/inside an open transaction/)
      // Rolled back as a whole; the writer goes on.
      expect(await stockOf(payload, 'writer-test')).toBe(6)
      const reread = await payload.findByID({ collection: 'information', id: saved.id, overrideAccess: true })
      expect(reread.title).toBe('お知らせ')
    },
  )
})
