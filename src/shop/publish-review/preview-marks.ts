/**
 * The phrases the advertising-law check found, as a staff preview marks them in the page (issue 27 §2,
 * docs/adr/063-approval-before-publishing.md). Only a verified staff preview (draft mode, never cached) asks for
 * them; a shopper's page never has any. The findings come from the whole document's copy; the page marks each
 * phrase where a piece of its text holds it whole (a phrase split by bold or a link is listed by the findings
 * panel, not marked).
 */
import type { AdSeverity, Finding } from '@/shop/ad-review'

export interface PreviewMark {
  phrase: string
  severity: AdSeverity
  /** 「NG｜薬機法（医薬品医療機器等法）：医薬品的効能効果」, what a person reads first about the mark. */
  label: string
  reason: string
  suggestion: string
}

/** One mark per phrase (NG over 要確認 for the same phrase), longest first so a longer phrase wins where both fit. */
export function marksOf(findings: readonly Finding[]): PreviewMark[] {
  const byPhrase = new Map<string, PreviewMark>()
  for (const f of findings) {
    if (!f.phrase) continue
    const known = byPhrase.get(f.phrase)
    if (known && (known.severity === 'ng' || f.severity !== 'ng')) continue
    byPhrase.set(f.phrase, {
      phrase: f.phrase,
      severity: f.severity,
      label: `${f.severityLabel}｜${f.lawLabel}：${f.kindLabel}`,
      reason: f.reason,
      suggestion: f.suggestion,
    })
  }
  return [...byPhrase.values()].sort((a, b) => b.phrase.length - a.phrase.length)
}

export type MarkedPiece = { text: string; mark?: PreviewMark }

/**
 * The text cut into pieces, each marked one holding a phrase: left to right, the longest phrase at a place wins,
 * marks never overlap. Pieces joined give the text back.
 */
export function splitByMarks(text: string, marks: readonly PreviewMark[]): MarkedPiece[] {
  if (!text || marks.length === 0) return [{ text }]
  const pieces: MarkedPiece[] = []
  let plainFrom = 0
  let at = 0
  while (at < text.length) {
    // marks are longest first (marksOf), so the first that starts here is the longest.
    const mark = marks.find((m) => m.phrase && text.startsWith(m.phrase, at))
    if (!mark) {
      at++
      continue
    }
    if (at > plainFrom) pieces.push({ text: text.slice(plainFrom, at) })
    pieces.push({ text: mark.phrase, mark })
    at += mark.phrase.length
    plainFrom = at
  }
  if (plainFrom < text.length) pieces.push({ text: text.slice(plainFrom) })
  return pieces
}
