/**
 * The one folding the advertising check matches on, with a map back to the original text so findings point at
 * what the writer typed (docs/adr/060-advertising-expression-check.md).
 *
 * Folding, per character cluster (a base character and the voicing marks after it):
 * - NFKC: full/half width (ＮＯ．１ → no.1, ｼﾐ → シミ), circled and squared forms (① → 1, ㍻ → 平成);
 * - katakana → hiragana (シミ → しみ, ヽヾ → ゝゞ), ASCII lowercase;
 * - whitespace (incl. the full-width space), control and zero-width characters are dropped, so 「シミが　消える」
 *   and 「no. 1」 fold like 「シミが消える」 and 「no.1」; a line break stays as a sentence boundary (\n).
 * Patterns are folded the same way, so staff may write either kana and either width.
 */

const KATAKANA_START = 0x30a1 // ァ
const KATAKANA_END = 0x30f6 // ヶ
const KANA_SHIFT = 0x60
const COMBINING_VOICED = 0x3099
const COMBINING_SEMI_VOICED = 0x309a

export interface FoldedText {
  /** The folded text the patterns run on. */
  text: string
  /** For each UTF-16 unit of `text`: where its source cluster starts in the original. */
  starts: Uint32Array
  /** For each UTF-16 unit of `text`: where its source cluster ends (exclusive) in the original. */
  ends: Uint32Array
}

function isVoicingMark(code: number): boolean {
  // combining ゙ ゚, spacing ゛ ゜, half-width ﾞ ﾟ
  return (
    code === 0x3099 ||
    code === 0x309a ||
    code === 0x309b ||
    code === 0x309c ||
    code === 0xff9e ||
    code === 0xff9f
  )
}

/** Characters dropped from the folded text: whitespace except the line break, controls, zero-width, BOM. */
function isDropped(code: number): boolean {
  if (code === 0x0a) return false
  if (code <= 0x20 || (code >= 0x7f && code <= 0xa0)) return true
  return (
    code === 0x3000 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    code === 0x205f ||
    code === 0x2060 ||
    code === 0xfeff ||
    (code >= 0xfe00 && code <= 0xfe0f)
  )
}

/** Needs no NFKC: ASCII printable, hiragana, full-width katakana, CJK ideographs (the bulk of Japanese copy). */
function isNfkcStable(code: number): boolean {
  return (
    (code > 0x20 && code < 0x7f) ||
    (code >= 0x3041 && code <= 0x3096) ||
    (code >= 0x30a1 && code <= 0x30fa) ||
    code === 0x30fc ||
    (code >= 0x4e00 && code <= 0x9fff)
  )
}

function foldCode(code: number): number {
  if (code >= KATAKANA_START && code <= KATAKANA_END) return code - KANA_SHIFT
  if (code === 0x30fd || code === 0x30fe) return code - KANA_SHIFT // ヽヾ → ゝゞ
  if (code >= 0x41 && code <= 0x5a) return code + 0x20
  return code
}

/** Folds `original` (any string, never throws) and keeps the offset map. */
export function foldWithMap(original: string): FoldedText {
  const length = original.length
  // NFKC can expand a cluster (㍻ → 平成), so the buffers grow when needed.
  let capacity = length + 16
  let units = new Uint16Array(capacity)
  let starts = new Uint32Array(capacity)
  let ends = new Uint32Array(capacity)
  let outLength = 0

  const grow = (needed: number) => {
    if (outLength + needed <= capacity) return
    capacity = capacity * 2 + needed
    const u = new Uint16Array(capacity)
    const s = new Uint32Array(capacity)
    const e = new Uint32Array(capacity)
    u.set(units)
    s.set(starts)
    e.set(ends)
    units = u
    starts = s
    ends = e
  }

  const pushCode = (code: number, start: number, end: number) => {
    if (isDropped(code)) return
    const folded = foldCode(code)
    if (folded > 0xffff) {
      grow(2)
      const offset = folded - 0x10000
      units[outLength] = 0xd800 + (offset >> 10)
      units[outLength + 1] = 0xdc00 + (offset & 0x3ff)
      starts[outLength] = starts[outLength + 1] = start
      ends[outLength] = ends[outLength + 1] = end
      outLength += 2
    } else {
      grow(1)
      units[outLength] = folded
      starts[outLength] = start
      ends[outLength] = end
      outLength++
    }
  }

  let i = 0
  while (i < length) {
    const start = i
    const code = original.codePointAt(i) ?? 0
    i += code > 0xffff ? 2 : 1
    // A cluster: the base and any voicing marks after it (ｶﾞ, か゛, か + U+3099).
    let hasMarks = false
    while (i < length && isVoicingMark(original.charCodeAt(i))) {
      hasMarks = true
      i++
    }
    if (!hasMarks && isNfkcStable(code)) {
      pushCode(code, start, i)
      continue
    }
    let cluster = original.slice(start, i)
    if (hasMarks) {
      // Spacing marks (゛゜) normalise to a space plus the combining mark; make them combining first.
      cluster = cluster
        .replace(/[\u309b\uff9e]/g, String.fromCharCode(COMBINING_VOICED))
        .replace(/[\u309c\uff9f]/g, String.fromCharCode(COMBINING_SEMI_VOICED))
    }
    const normalised = cluster.normalize('NFKC')
    for (let k = 0; k < normalised.length;) {
      const c = normalised.codePointAt(k) ?? 0
      k += c > 0xffff ? 2 : 1
      pushCode(c, start, i)
    }
  }

  let text = ''
  const CHUNK = 8192
  for (let k = 0; k < outLength; k += CHUNK) {
    text += String.fromCharCode(...units.subarray(k, Math.min(outLength, k + CHUNK)))
  }
  return { text, starts: starts.subarray(0, outLength), ends: ends.subarray(0, outLength) }
}

/** The folded text alone (for patterns and notified claims). */
export function fold(text: string): string {
  return foldWithMap(text).text
}

/** The original range a folded range [from, to) came from. `to` > `from`. */
export function originalRange(folded: FoldedText, from: number, to: number): { start: number; end: number } {
  const start = folded.starts[from] ?? 0
  const end = folded.ends[Math.max(from, to - 1)] ?? start
  return { start, end }
}
