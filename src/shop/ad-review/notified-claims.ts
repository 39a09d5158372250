/**
 * Does a 機能性表示食品's 届出表示 cover a phrase of its copy? (docs/adr/060-advertising-expression-check.md)
 *
 * The phrase is cut into its content runs — what is left between hiragana, spaces and punctuation after NFKC:
 * kanji and katakana words such as 「ピント調節機能」「サポート」 — and each run must appear in one claim, in the same
 * order. Particles and conjugations (「を」「します」「することが報告されています」) do not count, so
 * 「目のピント調節機能をサポートします」 is covered by 「…目のピント調節機能をサポートすることが報告されています」, but
 * 「目の疲れを軽減」 is not (「疲」「軽減」 are not in it). A phrase of hiragana only must appear whole in a claim.
 */
import { fold } from './normalise'

export interface PreparedClaim {
  folded: string
}

const NON_CONTENT = /[\u3041-\u309f\s、。,.!?！？「」『』（）()・:：;；]+/u

export function prepareNotifiedClaims(claims: readonly unknown[]): PreparedClaim[] {
  return claims
    .filter((claim): claim is string => typeof claim === 'string' && claim.trim().length > 0)
    .map((claim) => ({ folded: fold(claim) }))
}

export function contentRuns(phrase: string): string[] {
  return phrase
    .normalize('NFKC')
    .split(NON_CONTENT)
    .filter((run) => run.length > 0)
    .map(fold)
    .filter((run) => run.length > 0)
}

export function coveredByNotifiedClaim(phrase: string, claims: readonly PreparedClaim[]): boolean {
  const runs = contentRuns(phrase)
  const whole = fold(phrase)
  return claims.some(({ folded }) => {
    if (runs.length === 0) return whole.length > 0 && folded.includes(whole)
    let from = 0
    for (const run of runs) {
      const at = folded.indexOf(run, from)
      if (at === -1) return false
      from = at + run.length
    }
    return true
  })
}
