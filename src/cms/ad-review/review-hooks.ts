/**
 * Where the approval step holds (issue 27 §3, docs/adr/063-approval-before-publishing.md):
 * - `adReviewGate` (beforeChange of every reviewed collection): a publish — the publish button, the REST or GraphQL
 *   API, a scheduled publish, or any save of a collection without drafts — of a text with an NG finding no
 *   reviewer approved is refused with a Japanese message on the field of the first such phrase. Drafts and
 *   autosaves are never refused: the author keeps writing.
 * - `noticeRefusedScheduledPublish` (the schedulePublish task's onFail): the refused scheduled publish is recorded
 *   and its author is told by mail; the job fails without retries and the document stays a draft.
 *
 * The check holds with overrideAccess too (jobs, seeds): only `context.skipAdReview`, set by code that loads
 * content it has reviewed itself (the demo seed), passes it by.
 */
import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'
import { ValidationError } from 'payload'

import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import { defaultTransport } from '@/shop/mail/default-transport'
import { publishGate } from '@/shop/publish-review/review-gate'
import {
  reportRefusedPublish,
  reviewHistory,
  type ReviewDeps,
  type ReviewTarget,
} from '@/shop/publish-review/review-service'

import { checkDocument } from './document-check'
import {
  isReviewedCollection,
  REVIEWED_COLLECTION_LABELS,
  type ReviewedCollection,
} from './reviewed-collections'

type Data = Record<string, unknown>

const titleOf = (data: Data): string =>
  String(data.title ?? data.name ?? data.question ?? data.alt ?? data.code ?? '').slice(0, 200)

/** A document as the review records and mails name it. */
export const reviewTargetOf = (slug: ReviewedCollection, id: string | number, data: Data): ReviewTarget => ({
  collection: slug,
  collectionLabel: REVIEWED_COLLECTION_LABELS[slug],
  id: String(id),
  title: titleOf(data),
})

/** The gate's verdict on a document as it would be published. */
export async function gateDocument(
  payload: Payload,
  collection: CollectionConfig,
  data: Data,
  id: string | number | undefined,
  req?: Partial<PayloadRequest>,
) {
  const check = await checkDocument(payload, {
    collection: collection.slug,
    fields: collection.fields,
    data,
    req,
  })
  const history =
    id !== undefined && check.findings.some((f) => f.severity === 'ng')
      ? await reviewHistory({ payload, req }, { collection: collection.slug, id: String(id) })
      : []
  return {
    check,
    verdict: publishGate({ findings: check.recorded, fingerprint: check.fingerprint, history }),
  }
}

export const adReviewGate: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  req,
  context,
}) => {
  if (context?.skipAdReview) return data
  const publishing = collection.versions?.drafts ? data._status === 'published' : true
  if (!publishing) return data
  const merged = { ...(originalDoc ?? {}), ...data } as Data
  const { check, verdict } = await gateDocument(req.payload, collection, merged, originalDoc?.id, req)
  if (verdict.publishable) return data
  const field = verdict.unapproved[0]!.field
  logger.info('publish refused by the advertising-expression check', {
    collection: collection.slug,
    id: originalDoc?.id ?? null,
    ngFindings: verdict.unapproved.length,
  })
  const text = check.texts.find((t) => t.field === field)
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ path: text ? field : '_status', label: text?.label, message: verdict.message }],
      req,
    },
    req.t,
  )
}

export function reviewDeps(payload: Payload, req?: Partial<PayloadRequest>): ReviewDeps {
  return {
    payload,
    req,
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL,
  }
}

type ScheduleInput = {
  doc?: { relationTo?: string; value?: string | number }
  user?: { value?: string | number }
}

const noticeRefusedScheduledPublish: NonNullable<TaskConfig['onFail']> = async ({ input, req }) => {
  const { doc, user } = (input ?? {}) as ScheduleInput
  const slug = doc?.relationTo
  if (!slug || doc?.value === undefined || !isReviewedCollection(slug)) return
  const payload = req.payload
  const collection = payload.collections[slug]?.config
  if (!collection) return
  const id = typeof doc.value === 'string' && /^\d+$/.test(doc.value) ? Number(doc.value) : doc.value
  const draft = (await payload
    .findByID({ collection: slug, id, draft: true, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as Data | null
  if (!draft) return
  const { check, verdict } = await gateDocument(
    payload,
    collection,
    { ...draft, _status: 'published' },
    id,
    req,
  )
  if (verdict.publishable) return
  const author =
    user?.value !== undefined
      ? await payload
          .findByID({ collection: 'users', id: user.value, depth: 0, overrideAccess: true, req })
          .catch(() => null)
      : null
  await reportRefusedPublish(reviewDeps(payload, req), {
    target: reviewTargetOf(slug, id, draft),
    fingerprint: check.fingerprint,
    findings: check.recorded,
    author,
    message: verdict.message,
  })
}

/**
 * Payload appends its schedulePublish task while sanitising the config, after every hook of ours is set; its task
 * callbacks are read from the config when a job runs, so the notice is attached once the config is built.
 */
export function attachScheduledPublishNotice(payload: Payload): void {
  const task = payload.config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
  if (task && !task.onFail) task.onFail = noticeRefusedScheduledPublish
}
