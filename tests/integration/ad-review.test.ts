/**
 * The approval step before publishing (issue 27 §3, docs/adr/063-approval-before-publishing.md), on the real
 * collections: the publish gate by the local API, the REST API and a scheduled publish; the findings panel's server
 * functions for a request, a reviewer's decision and its mails; an approval bound to its text; the rules collection.
 */
import { REST_PATCH } from '@payloadcms/next/routes'
import config from '@payload-config'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadReviewQueue } from '@/cms/ad-review/review-queue'
import { adReviewDecide, adReviewRequest, adReviewState } from '@/cms/ad-review/server-functions'
import type { User } from '@/cms/payload-types'
import { plainRichText } from '@/shop/content/rich-text'

import { testPayload } from './helpers'

let payload: Payload
const ctx = { disableRevalidate: true }
const staff: Record<'editor' | 'reviewer' | 'marketer', User> = {} as never
const tokens: Record<string, string> = {}
const NG_SENTENCE = 'このサプリで膝の痛みが治ります。'

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['editor', 'reviewer', 'marketer'] as const) {
    const email = `${role}-review@example.jp`
    staff[role] = await payload.create({
      collection: 'users',
      data: { email, password: `${role}-pass-2026`, name: `${role} 担当`, roles: [role] },
    })
    tokens[role] = (
      await payload.login({ collection: 'users', data: { email, password: `${role}-pass-2026` } })
    ).token!
  }
})

let columnNumber = 70
async function draftColumn(body: string) {
  return payload.create({
    collection: 'columns',
    context: ctx,
    draft: true,
    data: {
      number: String(columnNumber++),
      title: '膝のためのコラム',
      category: 'health',
      publishedAt: '2026-11-28T00:00:00.000Z',
      body: plainRichText(body),
      _status: 'draft',
    },
  })
}

const publish = (id: number) =>
  payload.update({ collection: 'columns', id, context: ctx, data: { _status: 'published' } })

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'columns', id, depth: 0 }))._status

async function reqAs(role: keyof typeof staff): Promise<PayloadRequest> {
  return createLocalReq({ user: { ...staff[role], collection: 'users' } as never }, payload)
}

const fnArgs = async (role: keyof typeof staff, extra: Record<string, unknown>) =>
  ({ req: await reqAs(role), ...extra }) as never

async function mailsTo(email: string) {
  const mails = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: email } },
    sort: '-createdAt',
  })
  return mails.docs
}

describe('the publish gate', () => {
  it('publishes a column without NG findings as before', async () => {
    const column = await draftColumn('毎日の散歩で、季節の移ろいを楽しみましょう。')
    await publish(column.id)
    expect(await statusOf(column.id)).toBe('published')
  })

  it('refuses to publish an NG sentence, in Japanese, naming the phrase; the draft is kept', async () => {
    const column = await draftColumn(NG_SENTENCE)
    await expect(publish(column.id)).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({ path: 'body', message: expect.stringContaining('「膝の痛みが治り」') }),
        ],
      },
    })
    expect(await statusOf(column.id)).toBe('draft')
    // Autosaves and drafts are never refused: the author keeps writing.
    await payload.update({
      collection: 'columns',
      id: column.id,
      context: ctx,
      draft: true,
      data: { title: '続き' },
    })
  })

  it('refuses the same publish through the REST API with a 400 and the message', async () => {
    const column = await draftColumn(NG_SENTENCE)
    const res = await REST_PATCH(config)(
      new Request(`http://localhost:3000/cms-api/columns/${column.id}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${tokens.editor}`, 'content-type': 'application/json' },
        body: JSON.stringify({ _status: 'published' }),
      }),
      { params: Promise.resolve({ slug: ['columns', String(column.id)] }) },
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('公開できません')
    expect(await statusOf(column.id)).toBe('draft')
  })
})

