/**
 * The one writer of review records (issue 27 §3, docs/adr/063-approval-before-publishing.md): review requests,
 * reviewers' approvals and sendings back, and publishes the gate refused. Each is a row of `ad-reviews`, never
 * changed afterwards; the gate (review-gate.ts) reads them back. Mails: a request goes to every reviewer, a
 * decision and a refused scheduled publish to the person who asked.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { sendMail, type MailTransport } from '@/shop/mail/mail-service'
import { mailSubject, MAIL_SIGNATURE } from '@/shop/mail/mail-signature'

import {
  decisionProblem,
  findingKey,
  REVIEW_ACTIONS,
  type GateFinding,
  type ReviewAction,
  type ReviewRecord,
} from './review-gate'

export type ReviewDeps = {
  payload: Payload
  transport: MailTransport
  from: string
  /** The admin's address, for the link in the mails. */
  siteUrl: string
  req?: Partial<PayloadRequest>
}

export type ReviewTarget = {
  collection: string
  /** The collection's Japanese name (コラム …). */
  collectionLabel: string
  id: string
  title: string
}

/** A finding as it is kept with a record and shown in the admin. */
export type RecordedFinding = GateFinding & {
  label: string
  reason: string
  suggestion: string
  rule: string
}

export type Staff = { id: number | string; email?: string | null; name?: string | null }

type Row = {
  action?: string | null
  fingerprint?: string | null
  findingKeys?: unknown
  reason?: string | null
  by?: unknown
  createdAt?: string
}

const asRecord = (row: Row): ReviewRecord | null =>
  REVIEW_ACTIONS.includes(row.action as ReviewAction) && typeof row.fingerprint === 'string'
    ? {
        action: row.action as ReviewAction,
        fingerprint: row.fingerprint,
        findingKeys: Array.isArray(row.findingKeys)
          ? row.findingKeys.filter((k) => typeof k === 'string')
          : [],
      }
    : null

const whereTarget = (target: Pick<ReviewTarget, 'collection' | 'id'>): Where[] => [
  { targetCollection: { equals: target.collection } },
  { targetId: { equals: String(target.id) } },
]

/** The document's review records, oldest first. */
export async function reviewHistory(
  deps: Pick<ReviewDeps, 'payload' | 'req'>,
  target: Pick<ReviewTarget, 'collection' | 'id'>,
): Promise<ReviewRecord[]> {
  const rows = await deps.payload.find({
    collection: 'ad-reviews',
    where: { and: whereTarget(target) },
    sort: 'createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req: deps.req,
  })
  return (rows.docs as Row[]).map(asRecord).filter((r): r is ReviewRecord => r !== null)
}

