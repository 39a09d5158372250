/**
 * Shift_JIS as Japanese carriers read it (Windows-31J: the WHATWG "shift_jis" decoder's table, which is CP932's).
 * Node has a Shift_JIS decoder but no encoder, so the encoder is the decoder's table turned around, built once on
 * first use (about 7,900 characters). A character Shift_JIS cannot carry (an emoji, 髙 written as U+9AD9 is fine but
 * 𠮷 is not) is written as 〓 — the customary mark on Japanese carrier labels — and reported, so staff can fix the
 * address before the label is printed.
 */
const decoder = () => new TextDecoder('shift_jis', { fatal: false })

/** The mark written for a character Shift_JIS cannot carry. */
export const UNMAPPABLE_MARK = '〓'

let table: Map<string, number[]> | null = null

const ALSO: [string, string][] = [
  ['\u2212', '\uff0d'], // − MINUS SIGN → －
  ['\u301c', '\uff5e'], // 〜 WAVE DASH ↔ ～
  ['\uff5e', '\u301c'],
  ['\u2014', '\u2015'], // — EM DASH → ―
  ['\u2016', '\u2225'], // ‖ → ∥
  ['\u00a2', '\uffe0'], // ¢ → ￠
  ['\u00a3', '\uffe1'], // £ → ￡
  ['\u00ac', '\uffe2'], // ¬ → ￢
]

function encodeTable(): Map<string, number[]> {
  if (table) return table
  const map = new Map<string, number[]>()
  const d = decoder()
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue
      const char = d.decode(Uint8Array.of(lead, trail))
      // CP932 has a few characters twice (NEC and IBM extensions): the first, NEC's, is the one carriers expect.
      if (char.length === 1 && char !== '\ufffd' && !map.has(char)) map.set(char, [lead, trail])
    }
  }
  for (let b = 0xa1; b <= 0xdf; b++) map.set(d.decode(Uint8Array.of(b)), [b])
  // Characters Japanese input methods type that the decoder reads as their full-width twins (as the WHATWG encoder
  // and Windows do): the minus sign of macOS and iOS, the wave dash, dashes and the yen and cent signs.
  for (const [char, twin] of ALSO) if (!map.has(char) && map.has(twin)) map.set(char, map.get(twin)!)
  map.set('\u00a5', [0x5c])
  map.set('\u203e', [0x7e])
  table = map
  return map
}

export interface ShiftJisText {
  bytes: Uint8Array
  /** The characters written as 〓, each once, in order of first appearance. */
  unmappable: string[]
}

/** Text → Shift_JIS bytes. ASCII stays ASCII (the yen sign and overline of JIS X 0201 are not used). */
export function encodeShiftJis(text: string): ShiftJisText {
  const map = encodeTable()
  const out: number[] = []
  const unmappable: string[] = []
  const mark = map.get(UNMAPPABLE_MARK)!
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x80) {
      out.push(code)
      continue
    }
    const bytes = map.get(char)
    if (bytes) out.push(...bytes)
    else {
      out.push(...mark)
      if (!unmappable.includes(char)) unmappable.push(char)
    }
  }
  return { bytes: Uint8Array.from(out), unmappable }
}

/** Bytes a text takes in Shift_JIS: how carriers count field lengths (全角 2, 半角 1). */
export function shiftJisLength(text: string): number {
  const map = encodeTable()
  let length = 0
  for (const char of text) length += char.codePointAt(0)! < 0x80 ? 1 : (map.get(char)?.length ?? 2)
  return length
}

/** The longest start of `text` that fits in `maxBytes` of Shift_JIS (never cutting a character in half). */
export function truncateShiftJis(text: string, maxBytes: number): string {
  let length = 0
  let out = ''
  for (const char of text) {
    const size = shiftJisLength(char)
    if (length + size > maxBytes) break
    length += size
    out += char
  }
  return out
}

export const decodeShiftJis = (bytes: Uint8Array): string => decoder().decode(bytes)

/**
 * A carrier's file as text: UTF-8 when it is valid UTF-8 (with or without a BOM), otherwise Shift_JIS — B2クラウド
 * writes Shift_JIS, spreadsheets often UTF-8. Valid Shift_JIS Japanese is almost never valid UTF-8.
 */
export function decodeCarrierFile(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'shift_jis' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' }
  } catch {
    return { text: decodeShiftJis(bytes), encoding: 'shift_jis' }
  }
}
