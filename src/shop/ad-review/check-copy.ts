/**
 * checkCopy: every finding of a rule set in a document's texts, with offsets into the text as the writer typed
 * it (docs/adr/060-advertising-expression-check.md). Pure and synchronous; never throws.
 */
import type { CompiledRule, CompiledRuleSet } from './compile'
import { isNegatedOrQuoted } from './negation'
import { coveredByNotifiedClaim, prepareNotifiedClaims } from './notified-claims'
import { foldWithMap, originalRange } from './normalise'
import {
  AD_KINDS,
  type AdKind,
  type AdLaw,
  type AdSeverity,
  type ProductKind,
  isProductKind,
  kindLabel,
  lawLabel,
  severityLabel,
} from './rule-types'

/** One text of a document: which field (e.g. 'body', 'blocks.2.text', 'alt') and what it says. */
export interface CopySegment {
  field: string
  text: string
}

export interface CopyContext {
  /**
   * What the copy is about. Empty: not tied to a product (a general column), and every rule applies — the
   * strictest reading. Several kinds (a column on a lotion and a supplement): a rule applies if it applies to any.
   */
  productKinds: ProductKind[]
  /** 届出表示 of the 機能性表示食品 the copy is about, as the catalogue holds them. */
  notifiedClaims?: string[]
}

export interface Finding {
  ruleCode: string
  severity: AdSeverity
  severityLabel: string
  law: AdLaw
  lawLabel: string
  kind: AdKind
  kindLabel: string
  field: string
  /** UTF-16 offsets in the segment's original text: text.slice(start, end) === phrase. */
  start: number
  end: number
  phrase: string
  /** Up to CONTEXT_CHARS characters either side, for highlighting in context. */
  before: string
  after: string
  reason: string
  suggestion: string
}

export const CONTEXT_CHARS = 20
/** Kinds a 届出表示 can license; a notified claim never licenses a cure or a No.1. */
const NOTIFIABLE_KINDS: ReadonlySet<AdKind> = new Set(['bodyFunction', 'beyondNotifiedClaim'])
const SEVERITY_ORDER: Record<AdSeverity, number> = { ng: 0, review: 1 }

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

/** The context either side, never splitting a surrogate pair. */
function contextAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = Math.max(0, start - CONTEXT_CHARS)
  if (from > 0 && isLowSurrogate(text.charCodeAt(from))) from--
  let to = Math.min(text.length, end + CONTEXT_CHARS)
  if (to < text.length && isHighSurrogate(text.charCodeAt(to - 1))) to++
  return { before: text.slice(from, start), after: text.slice(end, to) }
}

/** Which rules apply to the context (by index in the rule set). */
function applicableRules(ruleSet: CompiledRuleSet, kinds: readonly ProductKind[]): Uint8Array {
  const applies = new Uint8Array(ruleSet.rules.length)
  ruleSet.rules.forEach((compiled, index) => {
    const yes =
      kinds.length === 0 || compiled.targets.has('all') || kinds.some((kind) => compiled.targets.has(kind))
    applies[index] = yes ? 1 : 0
  })
  return applies
}

/** The applicable rules whose anchors the folded text holds, in rule-set order. */
function candidateRules(ruleSet: CompiledRuleSet, folded: string, applies: Uint8Array): number[] {
  const marked = new Uint8Array(ruleSet.rules.length)
  const mark = (list: readonly number[] | undefined) => {
    if (!list) return
    for (const index of list) if (applies[index]) marked[index] = 1
  }
  mark(ruleSet.unanchored)
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i)
    mark(ruleSet.bySingle.get(code))
    if (i + 1 < folded.length) mark(ruleSet.byPair.get(code * 0x10000 + folded.charCodeAt(i + 1)))
  }
  const out: number[] = []
  for (let i = 0; i < marked.length; i++) if (marked[i]) out.push(i)
  return out
}

