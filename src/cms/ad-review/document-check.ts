/**
 * The advertising-law check of one document (issue 27 §2): its copy (copy-texts.ts), what it is about (the
 * products it is or points to, product-context.ts) and the rules staff keep in `ad-rules`, compiled once per
 * change of that collection (the shop's built-in SEED_RULES while the collection has no row at all). Used by the save hook (review-hooks.ts) and the findings panel's server function.
 */
import type { Field, Payload, PayloadRequest } from 'payload'

import {
  compileRuleSet,
  SEED_RULES,
  type AdRule,
  type CompiledRuleSet,
  type CopyContext,
  type Finding,
} from '@/shop/ad-review'
import {
  brandKindOf,
  columnKindOf,
  copyContextOf,
  type ProductFacts,
} from '@/shop/publish-review/product-context'
import { checkInContext } from '@/shop/publish-review/copy-check'
import { textFingerprint } from '@/shop/publish-review/review-gate'
import type { RecordedFinding } from '@/shop/publish-review/review-service'

import { copyTextsOf, type CopyText } from './copy-texts'

type Data = Record<string, unknown>

/**
 * The compiled rules, reused while the collection is unchanged. The key is read from the database on every call
 * (count and latest change), so a rule saved by another process is in force at its next check.
 */
let cached: { key: string; ruleSet: CompiledRuleSet } | null = null

export async function loadRuleSet(payload: Payload, req?: Partial<PayloadRequest>): Promise<CompiledRuleSet> {
  const latest = await payload.find({
    collection: 'ad-rules',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const key = `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}:${latest.docs[0]?.id ?? ''}`
  if (cached?.key === key) return cached.ruleSet
  if (latest.totalDocs === 0) {
    // No rule kept yet (a new shop before its seed): the shop's own set, so nothing goes out unchecked. Staff
    // switch rules off with their 有効 box; an emptied collection falls back here too.
    cached = { key, ruleSet: compileRuleSet(SEED_RULES).ruleSet }
    return cached.ruleSet
  }
  const all = await payload.find({
    collection: 'ad-rules',
    where: { active: { not_equals: false } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { ruleSet } = compileRuleSet(all.docs as unknown as AdRule[])
  cached = { key, ruleSet }
  return ruleSet
}

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/** Ids of the products a document points to, through any relationship field to products at any depth. */
export function productIdsOf(fields: readonly Field[], data: unknown, out = new Set<number | string>()) {
  const doc = (data && typeof data === 'object' ? data : {}) as Data
  for (const field of fields) {
    if (field.type === 'relationship' && field.relationTo === 'products') {
      const value = doc[field.name]
      for (const item of Array.isArray(value) ? value : [value]) {
        const id = idOf(item)
        if (id !== null) out.add(id)
      }
    } else if (field.type === 'array' && Array.isArray(doc[field.name])) {
      for (const row of doc[field.name] as unknown[]) productIdsOf(field.fields, row, out)
    } else if (field.type === 'blocks' && Array.isArray(doc[field.name])) {
      for (const row of doc[field.name] as Data[]) {
        const block = field.blocks.find((b) => b.slug === row?.blockType)
        if (block) productIdsOf(block.fields, row, out)
      }
    } else if (field.type === 'group' && 'name' in field && field.name) {
      productIdsOf(field.fields, doc[field.name], out)
    } else if (
      (field.type === 'row' || field.type === 'collapsible' || field.type === 'group') &&
      'fields' in field
    ) {
      productIdsOf(field.fields, doc, out)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs)
        productIdsOf(tab.fields, 'name' in tab && tab.name ? doc[tab.name] : doc, out)
    }
  }
  return out
}

/** What the document's copy is about. */
export async function contextOfDocument(
  payload: Payload,
  collection: string,
  fields: readonly Field[],
  data: Data,
  req?: Partial<PayloadRequest>,
): Promise<CopyContext> {
  if (collection === 'products') return copyContextOf([data as ProductFacts])
  if (collection === 'brands') return copyContextOf([], [brandKindOf(data.kind as string | null)])
  // A column's theme says what it speaks of (健康: foods, スキンケア: cosmetics), with any product it points to.
  const themed = collection === 'columns' ? [columnKindOf(data.category as string | null)] : []
  const ids = [...productIdsOf(fields, data)]
  if (ids.length === 0) return copyContextOf([], themed)
  const products = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
    select: { category: true, quasiDrug: true, foodLabel: true, functionalClaim: true },
  })
  return copyContextOf(products.docs as ProductFacts[], themed)
}

export type DocumentCheck = {
  texts: CopyText[]
  findings: Finding[]
  /** The findings with the label of their field, as records keep them. */
  recorded: RecordedFinding[]
  fingerprint: string
}

export async function checkDocument(
  payload: Payload,
  input: { collection: string; fields: readonly Field[]; data: Data; req?: Partial<PayloadRequest> },
): Promise<DocumentCheck> {
  const texts = copyTextsOf(input.fields, input.data)
  const [ruleSet, context] = await Promise.all([
    loadRuleSet(payload, input.req),
    contextOfDocument(payload, input.collection, input.fields, input.data, input.req),
  ])
  const findings = checkInContext(texts, context, ruleSet)
  const labels = new Map(texts.map((t) => [t.field, t.label]))
  const recorded = findings.map((f) => ({
    ruleCode: f.ruleCode,
    rule: `${f.lawLabel}：${f.kindLabel}`,
    severity: f.severity,
    field: f.field,
    label: labels.get(f.field) ?? f.field,
    phrase: f.phrase,
    reason: f.reason,
    suggestion: f.suggestion,
  }))
  return { texts, findings, recorded, fingerprint: textFingerprint(texts) }
}
