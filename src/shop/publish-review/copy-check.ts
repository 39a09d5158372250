/**
 * The check as the shop runs it on a document (issue 27, docs/adr/063-approval-before-publishing.md): the
 * advertising-law matcher in the document's product context, plus one rule of ours for copy tied to no product
 * (a column, a notice, a page). The matcher reads such copy in its strictest way — every rule applies — but a rule
 * made for some kinds of product only (「肌のうるおい」 is the cosmetics' own range, a claim for foods) cannot know
 * which kind the text speaks of, so its NG there is 要確認: a person looks, and publishing is not blocked. Rules for
 * every product (cures, No.1, 医師も推薦) keep their NG everywhere.
 */
import {
  checkCopy,
  type CompiledRuleSet,
  type CopyContext,
  type CopySegment,
  type Finding,
} from '@/shop/ad-review'

export const GENERAL_COPY_NOTE =
  '（商品に結びつかない文面のため要確認としています。特定の商品をすすめる文面では NG です）'

export function checkInContext(
  segments: readonly CopySegment[],
  context: CopyContext,
  ruleSet: CompiledRuleSet,
): Finding[] {
  const findings = checkCopy(segments, context, ruleSet)
  if (context.productKinds.length > 0) return findings
  const forEveryProduct = new Set(ruleSet.rules.filter((r) => r.targets.has('all')).map((r) => r.rule.code))
  return findings.map((f) =>
    f.severity !== 'ng' || forEveryProduct.has(f.ruleCode)
      ? f
      : { ...f, severity: 'review', severityLabel: '要確認', reason: `${f.reason}${GENERAL_COPY_NOTE}` },
  )
}
