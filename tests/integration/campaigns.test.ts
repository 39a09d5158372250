/**
 * Campaigns as content (issue 15, docs/adr/045-campaigns.md): the public reads a published campaign only from its
 * start (landing reads and REST alike), staff previews read drafts, and publishing queues the jobs that expire the
 * cached pages at its start and end. Runs on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CACHE_TAGS } from '@/lib/cache/tags'
import { CAMPAIGN_PAGES_TASK, queueCampaignBoundaries } from '@/shop/campaigns/campaign-boundaries'
import { findCampaign, findCampaignDraftById } from '@/shop/campaigns/campaign-content'
import { TestClock } from '@/shop/calendar/clock'

import { testPayload } from './helpers'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag }))

let payload: Payload
const DAY = 86_400_000

beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => revalidateTag.mockReset())

async function campaign(promotionId: string, startsInDays: number, endsInDays: number, status = 'published') {
  const now = Date.now()
  return payload.create({
    collection: 'campaigns',
    draft: status === 'draft',
    data: {
      promotionId,
      kind: 'shopping',
      title: `テストキャンペーン ${promotionId}`,
      startsAt: new Date(now + startsInDays * DAY).toISOString(),
      endsAt: new Date(now + endsInDays * DAY).toISOString(),
      landing: [{ blockType: 'hero', heading: '冬のキャンペーン' }],
      _status: status as 'published' | 'draft',
    },
  })
}

const pendingJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: CAMPAIGN_PAGES_TASK } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
      limit: 100,
    })
  ).docs.map((j) => new Date(j.waitUntil as string).toISOString())

describe('campaign visibility', () => {
  it('the public reads a published campaign from its start; staff read it before, and read drafts', async () => {
    const upcoming = await campaign('cp-upcoming', 3, 10)
    const running = await campaign('cp-running', -1, 10)
    const draft = await campaign('cp-draft', -1, 10, 'draft')

    expect(await findCampaign(payload, 'shopping', 'cp-upcoming')).toBeNull()
    expect((await findCampaign(payload, 'shopping', 'cp-running'))?.title).toBe(
      'テストキャンペーン cp-running',
    )
    expect(await findCampaign(payload, 'shopping', 'cp-draft')).toBeNull()
    // Another kind's URL does not reach it.
    expect(await findCampaign(payload, 'apply', 'cp-running')).toBeNull()

    expect((await findCampaign(payload, 'shopping', 'cp-upcoming', { draft: true }))?.id).toBe(upcoming.id)
    expect((await findCampaignDraftById(payload, draft.id))?.promotionId).toBe('cp-draft')
    expect(running.id).toBeGreaterThan(0)
  })

  it('an anonymous REST or GraphQL reader sees no draft and no unstarted campaign', async () => {
    await campaign('cp-rest-upcoming', 2, 5)
    await campaign('cp-rest-running', -2, 5)
    const seen = await payload.find({ collection: 'campaigns', overrideAccess: false, limit: 100, depth: 0 })
    const ids = seen.docs.map((d) => d.promotionId)
    expect(ids).toContain('cp-rest-running')
    expect(ids).not.toContain('cp-rest-upcoming')
    expect(ids).not.toContain('cp-draft')
  })

  it('the end must come after the start, said in Japanese', async () => {
    const refused = await campaign('cp-backwards', 5, 1).catch((error: unknown) => error)
    expect((refused as { data?: { errors?: unknown } }).data?.errors).toEqual([
      expect.objectContaining({ path: 'endsAt', message: '終了日時は開始日時より後にしてください' }),
    ])
  })
})

describe('campaign boundaries', () => {
  it('publishing queues one job per boundary still ahead, once', async () => {
    const start = new Date(Date.now() + 2 * DAY)
    const created = await campaign('cp-boundaries', 2, 9)
    const end = new Date(created.endsAt)
    const jobs = await pendingJobs()
    expect(jobs).toContain(new Date(created.startsAt).toISOString())
    expect(jobs).toContain(end.toISOString())

    // Saving it again queues nothing more.
    await payload.update({
      collection: 'campaigns',
      id: created.id,
      data: { title: '改題', _status: 'published' },
    })
    const again = await pendingJobs()
    expect(again.filter((at) => at === end.toISOString())).toHaveLength(1)
    expect(start.getTime()).toBeGreaterThan(Date.now())
  })

  it('queues nothing for a boundary already past', async () => {
    const clock = new TestClock('2026-12-10T00:00:00Z')
    const queued = await queueCampaignBoundaries(
      payload,
      { startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-20T00:00:00Z') },
      clock,
    )
    expect(queued).toEqual([new Date('2026-12-20T00:00:00Z')])
  })

  it('the job at a boundary expires the cached campaign pages', async () => {
    const clock = new TestClock(new Date(Date.now() - 2 * DAY))
    const boundary = new Date(Date.now() - DAY)
    await queueCampaignBoundaries(payload, { startsAt: boundary, endsAt: new Date(Date.now() + DAY) }, clock)
    await payload.jobs.run({ where: { taskSlug: { equals: CAMPAIGN_PAGES_TASK } } })
    expect(revalidateTag).toHaveBeenCalledWith(CACHE_TAGS.campaigns, { expire: 0 })
    expect(await pendingJobs()).not.toContain(boundary.toISOString())
  })
})
