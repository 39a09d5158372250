/**
 * The approval step before publishing (issue 27 §3, docs/adr/063-approval-before-publishing.md), as pure rules.
 *
 * A document's reviewed text is its copy fields (title, body, alt texts …) as the advertising-law check reads them.
 * Its fingerprint binds a reviewer's approval to exactly that text: change a character of it and the approval no
 * longer counts. The gate:
 * - no NG finding → it may be published (要確認 findings are shown to the author and may be sent to review, but a
 *   person — the author — has looked at them);
 * - NG findings → only with an approval of this very text (same fingerprint) that covers each of those findings,
 *   given by a reviewer with a written reason.
 *
 * The history is every review record of the document, oldest first; the latest one decides the review state.
 */
import { createHash } from 'node:crypto'

export type ReviewSeverity = 'ng' | 'review'

/** What the gate needs of a finding of the check (src/shop/ad-review). */
export type GateFinding = { ruleCode: string; severity: ReviewSeverity; field: string; phrase: string }

export const REVIEW_ACTIONS = ['requested', 'approved', 'returned', 'refused'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  requested: 'レビュー依頼',
  approved: '承認',
  returned: '差し戻し',
  refused: '公開の拒否',
}

export type ReviewRecord = {
  action: ReviewAction
  /** The fingerprint of the text the record is about. */
  fingerprint: string
  /** The findings (findingKey) the record is about: for an approval, the ones it approves. */
  findingKeys: readonly string[]
}

export type ReviewState =
  /** Nothing to review: no finding at all. */
  | 'clear'
  /** Findings, no request yet (or the text changed since the last one). */
  | 'needs-review'
  | 'requested'
  | 'approved'
  | 'returned'

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  clear: '指摘なし',
  'needs-review': 'レビューが必要です',
  requested: 'レビュー待ち',
  approved: '承認済み',
  returned: '差し戻し',
}

/** A copy field of a document, as the check reads it. */
export type ReviewedText = { field: string; text: string }

/**
 * The fingerprint of a document's reviewed text: the fields in a fixed order with their Unicode-normalised text, so
 * the same words give the same fingerprint however the editor stored them.
 */
export function textFingerprint(texts: readonly ReviewedText[]): string {
  const hash = createHash('sha256')
  for (const { field, text } of [...texts].sort((a, b) =>
    a.field < b.field ? -1 : a.field > b.field ? 1 : 0,
  )) {
    hash.update(field.normalize('NFC'))
    hash.update('\u0000')
    hash.update(text.normalize('NFC'))
    hash.update('\u0001')
  }
  return hash.digest('hex')
}

/**
 * A finding's identity within one text: the rule, the field and the phrase (the same phrase twice is one). Stored
 * in a JSON column, so no NUL (PostgreSQL's jsonb refuses it): the parts are joined by the unit separator, and a
 * NUL a phrase might hold is left out.
 */
export const findingKey = (finding: GateFinding): string =>
  [finding.ruleCode, finding.field, finding.phrase.normalize('NFC')]
    .map((part) => part.replace(/\u0000/g, ''))
    .join('\u001f')

const ngKeys = (findings: readonly GateFinding[]) => [
  ...new Set(findings.filter((f) => f.severity === 'ng').map(findingKey)),
]

/** The latest record about this very text, if any: records about an earlier text do not count. */
function latestForText(history: readonly ReviewRecord[], fingerprint: string): ReviewRecord | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const record = history[i]!
    if (record.action === 'refused') continue
    return record.fingerprint === fingerprint ? record : undefined
  }
  return undefined
}

export function reviewState(input: {
  findings: readonly GateFinding[]
  fingerprint: string
  history: readonly ReviewRecord[]
}): ReviewState {
  const latest = latestForText(input.history, input.fingerprint)
  if (latest?.action === 'requested') return 'requested'
  if (latest?.action === 'returned') return 'returned'
  if (latest?.action === 'approved' && ngKeys(input.findings).every((k) => latest.findingKeys.includes(k))) {
    return 'approved'
  }
  return input.findings.length === 0 ? 'clear' : 'needs-review'
}

export type GateVerdict =
  | { publishable: true; approvedByReview: boolean }
  | { publishable: false; unapproved: GateFinding[]; message: string }

/** May this text be published now? Refused with the NG findings no approval of this text covers. */
export function publishGate(input: {
  findings: readonly GateFinding[]
  fingerprint: string
  history: readonly ReviewRecord[]
}): GateVerdict {
  const ng = input.findings.filter((f) => f.severity === 'ng')
  if (ng.length === 0) return { publishable: true, approvedByReview: false }
  const latest = latestForText(input.history, input.fingerprint)
  const approved = latest?.action === 'approved' ? new Set(latest.findingKeys) : new Set<string>()
  const unapproved = ng.filter((f) => !approved.has(findingKey(f)))
  if (unapproved.length === 0) return { publishable: true, approvedByReview: true }
  const phrases = [...new Set(unapproved.map((f) => `「${f.phrase}」`))].slice(0, 3).join('')
  return {
    publishable: false,
    unapproved,
    message: `公開できません。広告表現チェックで NG の表現（${phrases}${unapproved.length > 3 ? ' ほか' : ''}）があり、この文面はまだ承認されていません。表現を直すか、レビュー依頼をして薬事・表示チェック担当の承認を受けてください。`,
  }
}

/** Why an approval or a sending back is refused, or null: both need a reason written by the reviewer. */
export function decisionProblem(
  action: 'approved' | 'returned',
  reason: string | null | undefined,
): string | null {
  const text = (reason ?? '').trim()
  if (text.length === 0) {
    return action === 'approved' ? '承認の理由を入力してください。' : '差し戻しのコメントを入力してください。'
  }
  if (text.length > 1000) return '理由・コメントは1000文字以内で入力してください。'
  return null
}
