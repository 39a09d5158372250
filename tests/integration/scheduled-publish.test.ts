import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listInformation } from '@/shop/content/information'

import { testPayload } from './helpers'

let payload: Payload
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})

describe('scheduled publish', () => {
  it('publishes a draft when its scheduled time has come and the job runner runs', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'scheduler@example.jp',
        password: 'scheduler-pass-2026',
        name: '予約',
        roles: ['editor'],
      },
    })
    const draft = await payload.create({
      collection: 'information',
      context: ctx,
      draft: true,
      data: {
        code: 'scheduled-1',
        title: '予約公開のお知らせ',
        selectionDiv: 'campaign',
        publishedAt: '2026-12-01T00:00:00.000Z',
        _status: 'draft',
      },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'information', value: draft.id },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() + 60 * 60 * 1000),
    })

    // Before its time, the runner leaves it alone.
    await payload.jobs.run()
    expect((await listInformation(payload, {})).items.map((i) => i.code)).not.toContain('scheduled-1')

    // At its time, it is published (as the scheduling editor).
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
    })
    await payload.update({
      collection: 'payload-jobs',
      id: jobs.docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await payload.jobs.run()
    expect((await listInformation(payload, {})).items.map((i) => i.code)).toContain('scheduled-1')
  })
})
