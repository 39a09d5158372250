/**
 * Turns stored rules into matchers, or says in Japanese why a rule cannot be (what the rules collection's
 * validate shows on save). A rule set indexes its rules by the anchors every match must contain, so a text is
 * only run against the rules whose anchors it holds (docs/adr/060-advertising-expression-check.md).
 */
import { fold } from './normalise'
import { PatternError, parsePattern, patternAnchors, patternSource } from './pattern'
import {
  AD_KINDS,
  type AdRule,
  type RuleTarget,
  isAdKind,
  isAdLaw,
  isAdSeverity,
  isRuleTarget,
  lawLabel,
} from './rule-types'

export const MAX_CODE_LENGTH = 40
export const MAX_TEXT_LENGTH = 400

/** One problem of one rule, on one field of the rule (the collection shows it on that field). */
export interface RuleCompileError {
  code: string
  field: keyof AdRule
  message: string
}

export interface CompiledRule {
  readonly rule: Readonly<AdRule>
  /** Global, unicode, over folded text. */
  readonly regex: RegExp
  /** Every match contains one of these (folded); undefined: no anchor, always run. */
  readonly anchors: readonly string[] | undefined
  readonly targets: ReadonlySet<RuleTarget>
}

export interface CompiledRuleSet {
  readonly rules: readonly CompiledRule[]
  /** Rules by the first two UTF-16 units of an anchor. */
  readonly byPair: ReadonlyMap<number, readonly number[]>
  /** Rules whose anchor is a single unit. */
  readonly bySingle: ReadonlyMap<number, readonly number[]>
  /** Rules without an anchor. */
  readonly unanchored: readonly number[]
}

export type CompileResult = { ok: true; compiled: CompiledRule } | { ok: false; errors: RuleCompileError[] }

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Checks and compiles one rule. Never throws. */
export function compileRule(input: AdRule): CompileResult {
  const raw = (input ?? {}) as Partial<Record<keyof AdRule, unknown>>
  const code = text(raw.code)
  const errors: RuleCompileError[] = []
  const fail = (field: keyof AdRule, message: string) => errors.push({ code, field, message })

  if (!code) fail('code', 'コードを入力してください。')
  else if (code.length > MAX_CODE_LENGTH) fail('code', `コードは ${MAX_CODE_LENGTH} 文字までです。`)

  if (!isAdLaw(raw.law)) fail('law', `法令「${String(raw.law ?? '')}」は選べません。`)
  if (!isAdKind(raw.kind)) fail('kind', `違反の種類「${String(raw.kind ?? '')}」は選べません。`)
  else if (isAdLaw(raw.law) && AD_KINDS[raw.kind].law !== raw.law) {
    fail(
      'kind',
      `「${AD_KINDS[raw.kind].label}」は${lawLabel(AD_KINDS[raw.kind].law)}の種類です（法令は${lawLabel(raw.law)}になっています）。`,
    )
  }
  if (!isAdSeverity(raw.severity)) fail('severity', '重要度は NG か 要確認 を選んでください。')

  const reason = text(raw.reason)
  if (!reason) fail('reason', '理由を入力してください。')
  else if (reason.length > MAX_TEXT_LENGTH) fail('reason', `理由は ${MAX_TEXT_LENGTH} 文字までです。`)
  const suggestion = text(raw.suggestion)
  if (!suggestion) fail('suggestion', '言い換えの例を入力してください。')
  else if (suggestion.length > MAX_TEXT_LENGTH)
    fail('suggestion', `言い換えの例は ${MAX_TEXT_LENGTH} 文字までです。`)

  const appliesTo = Array.isArray(raw.appliesTo) ? (raw.appliesTo as unknown[]) : []
  if (appliesTo.length === 0) fail('appliesTo', '対象の商品種別を一つ以上選んでください。')
  for (const target of appliesTo) {
    if (!isRuleTarget(target)) fail('appliesTo', `商品種別「${String(target)}」はありません。`)
  }
  if (raw.negatable !== undefined && typeof raw.negatable !== 'boolean') {
    fail('negatable', '否定・引用で除外するかどうかを選んでください。')
  }

  let regex: RegExp | undefined
  let anchors: string[] | undefined
  const pattern = typeof raw.pattern === 'string' ? raw.pattern : ''
  try {
    const ast = parsePattern(fold(pattern))
    regex = new RegExp(patternSource(ast), 'gu')
    anchors = patternAnchors(ast)
  } catch (error) {
    fail(
      'pattern',
      error instanceof PatternError
        ? error.message
        : 'パターンを解釈できません。括弧や記号の使い方を確認してください。',
    )
  }

  if (errors.length > 0 || !regex) return { ok: false, errors }
  const rule: AdRule = {
    code,
    pattern,
    law: raw.law as AdRule['law'],
    kind: raw.kind as AdRule['kind'],
    severity: raw.severity as AdRule['severity'],
    reason,
    suggestion,
    appliesTo: appliesTo as RuleTarget[],
    negatable: raw.negatable !== false,
    active: raw.active !== false,
  }
  return {
    ok: true,
    compiled: { rule: Object.freeze(rule), regex, anchors, targets: new Set(rule.appliesTo) },
  }
}

/**
 * Compiles every active rule; a rule that fails is left out and reported. A second rule with a code already
 * used is refused. Never throws.
 */
export function compileRuleSet(rules: readonly AdRule[]): {
  ruleSet: CompiledRuleSet
  errors: RuleCompileError[]
} {
  const compiled: CompiledRule[] = []
  const errors: RuleCompileError[] = []
  const seen = new Set<string>()
  for (const rule of Array.isArray(rules) ? rules : []) {
    if (rule && rule.active === false) continue
    const result = compileRule(rule)
    if (!result.ok) {
      errors.push(...result.errors)
      continue
    }
    const code = result.compiled.rule.code
    if (seen.has(code)) {
      errors.push({ code, field: 'code', message: `コード「${code}」は別のルールで使われています。` })
      continue
    }
    seen.add(code)
    compiled.push(result.compiled)
  }
  return { ruleSet: indexRules(compiled), errors }
}

function indexRules(rules: CompiledRule[]): CompiledRuleSet {
  const byPair = new Map<number, number[]>()
  const bySingle = new Map<number, number[]>()
  const unanchored: number[] = []
  const add = (map: Map<number, number[]>, key: number, index: number) => {
    const list = map.get(key)
    if (!list) map.set(key, [index])
    else if (list[list.length - 1] !== index) list.push(index)
  }
  rules.forEach((compiled, index) => {
    if (!compiled.anchors || compiled.anchors.length === 0) {
      unanchored.push(index)
      return
    }
    for (const anchor of compiled.anchors) {
      if (anchor.length >= 2) add(byPair, anchor.charCodeAt(0) * 0x10000 + anchor.charCodeAt(1), index)
      else add(bySingle, anchor.charCodeAt(0), index)
    }
  })
  return { rules, byPair, bySingle, unanchored }
}
