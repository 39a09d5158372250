/**
 * Japanese-aware text folding for catalogue and FAQ search (spec §5): the one place that decides when two
 * spellings are "the same word". Pure; shared by the server search and tests.
 */

const KATAKANA_START = 0x30a1 // ァ
const KATAKANA_END = 0x30f6 // ヶ
const KANA_OFFSET = 0x60 // ァ (U+30A1) − ぁ (U+3041)

/**
 * Folds text for matching: NFKC (full-width ＡＢＣ → ABC, half-width ｾｻﾐﾝ → セサミン), katakana → hiragana
 * (セサミン → せさみん), lowercase, and runs of whitespace (including the full-width space) to one space.
 */
export function foldForSearch(text: string): string {
  const nfkc = text.normalize('NFKC')
  let out = ''
  for (const ch of nfkc) {
    const code = ch.codePointAt(0) ?? 0
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : ch
  }
  return out.toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The whitespace-separated terms of a keyword, folded; every one must match (AND). */
export function searchTerms(keyword: string): string[] {
  const folded = foldForSearch(keyword)
  return folded ? folded.split(' ') : []
}
