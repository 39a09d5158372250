/**
 * Publishing content expires its cache tag only once the change is committed (src/cms/hooks/revalidate.ts through
 * afterCommitOf): Payload runs afterChange hooks inside its transaction (on PostgreSQL), and a page rendered between
 * an early expiry and the commit would be cached again with the old rows. Runs on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CACHE_TAGS } from '@/lib/cache/tags'

import { testPayload } from './helpers'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag }))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * Records each expired tag with whether the operation's transaction had begun to commit by then. Payload opens one
 * on PostgreSQL; on SQLite its operations run without one, each write committed as it is made.
 */
function observe() {
  let committing = false
  const commit = payload.db.commitTransaction.bind(payload.db)
  const spy = vi.spyOn(payload.db, 'commitTransaction').mockImplementation(async (id) => {
    committing = true
    await commit(id)
  })
  const expiries: { tag: string; committing: boolean }[] = []
  revalidateTag.mockImplementation((tag: string) => void expiries.push({ tag, committing }))
  return { expiries, restore: () => spy.mockRestore() }
}

const inTransaction = () => payload.db.name === 'postgres'

beforeEach(() => revalidateTag.mockReset())

const createNotice = (code: string, title: string) =>
  payload.create({
    collection: 'information',
    context: { disableRevalidate: true },
    data: {
      code,
      title,
      selectionDiv: 'important',
      publishedAt: '2026-11-01T00:00:00.000Z',
      _status: 'published',
    },
  })

describe('content expiry', () => {
  it('a published change expires its tag after its commit, when a fresh render reads the change', async () => {
    const notice = await createNotice('expiry-after-commit', '変更前のお知らせ')
    const { expiries, restore } = observe()
    try {
      await payload.update({
        collection: 'information',
        id: notice.id,
        data: { title: '変更後のお知らせ', _status: 'published' },
      })
    } finally {
      restore()
    }
    expect(expiries).toEqual([{ tag: CACHE_TAGS.information, committing: inTransaction() }])
    const read = await payload.findByID({ collection: 'information', id: notice.id, depth: 0 })
    expect(read.title).toBe('変更後のお知らせ')
  })

  it('a deleted notice expires its tag after the commit of the delete', async () => {
    const notice = await createNotice('expiry-after-delete', '削除されるお知らせ')
    const { expiries, restore } = observe()
    try {
      await payload.delete({ collection: 'information', id: notice.id })
    } finally {
      restore()
    }
    expect(expiries).toEqual([{ tag: CACHE_TAGS.information, committing: inTransaction() }])
  })
})
