import { describe, expect, it } from 'vitest'

import {
  AD_KINDS,
  type AdKind,
  type ProductKind,
  SEED_RULES,
  checkCopy,
  compileRule,
  compileRuleSet,
} from '@/shop/ad-review'

const { ruleSet, errors } = compileRuleSet(SEED_RULES)

function kindsOf(text: string, productKinds: ProductKind[]): AdKind[] {
  return checkCopy([{ field: 'body', text }], { productKinds }, ruleSet).map((f) => f.kind)
}

describe('the seed rule set', () => {
  it('has at least 150 rules, all compiling, with unique codes, reasons and suggestions', () => {
    expect(SEED_RULES.length).toBeGreaterThanOrEqual(150)
    expect(errors).toEqual([])
    expect(ruleSet.rules).toHaveLength(SEED_RULES.length)
    expect(new Set(SEED_RULES.map((r) => r.code)).size).toBe(SEED_RULES.length)
    for (const rule of SEED_RULES) {
      expect(compileRule(rule).ok, rule.code).toBe(true)
      expect(rule.reason, rule.code).toMatch(/[ぁ-ん]/)
      expect(rule.suggestion, rule.code).toMatch(/[ぁ-ん]/)
    }
  })

  it('covers every kind of violation and both severities', () => {
    for (const kind of Object.keys(AD_KINDS)) {
      expect(
        SEED_RULES.some((rule) => rule.kind === kind),
        kind,
      ).toBe(true)
    }
    expect(SEED_RULES.some((rule) => rule.severity === 'ng')).toBe(true)
    expect(SEED_RULES.some((rule) => rule.severity === 'review')).toBe(true)
  })

  it.each<[string, ProductKind, AdKind]>([
    ['売上No.1のサプリ', 'food', 'superiorityMisleading'],
    ['ＮＯ．１の美容液', 'cosmetic', 'superiorityMisleading'],
    ['最高の品質をお届け', 'food', 'superiorityMisleading'],
    ['業界初の処方', 'cosmetic', 'superiorityMisleading'],
    ['必ず効果を実感できます', 'food', 'superiorityMisleading'],
    ['完全無添加のサプリ', 'food', 'superiorityMisleading'],
    ['天然成分100%のローション', 'cosmetic', 'superiorityMisleading'],
    ['今だけの特別価格', 'food', 'advantageMisleading'],
    ['いつでも解約OKの定期便', 'food', 'advantageMisleading'],
    ['1か月で痩せる', 'food', 'exaggeration'],
    ['飲むだけでマイナス3キロ', 'food', 'exaggeration'],
    ['医師も推薦するサプリ', 'food', 'endorsement'],
    ['専門家お墨付きの美容液', 'cosmetic', 'endorsement'],
    ['シミが消える美容液', 'cosmetic', 'beyondCosmeticRange'],
    ['シワがなくなるクリーム', 'cosmetic', 'beyondCosmeticRange'],
    ['毛穴が消える化粧水', 'cosmetic', 'beyondCosmeticRange'],
    ['アンチエイジングクリーム', 'cosmetic', 'beyondCosmeticRange'],
    ['膝の痛みが治る', 'food', 'medicinalEfficacy'],
    ['風邪の予防に', 'food', 'medicinalEfficacy'],
    ['便秘を改善', 'food', 'medicinalEfficacy'],
    ['血圧が下がる', 'food', 'medicinalEfficacy'],
    ['血糖値をコントロール', 'food', 'medicinalEfficacy'],
    ['がんに効く', 'food', 'medicinalEfficacy'],
    ['免疫力を高める', 'food', 'medicinalEfficacy'],
    ['デトックスティー', 'food', 'medicinalEfficacy'],
    ['代謝を上げる', 'food', 'bodyFunction'],
    ['細胞を活性化', 'cosmetic', 'bodyFunction'],
    ['肌が若返る', 'cosmetic', 'bodyFunction'],
    ['目のピント調節機能をサポート', 'functional', 'bodyFunction'],
    ['睡眠の質を向上させます', 'functional', 'beyondNotifiedClaim'],
  ])('finds 「%s」 for %s as %s', (text, productKind, kind) => {
    expect(kindsOf(text, [productKind])).toContain(kind)
  })
})