/** The latest requester of a review of this document, to tell them of the decision. */
async function lastRequester(deps: ReviewDeps, target: ReviewTarget): Promise<Staff | null> {
  const rows = await deps.payload.find({
    collection: 'ad-reviews',
    where: { and: [...whereTarget(target), { action: { equals: 'requested' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req: deps.req,
  })
  const by = (rows.docs[0] as Row | undefined)?.by
  return by && typeof by === 'object' ? (by as Staff) : null
}

async function record(
  deps: ReviewDeps,
  input: {
    target: ReviewTarget
    action: ReviewAction
    fingerprint: string
    findings: readonly RecordedFinding[]
    by: Staff | null
    reason?: string
  },
) {
  await deps.payload.create({
    collection: 'ad-reviews',
    overrideAccess: true,
    req: deps.req,
    data: {
      targetCollection: input.target.collection as never,
      targetId: String(input.target.id),
      targetTitle: input.target.title || '（無題）',
      action: input.action,
      fingerprint: input.fingerprint,
      // jsonb (PostgreSQL) refuses NUL, which pasted copy may hold.
      findings: input.findings.map(
        ({ ruleCode, rule, severity, field, label, phrase, reason, suggestion }) => ({
          ruleCode,
          rule,
          severity,
          field,
          label,
          phrase: phrase.replace(/\u0000/g, ''),
          reason,
          suggestion,
        }),
      ),
      findingKeys: input.action === 'approved' ? [...new Set(input.findings.map(findingKey))] : [],
      reason: input.reason?.trim() || undefined,
      by: input.by ? (Number(input.by.id) as never) : undefined,
    },
  })
}

const adminLink = (deps: ReviewDeps, target: ReviewTarget) =>
  `${deps.siteUrl.replace(/\/$/, '')}/admin/collections/${target.collection}/${target.id}`

const what = (target: ReviewTarget) => `${target.collectionLabel}「${target.title || '（無題）'}」`

const ngCount = (findings: readonly RecordedFinding[]) => findings.filter((f) => f.severity === 'ng').length

/** An author asks for review: recorded, and every reviewer gets a mail. */
export async function requestReview(
  deps: ReviewDeps,
  input: {
    target: ReviewTarget
    fingerprint: string
    findings: readonly RecordedFinding[]
    by: Staff
    comment?: string
  },
): Promise<void> {
  await record(deps, { ...input, action: 'requested', reason: input.comment })
  const reviewers = await deps.payload.find({
    collection: 'users',
    where: { roles: { contains: 'reviewer' } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req: deps.req,
  })
  const summary = `指摘 ${input.findings.length}件（うち NG ${ngCount(input.findings)}件）`
  for (const reviewer of reviewers.docs as Staff[]) {
    if (!reviewer.email) continue
    await sendMail(deps, {
      to: reviewer.email,
      kind: 'ad-review-requested',
      subject: mailSubject(`【レビュー依頼】${what(input.target)}`),
      text: [
        `${reviewer.name ?? '薬事・表示チェック担当'} 様`,
        '',
        `${input.by.name ?? 'スタッフ'}さんから広告表現のレビュー依頼が届きました。`,
        '',
        `対象：${what(input.target)}`,
        summary,
        ...(input.comment?.trim() ? [`依頼者のコメント：${input.comment.trim()}`] : []),
        '',
        '管理画面で文面と指摘を確認し、承認または差し戻しをしてください。',
        adminLink(deps, input.target),
        '',
        MAIL_SIGNATURE,
      ].join('\n'),
    })
  }
}

export type DecisionResult = { ok: true } | { ok: false; message: string }

/** A reviewer approves (with a reason) or sends back (with a comment) this very text; the requester is told. */
export async function decideReview(
  deps: ReviewDeps,
  input: {
    target: ReviewTarget
    action: 'approved' | 'returned'
    reason: string
    fingerprint: string
    findings: readonly RecordedFinding[]
    by: Staff
  },
): Promise<DecisionResult> {
  const problem = decisionProblem(input.action, input.reason)
  if (problem) return { ok: false, message: problem }
  await record(deps, input)
  const requester = await lastRequester(deps, input.target)
  if (requester?.email && String(requester.id) !== String(input.by.id)) {
    const verb = input.action === 'approved' ? '承認されました' : '差し戻されました'
    await sendMail(deps, {
      to: requester.email,
      kind: `ad-review-${input.action}`,
      subject: mailSubject(`【レビュー結果】${what(input.target)}が${verb}`),
      text: [
        `${requester.name ?? 'スタッフ'} 様`,
        '',
        `広告表現のレビュー依頼が${verb}。`,
        '',
        `対象：${what(input.target)}`,
        `担当：${input.by.name ?? '薬事・表示チェック担当'}`,
        `${input.action === 'approved' ? '承認の理由' : 'コメント'}：${input.reason.trim()}`,
        '',
        input.action === 'approved'
          ? '承認はこの文面にだけ有効です。文面を変えると、もう一度レビューが必要になります。'
          : 'コメントを参考に表現を直し、もう一度レビュー依頼をしてください。',
        adminLink(deps, input.target),
        '',
        MAIL_SIGNATURE,
      ].join('\n'),
    })
  }
  return { ok: true }
}

/**
 * A publish the gate refused where nobody was watching (a scheduled publish): recorded, and the person who
 * scheduled it is told that the document stays a draft and why.
 */
export async function reportRefusedPublish(
  deps: ReviewDeps,
  input: {
    target: ReviewTarget
    fingerprint: string
    findings: readonly RecordedFinding[]
    author: Staff | null
    message: string
  },
): Promise<void> {
  await record(deps, { ...input, action: 'refused', by: input.author, reason: input.message })
  if (!input.author?.email) return
  const phrases = input.findings
    .filter((f) => f.severity === 'ng')
    .map((f) => `・${f.label}：「${f.phrase}」— ${f.reason}`)
  await sendMail(deps, {
    to: input.author.email,
    kind: 'ad-review-publish-refused',
    subject: mailSubject(`【公開できませんでした】${what(input.target)}`),
    text: [
      `${input.author.name ?? 'スタッフ'} 様`,
      '',
      `予約していた${what(input.target)}の公開は行われず、下書きのままです。`,
      '広告表現チェックで NG の表現があり、この文面は承認されていません。',
      '',
      ...phrases,
      '',
      '表現を直すか、レビュー依頼をして承認を受けてから、もう一度公開または予約をしてください。',
      adminLink(deps, input.target),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  })
}
