/**
 * The findings panel's calls (issue 27), registered as Payload server functions in the admin layout, so they run
 * with the signed-in staff member's request (initReq) and need no REST route:
 * - `ad-review:state`: the findings of the text being edited (as typed, debounced), the review state of the saved
 *   text, what this person may do, and the latest records;
 * - `ad-review:request`: an author asks for review of the saved text;
 * - `ad-review:decide`: a reviewer approves (with a reason) or sends back (with a comment) the saved text.
 * A decision or request is always about the text in the database, never about text the browser sends: what a
 * reviewer approves is exactly what would be published.
 */
import type { Payload, PayloadRequest, ServerFunction } from 'payload'

import { CONTENT_ROLES, hasRole } from '@/cms/access'
import { logger } from '@/lib/log'
import {
  REVIEW_ACTION_LABELS,
  REVIEW_STATE_LABELS,
  reviewState,
  type ReviewAction,
  type ReviewState,
} from '@/shop/publish-review/review-gate'
import { decideReview, requestReview, reviewHistory, type Staff } from '@/shop/publish-review/review-service'

import { checkDocument } from './document-check'
import { gateDocument, reviewDeps, reviewTargetOf } from './review-hooks'
import { isReviewedCollection, type ReviewedCollection } from './reviewed-collections'

type Data = Record<string, unknown>

export type PanelFinding = {
  ruleCode: string
  severity: 'ng' | 'review'
  severityLabel: string
  rule: string
  field: string
  label: string
  phrase: string
  before: string
  after: string
  reason: string
  suggestion: string
}

export type PanelRecord = { action: string; by: string; at: string; reason: string }

export type PanelState = {
  ok: true
  findings: PanelFinding[]
  state: ReviewState
  stateLabel: string
  publishable: boolean
  message: string | null
  canRequest: boolean
  canDecide: boolean
  history: PanelRecord[]
}

export type PanelFailure = { ok: false; message: string }

type Args = { collection?: unknown; id?: unknown; data?: unknown }

const MAX_DATA_CHARS = 2_000_000

function staffOf(req: PayloadRequest): (Staff & { roles?: string[] }) | null {
  const user = req.user as (Staff & { roles?: string[]; collection?: string }) | null
  return user && hasRole(user, ...CONTENT_ROLES) ? user : null
}

function targetOf(args: Args): { slug: ReviewedCollection; id: string | number | undefined } | PanelFailure {
  if (typeof args.collection !== 'string' || !isReviewedCollection(args.collection)) {
    return { ok: false, message: 'このドキュメントは広告表現チェックの対象ではありません。' }
  }
  const id =
    typeof args.id === 'number' || (typeof args.id === 'string' && args.id !== '')
      ? /^\d+$/.test(String(args.id))
        ? Number(args.id)
        : String(args.id)
      : undefined
  return { slug: args.collection, id }
}

async function savedText(
  payload: Payload,
  slug: ReviewedCollection,
  id: string | number,
  req: PayloadRequest,
) {
  return (await payload
    .findByID({ collection: slug, id, draft: true, depth: 0, overrideAccess: false, req })
    .catch(() => null)) as Data | null
}