describe('review: request, decision, approval bound to the text', () => {
  it('an editor asks, the reviewer is mailed, approves with a reason, and the column publishes; a changed sentence needs review again', async () => {
    const column = await draftColumn(NG_SENTENCE)
    const state = await adReviewState(
      await fnArgs('editor', {
        collection: 'columns',
        id: column.id,
        data: { ...column, body: plainRichText(NG_SENTENCE) },
      }),
    )
    expect(state).toMatchObject({ ok: true, state: 'needs-review', publishable: false, canDecide: false })
    if (!state.ok) return
    const finding = state.findings.find((f) => f.phrase.includes('治り'))!
    expect(finding).toMatchObject({ severity: 'ng', label: '本文' })
    expect(finding.reason).toMatch(/./)
    expect(finding.suggestion).toMatch(/./)

    expect(
      await adReviewRequest(await fnArgs('editor', { collection: 'columns', id: column.id })),
    ).toMatchObject({
      ok: true,
    })
    const [request] = await mailsTo('reviewer-review@example.jp')
    expect(request!.subject).toContain('【レビュー依頼】コラム「膝のためのコラム」')
    expect(request!.text).toContain(`/admin/collections/columns/${column.id}`)

    // Only reviewers decide, and only with a written reason.
    expect(
      await adReviewDecide(
        await fnArgs('editor', { collection: 'columns', id: column.id, action: 'approved', reason: 'x' }),
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('薬事・表示チェック担当') })
    expect(
      await adReviewDecide(
        await fnArgs('reviewer', { collection: 'columns', id: column.id, action: 'approved', reason: ' ' }),
      ),
    ).toEqual({ ok: false, message: '承認の理由を入力してください。' })
    await expect(publish(column.id)).rejects.toThrow()

    expect(
      await adReviewDecide(
        await fnArgs('reviewer', {
          collection: 'columns',
          id: column.id,
          action: 'approved',
          reason: '体験談ではなく監修済みの表現として、今回に限り承認します。',
        }),
      ),
    ).toMatchObject({ ok: true })
    const [decision] = await mailsTo('editor-review@example.jp')
    expect(decision!.subject).toContain('承認されました')
    await publish(column.id)
    expect(await statusOf(column.id)).toBe('published')

    // The editor changes the sentence: publishing it needs review again.
    await payload.update({
      collection: 'columns',
      id: column.id,
      context: ctx,
      draft: true,
      data: { body: plainRichText('このサプリで膝の痛みがすぐ治ります。') },
    })
    await expect(publish(column.id)).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: expect.stringContaining('承認されていません') })] },
    })
    const records = await payload.find({
      collection: 'ad-reviews',
      where: { targetId: { equals: String(column.id) } },
      sort: 'createdAt',
    })
    expect(records.docs.map((r) => [r.action, typeof r.by === 'object' ? r.by?.email : r.by])).toEqual([
      ['requested', 'editor-review@example.jp'],
      ['approved', 'reviewer-review@example.jp'],
    ])
    expect(records.docs[1]!.reason).toContain('承認します')
  })

  it('a reviewer sends back with a comment; the column stays unpublishable', async () => {
    const column = await draftColumn(NG_SENTENCE)
    await adReviewRequest(await fnArgs('editor', { collection: 'columns', id: column.id }))
    expect(
      await adReviewDecide(
        await fnArgs('reviewer', { collection: 'columns', id: column.id, action: 'returned', reason: '' }),
      ),
    ).toEqual({ ok: false, message: '差し戻しのコメントを入力してください。' })
    expect(
      await adReviewDecide(
        await fnArgs('reviewer', {
          collection: 'columns',
          id: column.id,
          action: 'returned',
          reason: '「治ります」は使えません。「毎日の歩く習慣に」などに直してください。',
        }),
      ),
    ).toMatchObject({ ok: true })
    await expect(publish(column.id)).rejects.toThrow()
    const state = await adReviewState(
      await fnArgs('editor', { collection: 'columns', id: column.id, data: column }),
    )
    expect(state).toMatchObject({ ok: true, state: 'returned', stateLabel: '差し戻し' })
  })

  it('bad input to the panel gets a Japanese answer, never an exception', async () => {
    for (const data of [
      null,
      'x',
      { body: { root: { children: 'x' } } },
      { body: '\u0000\u0007😀'.repeat(1000) },
    ]) {
      const answer = await adReviewState(await fnArgs('editor', { collection: 'columns', data }))
      expect(answer.ok).toBe(true)
    }
    expect(await adReviewState(await fnArgs('editor', { collection: 'orders', data: {} }))).toMatchObject({
      ok: false,
    })
    const huge = await adReviewState(
      await fnArgs('editor', { collection: 'columns', data: { body: 'あ'.repeat(2_100_000) } }),
    )
    expect(huge).toMatchObject({ ok: false, message: expect.stringContaining('長すぎる') })
    const long = await adReviewState(
      await fnArgs('editor', {
        collection: 'columns',
        data: { body: `${'あ'.repeat(200_000)}${NG_SENTENCE}` },
      }),
    )
    expect(long.ok && long.findings.some((f) => f.phrase.includes('治り'))).toBe(true)
  })
})

