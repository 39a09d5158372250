/**
 * The advertising-law rule model (広告表現チェック, issue 27 §2, docs/adr/060-advertising-expression-check.md):
 * plain serialisable data, exactly what a staff-maintained rules collection row holds. Labels are the Japanese
 * words staff and reviewers read; codes are what the data stores.
 */

/** The laws a rule can cite. */
export const AD_LAWS = {
  pmdAct: '薬機法（医薬品医療機器等法）',
  premiumsAct: '景品表示法',
  healthPromotionAct: '健康増進法',
  foodLabellingAct: '食品表示法（機能性表示食品）',
} as const
export type AdLaw = keyof typeof AD_LAWS

/** The kinds of violation, each under one law. */
export const AD_KINDS = {
  medicinalEfficacy: { law: 'pmdAct', label: '医薬品的効能効果' },
  bodyFunction: { law: 'pmdAct', label: '身体の組織機能への作用' },
  beyondCosmeticRange: { law: 'pmdAct', label: '化粧品の効能範囲外' },
  endorsement: { law: 'pmdAct', label: '医師等の推薦' },
  superiorityMisleading: { law: 'premiumsAct', label: '優良誤認' },
  advantageMisleading: { law: 'premiumsAct', label: '有利誤認' },
  exaggeration: { law: 'healthPromotionAct', label: '虚偽誇大' },
  beyondNotifiedClaim: { law: 'foodLabellingAct', label: '機能性表示の届出範囲外' },
} as const satisfies Record<string, { law: AdLaw; label: string }>
export type AdKind = keyof typeof AD_KINDS

/** 'ng': must not be published; 'review': a person must look (要確認). */
export const AD_SEVERITIES = {
  ng: 'NG',
  review: '要確認',
} as const
export type AdSeverity = keyof typeof AD_SEVERITIES

/** What the copy is about. A rule applies to the kinds it lists ('all': every kind). */
export const PRODUCT_KINDS = {
  food: '食品（健康食品・サプリメント）',
  functional: '機能性表示食品',
  cosmetic: '化粧品',
  quasiDrug: '医薬部外品',
} as const
export type ProductKind = keyof typeof PRODUCT_KINDS
export type RuleTarget = ProductKind | 'all'
export const RULE_TARGETS = { all: 'すべての商品', ...PRODUCT_KINDS } as const

/** One rule as stored (a collection row). `pattern` uses the syntax documented in pattern.ts. */
export interface AdRule {
  /** Stable code staff and findings refer to, e.g. 'YK-001'. Unique in a rule set. */
  code: string
  /** What it matches (pattern.ts: alternatives, optional parts, conjugations, gaps). */
  pattern: string
  law: AdLaw
  kind: AdKind
  severity: AdSeverity
  /** Why this is a problem, in Japanese, for the person who wrote the copy. */
  reason: string
  /** A rewrite that says what may be said. */
  suggestion: string
  /** The product kinds the rule applies to. */
  appliesTo: RuleTarget[]
  /**
   * true: an occurrence that the copy negates (「治るものではありません」) or quotes as a prohibited expression
   * (「『治る』という表現は使えません」) is not a finding. false for rules whose phrase is a problem even negated
   * (「副作用がない」 is itself the claim).
   */
  negatable: boolean
  /** Off: kept in the collection, not checked. Missing means on. */
  active?: boolean
}

/** The label of a law, a kind, a severity or a product kind (what the findings panel shows). */
export function lawLabel(law: AdLaw): string {
  return AD_LAWS[law]
}
export function kindLabel(kind: AdKind): string {
  return AD_KINDS[kind].label
}
export function severityLabel(severity: AdSeverity): string {
  return AD_SEVERITIES[severity]
}

export function isAdLaw(value: unknown): value is AdLaw {
  return typeof value === 'string' && Object.hasOwn(AD_LAWS, value)
}
export function isAdKind(value: unknown): value is AdKind {
  return typeof value === 'string' && Object.hasOwn(AD_KINDS, value)
}
export function isAdSeverity(value: unknown): value is AdSeverity {
  return typeof value === 'string' && Object.hasOwn(AD_SEVERITIES, value)
}
export function isRuleTarget(value: unknown): value is RuleTarget {
  return typeof value === 'string' && Object.hasOwn(RULE_TARGETS, value)
}
export function isProductKind(value: unknown): value is ProductKind {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_KINDS, value)
}
