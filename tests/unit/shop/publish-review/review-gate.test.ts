import { describe, expect, it } from 'vitest'

import {
  decisionProblem,
  findingKey,
  publishGate,
  reviewState,
  textFingerprint,
  type GateFinding,
  type ReviewRecord,
} from '@/shop/publish-review/review-gate'

const body = 'このサプリで膝の痛みが治ります。'
const texts = [
  { field: 'title', text: '膝のためのコラム' },
  { field: 'body', text: body },
]
const ng: GateFinding = { ruleCode: 'cure-naoru', severity: 'ng', field: 'body', phrase: '治ります' }
const check: GateFinding = { ruleCode: 'no1', severity: 'review', field: 'title', phrase: 'No.1' }
const fp = textFingerprint(texts)
const approve = (fingerprint: string, findings: GateFinding[]): ReviewRecord => ({
  action: 'approved',
  fingerprint,
  findingKeys: findings.map(findingKey),
})

describe('textFingerprint', () => {
  it('is the same for the same text in any field order and Unicode form, different for any change', () => {
    expect(textFingerprint([...texts].reverse())).toBe(fp)
    expect(
      textFingerprint([
        { field: 'title', text: '膝のためのコラム' },
        { field: 'body', text: body.normalize('NFD') },
      ]),
    ).toBe(fp)
    expect(textFingerprint([texts[0]!, { field: 'body', text: 'このサプリで膝の痛みが治ります!' }])).not.toBe(
      fp,
    )
    // Moving text from one field to the next is a change too.
    expect(
      textFingerprint([
        { field: 'title', text: '膝のためのコラムこ' },
        { field: 'body', text: body.slice(1) },
      ]),
    ).not.toBe(fp)
  })
})

describe('publishGate', () => {
  it('publishes a text without NG findings, 要確認 ones included', () => {
    expect(publishGate({ findings: [], fingerprint: fp, history: [] })).toEqual({
      publishable: true,
      approvedByReview: false,
    })
    expect(publishGate({ findings: [check], fingerprint: fp, history: [] }).publishable).toBe(true)
  })

  it('refuses an NG finding without approval, quoting the phrase in Japanese', () => {
    const verdict = publishGate({ findings: [ng, check], fingerprint: fp, history: [] })
    expect(verdict.publishable).toBe(false)
    if (verdict.publishable) return
    expect(verdict.unapproved).toEqual([ng])
    expect(verdict.message).toContain('「治ります」')
    expect(verdict.message).toContain('承認')
  })

  it('publishes once a reviewer approved this very text and its NG findings', () => {
    expect(publishGate({ findings: [ng], fingerprint: fp, history: [approve(fp, [ng])] })).toEqual({
      publishable: true,
      approvedByReview: true,
    })
  })

  it('an approval of an earlier text does not count: the changed sentence needs review again', () => {
    const changed = textFingerprint([
      texts[0]!,
      { field: 'body', text: 'このサプリで膝の痛みがすぐ治ります。' },
    ])
    const moved: GateFinding = { ...ng, phrase: '治ります' }
    expect(
      publishGate({ findings: [moved], fingerprint: changed, history: [approve(fp, [ng])] }).publishable,
    ).toBe(false)
  })

  it('an approval that does not cover a finding (a rule added since) does not publish it', () => {
    const newer: GateFinding = { ruleCode: 'pain-relief', severity: 'ng', field: 'body', phrase: '痛み' }
    const verdict = publishGate({ findings: [ng, newer], fingerprint: fp, history: [approve(fp, [ng])] })
    expect(verdict.publishable).toBe(false)
    if (!verdict.publishable) expect(verdict.unapproved).toEqual([newer])
  })

  it('a later request or sending back of the same text withdraws the approval', () => {
    const returned: ReviewRecord = { action: 'returned', fingerprint: fp, findingKeys: [findingKey(ng)] }
    expect(
      publishGate({ findings: [ng], fingerprint: fp, history: [approve(fp, [ng]), returned] }).publishable,
    ).toBe(false)
  })

  it('a refused publish on record does not hide the approval before it', () => {
    const refused: ReviewRecord = { action: 'refused', fingerprint: fp, findingKeys: [findingKey(ng)] }
    expect(
      publishGate({ findings: [ng], fingerprint: fp, history: [approve(fp, [ng]), refused] }).publishable,
    ).toBe(true)
  })
})

describe('reviewState', () => {
  it('follows the records of this text', () => {
    const requested: ReviewRecord = { action: 'requested', fingerprint: fp, findingKeys: [] }
    expect(reviewState({ findings: [], fingerprint: fp, history: [] })).toBe('clear')
    expect(reviewState({ findings: [ng], fingerprint: fp, history: [] })).toBe('needs-review')
    expect(reviewState({ findings: [ng], fingerprint: fp, history: [requested] })).toBe('requested')
    expect(reviewState({ findings: [ng], fingerprint: fp, history: [requested, approve(fp, [ng])] })).toBe(
      'approved',
    )
    expect(
      reviewState({ findings: [ng], fingerprint: 'other', history: [requested, approve(fp, [ng])] }),
    ).toBe('needs-review')
  })
})

describe('decisionProblem', () => {
  it('asks for a written reason, named for the decision', () => {
    expect(decisionProblem('approved', '  ')).toBe('承認の理由を入力してください。')
    expect(decisionProblem('returned', undefined)).toBe('差し戻しのコメントを入力してください。')
    expect(decisionProblem('approved', '届出表示の範囲内の表現のため')).toBeNull()
    expect(decisionProblem('approved', 'あ'.repeat(1001))).toContain('1000文字')
  })
})