describe('a scheduled publish of an unapproved NG column', () => {
  it('stays a draft, the job fails without retrying, the refusal is recorded and its author mailed', async () => {
    const column = await draftColumn(NG_SENTENCE)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'columns', value: column.id },
        user: { relationTo: 'users', value: staff.editor.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run({ where: { taskSlug: { equals: 'schedulePublish' } } })
    expect(await statusOf(column.id)).toBe('draft')
    const refused = await payload.find({
      collection: 'ad-reviews',
      where: { and: [{ targetId: { equals: String(column.id) } }, { action: { equals: 'refused' } }] },
    })
    expect(refused.totalDocs).toBe(1)
    const [mail] = await mailsTo('editor-review@example.jp')
    expect(mail!.subject).toContain('【公開できませんでした】コラム「膝のためのコラム」')
    expect(mail!.text).toContain('膝の痛みが治り')
  })
})

describe('レビュー待ち, the reviewer’s queue', () => {
  it('lists what was asked and not yet decided, oldest first, with requester, NG count and note', async () => {
    const first = await draftColumn(NG_SENTENCE)
    const second = await draftColumn(`${NG_SENTENCE}今だけの特別価格です。`)
    const decided = await draftColumn(NG_SENTENCE)
    for (const column of [first, second, decided])
      expect(
        await adReviewRequest(
          await fnArgs('editor', {
            collection: 'columns',
            id: column.id,
            comment: `${column.number}をお願いします`,
          }),
        ),
      ).toMatchObject({ ok: true })
    expect(
      await adReviewDecide(
        await fnArgs('reviewer', {
          collection: 'columns',
          id: decided.id,
          action: 'returned',
          reason: '根拠が必要です',
        }),
      ),
    ).toMatchObject({ ok: true })

    const ours = new Set([first.id, second.id, decided.id].map(String))
    const queue = (await loadReviewQueue(payload)).filter((w) => w.collection === 'columns' && ours.has(w.id))
    expect(queue.map((w) => w.id)).toEqual([String(first.id), String(second.id)])
    expect(queue[0]).toMatchObject({
      title: '膝のためのコラム',
      requestedBy: 'editor 担当',
      note: `${first.number}をお願いします`,
      returnedBefore: 0,
    })
    expect(queue[0]!.ngCount).toBeGreaterThanOrEqual(1)

    // Asked again after the sending back: it waits again, and says it came back.
    expect(
      await adReviewRequest(await fnArgs('editor', { collection: 'columns', id: decided.id, comment: '' })),
    ).toMatchObject({ ok: true })
    const again = (await loadReviewQueue(payload)).find(
      (w) => w.collection === 'columns' && w.id === String(decided.id),
    )
    expect(again).toMatchObject({ returnedBefore: 1 })
  })
})

describe('the rules collection', () => {
  it('a reviewer adds a rule; one that cannot be compiled is refused with a Japanese message on its field', async () => {
    const rule = {
      code: 'TEST-001',
      pattern: '<(治|なお)る>',
      kind: 'medicinalEfficacy',
      severity: 'ng',
      appliesTo: ['all'] as ('all' | 'food')[],
      reason: '医薬品的な効能です。',
      suggestion: '健康維持に',
      negatable: true,
    } as const satisfies Record<string, unknown>
    const created = await payload.create({
      collection: 'ad-rules',
      data: rule,
      overrideAccess: false,
      user: { ...staff.reviewer, collection: 'users' } as never,
    })
    expect(created.law).toBe('pmdAct')
    await expect(
      payload.create({
        collection: 'ad-rules',
        data: { ...rule, code: 'TEST-002', pattern: '(治る' },
        overrideAccess: false,
        user: { ...staff.reviewer, collection: 'users' } as never,
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'pattern' })] } })
    await expect(
      payload.create({
        collection: 'ad-rules',
        data: { ...rule, code: 'TEST-003' },
        overrideAccess: false,
        user: { ...staff.editor, collection: 'users' } as never,
      }),
    ).rejects.toThrow()
  })
})
