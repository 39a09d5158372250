/**
 * 広告表現チェック — the advertising-law check of shop copy (issue 27 §2, docs/adr/060-advertising-expression-check.md).
 * Pure TypeScript: no React, Next or Payload; synchronous; runs on the server and in the browser alike.
 *
 * The model (rule-types.ts) — one rule is one row of the staff-maintained rules collection:
 *   AdRule { code, pattern, law, kind, severity, reason, suggestion, appliesTo, negatable, active? }
 *   law:      AD_LAWS      pmdAct 薬機法 | premiumsAct 景品表示法 | healthPromotionAct 健康増進法 | foodLabellingAct 食品表示法
 *   kind:     AD_KINDS     medicinalEfficacy 医薬品的効能効果 | bodyFunction 身体の組織機能への作用 |
 *                          beyondCosmeticRange 化粧品の効能範囲外 | endorsement 医師等の推薦 (薬機法);
 *                          superiorityMisleading 優良誤認 | advantageMisleading 有利誤認 (景表法);
 *                          exaggeration 虚偽誇大 (健康増進法); beyondNotifiedClaim 機能性表示の届出範囲外 (食品表示法)
 *   severity: AD_SEVERITIES ng 'NG' (must not be published) | review '要確認' (a person must look)
 *   appliesTo: RULE_TARGETS all | food | functional (機能性表示食品) | cosmetic | quasiDrug (医薬部外品)
 *   Labels: lawLabel(), kindLabel(), severityLabel(), and the constants' values.
 *
 * The pattern syntax (pattern.ts, full description there):
 *   (A|B) alternatives · X? optional · A~B a gap of ≤ 8 characters in one sentence, A~15B ≤ 15 (max 30) ·
 *   <治る> the word with its conjugations (五段/一段/サ変/形容詞 read from the ending; <見る:一段> overrides) ·
 *   X!(A|B) only when not followed by A or B · <!(A|B)X only when not right after A or B · \( a literal.
 *   Limits: MAX_PATTERN_LENGTH, MAX_GAP, MAX_COMPLEXITY.
 *   Patterns and copy are folded alike: width (NFKC), katakana → hiragana, spaces dropped.
 *
 * Compiling (compile.ts) — what the collection's validate calls:
 *   compileRule(rule): { ok: true; compiled } | { ok: false; errors: RuleCompileError[] }  (Japanese messages by field)
 *   compileRuleSet(rules): { ruleSet: CompiledRuleSet; errors }  (inactive rules skipped, failing ones reported)
 *
 * Checking (check-copy.ts) — what the save hooks and the editor's debounced call run:
 *   checkCopy(segments: CopySegment[], context: CopyContext, ruleSet): Finding[]
 *     CopySegment { field, text }; CopyContext { productKinds: ProductKind[]; notifiedClaims?: string[] }
 *     Finding { ruleCode, severity(+Label), law(+Label), kind(+Label), field, start, end (UTF-16 offsets in the
 *       original text: text.slice(start, end) === phrase), phrase, before, after, reason, suggestion }
 *   Never throws: empty, huge, emoji, control characters and non-string input give a correct result.
 *   A negated or quoted-prohibition occurrence is no finding when the rule is `negatable` (negation.ts). A
 *   bodyFunction/beyondNotifiedClaim finding on a 機能性表示食品 is dropped when its 届出表示 covers the phrase
 *   (notified-claims.ts). An empty productKinds applies every rule (the strictest reading).
 *
 * The seed rule set: SEED_RULES (seed-rules.ts), 150+ rules written for this shop.
 */
export {
  AD_KINDS,
  AD_LAWS,
  AD_SEVERITIES,
  PRODUCT_KINDS,
  RULE_TARGETS,
  isAdKind,
  isAdLaw,
  isAdSeverity,
  isProductKind,
  isRuleTarget,
  kindLabel,
  lawLabel,
  severityLabel,
} from './rule-types'
export type { AdKind, AdLaw, AdRule, AdSeverity, ProductKind, RuleTarget } from './rule-types'
export { compileRule, compileRuleSet } from './compile'
export type { CompileResult, CompiledRule, CompiledRuleSet, RuleCompileError } from './compile'
export { CONTEXT_CHARS, checkCopy } from './check-copy'
export type { CopyContext, CopySegment, Finding } from './check-copy'
export { fold, foldWithMap } from './normalise'
export type { FoldedText } from './normalise'
export { DEFAULT_GAP, MAX_COMPLEXITY, MAX_GAP, MAX_PATTERN_LENGTH } from './pattern'
export { SEED_RULES } from './seed-rules'