/**
 * Is a finding of this rule licensed by the product's 届出表示? Only for function claims, only when every kind
 * of the context the rule applies to is a 機能性表示食品, and only when the phrase is covered by a claim.
 */
function licensedByNotifiedClaim(
  compiled: CompiledRule,
  kinds: readonly ProductKind[],
  claims: ReturnType<typeof prepareNotifiedClaims>,
  phrase: string,
): boolean {
  if (claims.length === 0 || !NOTIFIABLE_KINDS.has(compiled.rule.kind)) return false
  const concerned = compiled.targets.has('all') ? kinds : kinds.filter((kind) => compiled.targets.has(kind))
  if (concerned.length === 0 || concerned.some((kind) => kind !== 'functional')) return false
  return coveredByNotifiedClaim(phrase, claims)
}

/**
 * Every finding of `ruleSet` in `segments`, in the segments' order, then by position. A finding inside another
 * finding of the same kind and at least the same severity in the same field is left out (one mark per phrase).
 */
export function checkCopy(
  segments: readonly CopySegment[],
  context: CopyContext,
  ruleSet: CompiledRuleSet,
): Finding[] {
  const kinds = (Array.isArray(context?.productKinds) ? context.productKinds : []).filter(isProductKind)
  const claims = prepareNotifiedClaims(Array.isArray(context?.notifiedClaims) ? context.notifiedClaims : [])
  const applies = applicableRules(ruleSet, kinds)
  const findings: Finding[] = []

  for (const segment of Array.isArray(segments) ? segments : []) {
    if (!segment || typeof segment.text !== 'string' || segment.text.length === 0) continue
    const field = typeof segment.field === 'string' ? segment.field : ''
    const original = segment.text
    const folded = foldWithMap(original)
    const own: Finding[] = []

    for (const index of candidateRules(ruleSet, folded.text, applies)) {
      const compiled = ruleSet.rules[index] as CompiledRule
      const { rule, regex } = compiled
      regex.lastIndex = 0
      for (let match = regex.exec(folded.text); match; match = regex.exec(folded.text)) {
        const from = match.index
        const to = from + match[0].length
        if (to === from) {
          regex.lastIndex = from + 1
          continue
        }
        if (rule.negatable && isNegatedOrQuoted(folded.text, from, to)) continue
        const { start, end } = originalRange(folded, from, to)
        const phrase = original.slice(start, end)
        if (licensedByNotifiedClaim(compiled, kinds, claims, phrase)) continue
        own.push({
          ruleCode: rule.code,
          severity: rule.severity,
          severityLabel: severityLabel(rule.severity),
          law: AD_KINDS[rule.kind].law,
          lawLabel: lawLabel(AD_KINDS[rule.kind].law),
          kind: rule.kind,
          kindLabel: kindLabel(rule.kind),
          field,
          start,
          end,
          phrase,
          ...contextAround(original, start, end),
          reason: rule.reason,
          suggestion: rule.suggestion,
        })
      }
    }
    findings.push(...withoutNested(own))
  }
  return findings
}

function withoutNested(findings: Finding[]): Finding[] {
  // Sorted by start, longer first, NG first: a finding is nested when an earlier one of the same kind and at
  // least its severity reaches as far.
  const sorted = findings.sort(
    (a, b) =>
      a.start - b.start ||
      b.end - a.end ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.ruleCode.localeCompare(b.ruleCode),
  )
  const reach = new Map<string, number>()
  const kept: Finding[] = []
  for (const finding of sorted) {
    const ngReach = reach.get(`${finding.kind}:ng`) ?? -1
    const reviewReach = finding.severity === 'review' ? (reach.get(`${finding.kind}:review`) ?? -1) : -1
    if (Math.max(ngReach, reviewReach) >= finding.end) continue
    kept.push(finding)
    const key = `${finding.kind}:${finding.severity}`
    reach.set(key, Math.max(reach.get(key) ?? -1, finding.end))
  }
  return kept
}