async function recentRecords(payload: Payload, slug: string, id: string | number, req: PayloadRequest) {
  const rows = await payload.find({
    collection: 'ad-reviews',
    where: { and: [{ targetCollection: { equals: slug } }, { targetId: { equals: String(id) } }] },
    sort: '-createdAt',
    limit: 5,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return rows.docs.map((row) => ({
    action: REVIEW_ACTION_LABELS[row.action as ReviewAction] ?? String(row.action),
    by: row.by && typeof row.by === 'object' ? (row.by.name ?? row.by.email ?? '') : '',
    at: row.createdAt,
    reason: row.reason ?? '',
  }))
}

/** The saved draft of the document, checked, as the target of a request or a decision. */
async function savedCheck(req: PayloadRequest, slug: ReviewedCollection, id: string | number) {
  const saved = await savedText(req.payload, slug, id, req)
  if (!saved) return null
  const collection = req.payload.collections[slug].config
  const check = await checkDocument(req.payload, {
    collection: slug,
    fields: collection.fields,
    data: saved,
    req,
  })
  return { check, target: reviewTargetOf(slug, id, saved) }
}

export const adReviewState: ServerFunction<Args, Promise<PanelState | PanelFailure>> = async (args) => {
  const { req } = args
  const staff = staffOf(req)
  if (!staff) return { ok: false, message: '広告表現チェックを見る権限がありません。' }
  const target = targetOf(args)
  if ('ok' in target) return target
  const data = args.data && typeof args.data === 'object' ? (args.data as Data) : {}
  if (JSON.stringify(data).length > MAX_DATA_CHARS) {
    return { ok: false, message: '本文が長すぎるためチェックできません（200万文字まで）。' }
  }
  const payload = req.payload
  const collection = payload.collections[target.slug].config
  const { check: live, verdict: liveVerdict } = await gateDocument(payload, collection, data, target.id, req)
  const saved = target.id !== undefined ? await savedText(payload, target.slug, target.id, req) : null
  const savedCheck = saved ? await gateDocument(payload, collection, saved, target.id, req) : null
  const history =
    target.id !== undefined
      ? await reviewHistory({ payload, req }, { collection: target.slug, id: String(target.id) })
      : []
  const state = savedCheck
    ? reviewState({ findings: savedCheck.check.recorded, fingerprint: savedCheck.check.fingerprint, history })
    : live.findings.length
      ? 'needs-review'
      : 'clear'
  const labels = new Map(live.texts.map((t) => [t.field, t.label]))
  return {
    ok: true,
    findings: live.findings.map((f) => ({
      ruleCode: f.ruleCode,
      severity: f.severity,
      severityLabel: f.severityLabel,
      rule: `${f.lawLabel}：${f.kindLabel}`,
      field: f.field,
      label: labels.get(f.field) ?? f.field,
      phrase: f.phrase,
      before: f.before,
      after: f.after,
      reason: f.reason,
      suggestion: f.suggestion,
    })),
    state,
    stateLabel: REVIEW_STATE_LABELS[state],
    publishable: liveVerdict.publishable,
    message: liveVerdict.publishable ? null : liveVerdict.message,
    canRequest: target.id !== undefined,
    canDecide: target.id !== undefined && hasRole(staff, 'admin', 'reviewer'),
    history: target.id !== undefined ? await recentRecords(payload, target.slug, target.id, req) : [],
  }
}

type ActionArgs = Args & { comment?: unknown; reason?: unknown; action?: unknown }
export type ActionResult = { ok: true; message: string } | PanelFailure

export const adReviewRequest: ServerFunction<ActionArgs, Promise<ActionResult>> = async (args) => {
  const { req } = args
  const staff = staffOf(req)
  if (!staff) return { ok: false, message: 'レビュー依頼をする権限がありません。' }
  const target = targetOf(args)
  if ('ok' in target) return target
  if (target.id === undefined) return { ok: false, message: '保存してからレビュー依頼をしてください。' }
  const saved = await savedCheck(req, target.slug, target.id)
  if (!saved) return { ok: false, message: 'ドキュメントが見つかりません。' }
  const comment = typeof args.comment === 'string' ? args.comment.slice(0, 1000) : ''
  await requestReview(reviewDeps(req.payload, req), {
    target: saved.target,
    fingerprint: saved.check.fingerprint,
    findings: saved.check.recorded,
    by: staff,
    comment,
  })
  logger.info('ad review requested', { collection: target.slug, id: target.id })
  return { ok: true, message: 'レビューを依頼しました。薬事・表示チェック担当にメールでお知らせしました。' }
}

export const adReviewDecide: ServerFunction<ActionArgs, Promise<ActionResult>> = async (args) => {
  const { req } = args
  const staff = staffOf(req)
  if (!staff || !hasRole(staff, 'admin', 'reviewer')) {
    return { ok: false, message: '承認・差し戻しは薬事・表示チェック担当だけが行えます。' }
  }
  const target = targetOf(args)
  if ('ok' in target) return target
  if (args.action !== 'approved' && args.action !== 'returned')
    return { ok: false, message: '承認か差し戻しを選んでください。' }
  if (target.id === undefined) return { ok: false, message: 'ドキュメントが見つかりません。' }
  const saved = await savedCheck(req, target.slug, target.id)
  if (!saved) return { ok: false, message: 'ドキュメントが見つかりません。' }
  const result = await decideReview(reviewDeps(req.payload, req), {
    target: saved.target,
    action: args.action,
    reason: typeof args.reason === 'string' ? args.reason : '',
    fingerprint: saved.check.fingerprint,
    findings: saved.check.recorded,
    by: staff,
  })
  if (!result.ok) return result
  req.payload.logger.info(
    { collection: target.slug, id: target.id, action: args.action },
    'ad review decided',
  )
  return {
    ok: true,
    message:
      args.action === 'approved'
        ? 'この文面を承認しました。公開できます。'
        : '差し戻しました。依頼者にメールでお知らせしました。',
  }
}

export const AD_REVIEW_SERVER_FUNCTIONS = {
  'ad-review:state': adReviewState,
  'ad-review:request': adReviewRequest,
  'ad-review:decide': adReviewDecide,
}
