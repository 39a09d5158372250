/**
 * The issue's measure of the advertising check: on the hand-written corpus, recall on violating sentences
 * ≥ 95 % and flags on compliant sentences ≤ 5 % (any finding, NG or 要確認, counts as a flag). The figures are
 * printed; the sentences missed or flagged are printed too, so a change to the rules shows what it moved.
 */
import { describe, expect, it } from 'vitest'

import { SEED_RULES, checkCopy, compileRuleSet } from '@/shop/ad-review'

import { CORPUS } from './evaluation-corpus'

const { ruleSet } = compileRuleSet(SEED_RULES)

function flagged(item: (typeof CORPUS)[number]) {
  return checkCopy(
    [{ field: 'body', text: item.text }],
    { productKinds: item.kinds, notifiedClaims: item.claims },
    ruleSet,
  )
}

describe('evaluation corpus of the advertising check', () => {
  it('has at least 120 sentences, about half violating, across foods, 機能性表示食品 and cosmetics', () => {
    const violating = CORPUS.filter((item) => item.label === 'violating').length
    expect(CORPUS.length).toBeGreaterThanOrEqual(120)
    expect(violating / CORPUS.length).toBeGreaterThan(0.4)
    expect(violating / CORPUS.length).toBeLessThan(0.6)
    for (const kind of ['food', 'functional', 'cosmetic'] as const) {
      expect(CORPUS.some((item) => item.kinds.includes(kind) && item.label === 'violating')).toBe(true)
      expect(CORPUS.some((item) => item.kinds.includes(kind) && item.label === 'compliant')).toBe(true)
    }
  })

  it('finds ≥ 95 % of the violations and flags ≤ 5 % of the compliant sentences', () => {
    const violating = CORPUS.filter((item) => item.label === 'violating')
    const compliant = CORPUS.filter((item) => item.label === 'compliant')
    const missed = violating.filter((item) => flagged(item).length === 0)
    const falseFlags = compliant
      .map((item) => ({ item, findings: flagged(item) }))
      .filter((r) => r.findings.length > 0)
    const recall = (violating.length - missed.length) / violating.length
    const falseFlagRate = falseFlags.length / compliant.length

    console.log(
      [
        `広告表現チェック 評価コーパス: ${CORPUS.length} 文（違反 ${violating.length} / 適合 ${compliant.length}）`,
        `  違反の検出率 (recall): ${(recall * 100).toFixed(1)} %（${violating.length - missed.length}/${violating.length}、目標 ≥ 95 %）`,
        `  適合文の誤検出率: ${(falseFlagRate * 100).toFixed(1)} %（${falseFlags.length}/${compliant.length}、目標 ≤ 5 %）`,
        ...missed.map((item) => `  見逃し: [${item.kinds.join(',') || 'コラム'}] ${item.text}`),
        ...falseFlags.map(
          ({ item, findings }) =>
            `  誤検出: [${item.kinds.join(',') || 'コラム'}] ${item.text} ← ${findings.map((f) => `${f.ruleCode}「${f.phrase}」`).join(' ')}`,
        ),
      ].join('\n'),
    )

    expect(recall).toBeGreaterThanOrEqual(0.95)
    expect(falseFlagRate).toBeLessThanOrEqual(0.05)
  })
})
