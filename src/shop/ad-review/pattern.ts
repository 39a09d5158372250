/**
 * The pattern syntax staff write in a rule (docs/adr/060-advertising-expression-check.md). A pattern is folded
 * like the copy first (normalise.ts: width, katakana → hiragana, spaces dropped), so 「シミ」「しみ」「ｼﾐ」 are one.
 *
 *   シミが消える          plain text
 *   (シミ|しわ|くすみ)     alternatives; nest freely: (目|眼)の(疲れ|かすみ)
 *   肌の?                 「?」 makes the character or group before it optional: 肌の?奥  (肌奥 / 肌の奥)
 *   シミ~消える           a gap of up to 8 characters in the same sentence (never across 。！？ or a line break):
 *   シミ~12消える         …of up to 12 (at most 30). 「〜」 works like 「~」. Not at the start or end.
 *   <治る>                the word with its conjugations: 治る/治ります/治った/治れば/治ろう… (the negated forms
 *                         match too and are then judged by the negation check). The class is read from the
 *                         ending: 〜する サ変 (改善する), 〜い 形容詞 (若い), 〜える/〜いる 一段 (消える, 高める),
 *                         other う/く/ぐ/す/つ/ぬ/ぶ/む/る 五段 (治る, 効く). Override: <見る:一段>, <入る:五段>.
 *                         Kanji/kana variants go inside: <(治|なお)る>, <(痩|や)せる>.
 *   ケア!(※|注)           「!(…)」: only when not followed by one of these (「エイジングケア※」 passes).
 *   <!(日やけによる)シミ   「<!(…)」: only when not right after one of these (the cosmetics' own 「日やけによるシミ・
 *                         そばかすを防ぐ」 passes, 「シミを防ぐ」 does not).
 *   \(                    a literal ( ) | ? ~ < > ! \ (「!」 is literal unless 「(」 follows).
 */

export const DEFAULT_GAP = 8
export const MAX_GAP = 30
export const MAX_PATTERN_LENGTH = 300
/** The most ways a pattern may try to match at one place (a bound on backtracking; the seed's largest is far below). */
export const MAX_COMPLEXITY = 1_000_000

export type PatternNode =
  | { type: 'literal'; text: string; optional: boolean }
  | { type: 'group'; alternatives: PatternNode[][]; optional: boolean }
  | { type: 'conjugation'; stem: PatternNode[]; wordClass: WordClass; ending: string; optional: boolean }
  | { type: 'gap'; max: number; optional: false }
  | { type: 'notFollowedBy'; alternatives: PatternNode[][]; optional: false }
  | { type: 'notPrecededBy'; alternatives: PatternNode[][]; optional: false }

export type WordClass = '五段' | '一段' | 'サ変' | '形容詞'
const WORD_CLASSES: readonly WordClass[] = ['五段', '一段', 'サ変', '形容詞']

/** A pattern that cannot be compiled: the Japanese message names the problem. */
export class PatternError extends Error {}

const GAP_MARKS = new Set(['~', '〜'])
const SENTENCE_END = '。!?\\n'
const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|/]/g

/** 五段 endings: the row the ending conjugates through, plus its 音便. */
const GODAN_ROWS: Record<string, string> = {
  う: 'わいうえおっ',
  く: 'かきくけこい',
  ぐ: 'がぎぐげごい',
  す: 'さしすせそ',
  つ: 'たちつてとっ',
  ぬ: 'なにぬねのん',
  ぶ: 'ばびぶべぼん',
  む: 'まみむめもん',
  る: 'らりるれろっ',
}
const E_OR_I_ROW = new Set([...'えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり'])

function quote(fragment: string): string {
  return `「${fragment}」`
}

class Parser {
  private pos = 0
  constructor(private readonly src: string) {}

  parse(): PatternNode[][] {
    const alternatives = this.alternatives(0, false)
    if (this.pos < this.src.length) {
      throw new PatternError(
        `「)」に対応する「(」がありません（${quote(this.src.slice(0, this.pos + 1))}）。`,
      )
    }
    return alternatives
  }

  private alternatives(depth: number, inConjugation: boolean): PatternNode[][] {
    const out: PatternNode[][] = []
    for (;;) {
      const seq = this.sequence(depth, inConjugation)
      if (seq.length === 0) {
        throw new PatternError(
          `空の選択肢があります（${quote(this.context())} の「|」の前後）。省略できる語は「?」で書いてください。`,
        )
      }
      out.push(seq)
      if (this.src[this.pos] === '|') {
        this.pos++
        continue
      }
      return out
    }
  }

  private context(): string {
    return this.src.slice(Math.max(0, this.pos - 6), this.pos + 6)
  }

  private sequence(depth: number, inConjugation: boolean): PatternNode[] {
    const seq: PatternNode[] = []
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos] as string
      if (ch === ')' && depth === 0) {
        throw new PatternError(
          `「)」に対応する「(」がありません（${quote(this.src.slice(0, this.pos + 1))}）。`,
        )
      }
      if (ch === '>' && !inConjugation) {
        throw new PatternError(
          `「>」に対応する「<」がありません（${quote(this.src.slice(0, this.pos + 1))}）。`,
        )
      }
      if (ch === '|' || ch === ')' || ((ch === '>' || ch === ':') && inConjugation)) break
      if (ch === '!' && this.src[this.pos + 1] === '(') {
        const open = this.pos
        this.pos += 2
        const alternatives = this.alternatives(depth + 1, false)
        if (this.src[this.pos] !== ')') {
          throw new PatternError(`「(」が閉じられていません（${quote(this.src.slice(open, open + 12))}）。`)
        }
        this.pos++
        if (seq.length === 0)
          throw new PatternError('「!(…)」の前に語がありません（「語!(続かない語)」と書きます）。')
        seq.push({ type: 'notFollowedBy', alternatives, optional: false })
        continue
      }
      if (ch === '<' && this.src[this.pos + 1] === '!' && this.src[this.pos + 2] === '(') {
        const open = this.pos
        this.pos += 3
        const alternatives = this.alternatives(depth + 1, false)
        if (this.src[this.pos] !== ')') {
          throw new PatternError(`「(」が閉じられていません（${quote(this.src.slice(open, open + 12))}）。`)
        }
        this.pos++
        seq.push({ type: 'notPrecededBy', alternatives, optional: false })
        continue
      }
      if (ch === '?') {
        const last = seq[seq.length - 1]
        if (!last || last.type === 'gap' || last.type === 'notFollowedBy' || last.type === 'notPrecededBy') {
          throw new PatternError(`「?」の前に省略できる文字や語がありません（${quote(this.context())}）。`)
        }
        if (last.optional) throw new PatternError(`「?」が続いています（${quote(this.context())}）。`)
        this.pos++
        if (last.type === 'literal' && [...last.text].length > 1) {
          // 「?」 applies to the last character only, as in regular expressions.
          const chars = [...last.text]
          const lastChar = chars.pop() as string
          last.text = chars.join('')
          seq.push({ type: 'literal', text: lastChar, optional: true })
        } else {
          last.optional = true
        }
        continue
      }
      if (ch === '(') {
        const open = this.pos
        this.pos++
        const alternatives = this.alternatives(depth + 1, false)
        if (this.src[this.pos] !== ')') {
          throw new PatternError(`「(」が閉じられていません（${quote(this.src.slice(open, open + 12))}）。`)
        }
        this.pos++
        seq.push({ type: 'group', alternatives, optional: false })
        continue
      }
      if (ch === '<') {
        seq.push(this.conjugation(depth))
        continue
      }
      if (GAP_MARKS.has(ch)) {
        this.pos++
        const digits = /^\d+/.exec(this.src.slice(this.pos))?.[0] ?? ''
        this.pos += digits.length
        const max = digits ? Number(digits) : DEFAULT_GAP
        if (max < 1 || max > MAX_GAP) {
          throw new PatternError(`間の文字数「~${digits}」は 1〜${MAX_GAP} 文字で指定してください。`)
        }
        const last = seq[seq.length - 1]
        if (last?.type === 'gap') {
          last.max = Math.min(MAX_GAP + 1, last.max + max)
          if (last.max > MAX_GAP) throw new PatternError(`間の文字数の合計は ${MAX_GAP} 文字までです。`)
        } else {
          seq.push({ type: 'gap', max, optional: false })
        }
        continue
      }
      if (ch === '\\') {
        const next = this.src[this.pos + 1]
        if (next === undefined) throw new PatternError('パターンの末尾の「\\」の後に文字がありません。')
        this.pos += 2
        this.literalChar(seq, next)
        continue
      }
      const code = this.src.codePointAt(this.pos) ?? 0
      const char = String.fromCodePoint(code)
      this.pos += char.length
      this.literalChar(seq, char)
    }
    return seq
  }

  private literalChar(seq: PatternNode[], char: string) {
    const last = seq[seq.length - 1]
    if (last?.type === 'literal' && !last.optional) last.text += char
    else seq.push({ type: 'literal', text: char, optional: false })
  }

  private conjugation(depth: number): PatternNode {
    const open = this.pos
    this.pos++
    if (this.src[this.pos] === '<') throw new PatternError('活用の指定「<…>」は入れ子にできません。')
    const body = this.sequence(depth + 1, true)
    let tag: string | undefined
    if (this.src[this.pos] === ':') {
      const close = this.src.indexOf('>', this.pos)
      tag = this.src.slice(this.pos + 1, close === -1 ? undefined : close)
      this.pos = close === -1 ? this.src.length : close
    }
    if (this.src[this.pos] === '|') {
      throw new PatternError(`活用の指定の中の選択肢は「(…|…)」で囲んでください（例: <(治|なお)る>）。`)
    }
    if (this.src[this.pos] !== '>') {
      throw new PatternError(`「<」が閉じられていません（${quote(this.src.slice(open, open + 12))}）。`)
    }
    this.pos++
    const shown = this.src.slice(open, this.pos)
    if (body.some((n) => n.type === 'conjugation')) {
      throw new PatternError(`活用の指定「<…>」は入れ子にできません（${quote(shown)}）。`)
    }
    if (body.some((n) => n.type === 'gap' || n.type === 'notFollowedBy' || n.type === 'notPrecededBy')) {
      throw new PatternError(`活用の指定の中に「~」は使えません（${quote(shown)}）。`)
    }
    const last = body[body.length - 1]
    if (!last || last.type !== 'literal' || last.optional) {
      throw new PatternError(
        `活用の指定 ${quote(shown)} は終止形（例: <治る>）で、最後は送り仮名にしてください。`,
      )
    }
    let wordClass: WordClass
    let ending: string
    let stemTail: string
    const chars = [...last.text]
    if (tag !== undefined && !WORD_CLASSES.includes(tag as WordClass)) {
      throw new PatternError(`活用の種類 ${quote(tag)} は使えません。五段・一段・サ変・形容詞 のどれかです。`)
    }
    if ((tag === undefined || tag === 'サ変') && last.text.endsWith('する')) {
      wordClass = 'サ変'
      ending = 'する'
      stemTail = last.text.slice(0, -2)
    } else {
      ending = chars.pop() ?? ''
      stemTail = chars.join('')
      const before = stemTail ? ([...stemTail].pop() as string) : ''
      if (tag) wordClass = tag as WordClass
      else if (ending === 'い') wordClass = '形容詞'
      else if (ending === 'る' && E_OR_I_ROW.has(before)) wordClass = '一段'
      else wordClass = '五段'
      const fits =
        (wordClass === '五段' && ending in GODAN_ROWS) ||
        (wordClass === '一段' && ending === 'る') ||
        (wordClass === '形容詞' && ending === 'い')
      if (!fits) {
        throw new PatternError(
          `活用の指定 ${quote(shown)} の最後「${ending}」は${wordClass}の活用語尾ではありません（例: <治る> <改善する> <若い>）。`,
        )
      }
    }
    const stem = body.slice(0, -1)
    if (stemTail) stem.push({ type: 'literal', text: stemTail, optional: false })
    if (stem.length === 0 || canBeEmpty(stem)) {
      throw new PatternError(`活用の指定 ${quote(shown)} に語幹がありません。`)
    }
    return { type: 'conjugation', stem, wordClass, ending, optional: false }
  }
}

/** Parses a folded pattern (top level: alternatives). Throws PatternError with a Japanese message. */
export function parsePattern(folded: string): PatternNode[][] {
  if (folded.length === 0) throw new PatternError('パターンが空です。')
  if (folded.length > MAX_PATTERN_LENGTH) {
    throw new PatternError(`パターンが長すぎます（${folded.length} 文字。${MAX_PATTERN_LENGTH} 文字まで）。`)
  }
  const alternatives = new Parser(folded).parse()
  for (const seq of alternatives) {
    if (seq[0]?.type === 'gap' || seq[seq.length - 1]?.type === 'gap') {
      throw new PatternError('「~」はパターンや選択肢の先頭・末尾には置けません（語と語の間に置きます）。')
    }
    if (canBeEmpty(seq)) {
      throw new PatternError('パターンが空の文字列にも一致します。省略できない語を一つ以上含めてください。')
    }
  }
  if (complexity(alternatives) > MAX_COMPLEXITY) {
    throw new PatternError(
      'パターンの組み合わせが多すぎます（選択肢・「?」・「~」の重なり）。いくつかのルールに分けてください。',
    )
  }
  return alternatives
}

/** How many ways the pattern can be tried at one place: alternatives add, parts in sequence multiply. */
export function complexity(alternatives: readonly PatternNode[][]): number {
  let sum = 0
  for (const seq of alternatives) {
    let product = 1
    for (const node of seq) {
      let factor = 1
      if (node.type === 'gap') factor = node.max + 1
      else if (node.type === 'group' || node.type === 'notFollowedBy' || node.type === 'notPrecededBy')
        factor = complexity(node.alternatives)
      else if (node.type === 'conjugation') factor = complexity([node.stem]) * 2
      if (node.optional) factor += 1
      product = Math.min(product * factor, Number.MAX_SAFE_INTEGER)
    }
    sum = Math.min(sum + product, Number.MAX_SAFE_INTEGER)
  }
  return sum
}

export function canBeEmpty(seq: readonly PatternNode[]): boolean {
  return seq.every((node) => {
    if (
      node.optional ||
      node.type === 'gap' ||
      node.type === 'notFollowedBy' ||
      node.type === 'notPrecededBy'
    )
      return true
    if (node.type === 'literal') return node.text.length === 0
    if (node.type === 'group') return node.alternatives.some(canBeEmpty)
    return false
  })
}

function escapeLiteral(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&')
}

function endingSource(node: Extract<PatternNode, { type: 'conjugation' }>): string {
  switch (node.wordClass) {
    case '五段':
      return `[${GODAN_ROWS[node.ending] ?? node.ending}]`
    case '一段':
      // The bare stem is the 連用形 (消え、…) and the base of every form; the next character shows it is the verb.
      return `(?=[るれろよまたてなずぬんさらそ、,${SENTENCE_END}]|$)`
    case 'サ変':
      return '(?=す|し|さ|せ|でき)'
    case '形容詞':
      return '(?:い|く|かっ|けれ|さ|そう|すぎ|き|げ)'
  }
}

function sequenceSource(seq: readonly PatternNode[]): string {
  return seq
    .map((node) => {
      let source: string
      if (node.type === 'literal') source = escapeLiteral(node.text)
      else if (node.type === 'gap') return `[^${SENTENCE_END}]{0,${node.max}}?`
      else if (node.type === 'notFollowedBy') return `(?!${node.alternatives.map(sequenceSource).join('|')})`
      else if (node.type === 'notPrecededBy') return `(?<!${node.alternatives.map(sequenceSource).join('|')})`
      else if (node.type === 'group') source = node.alternatives.map(sequenceSource).join('|')
      else source = sequenceSource(node.stem) + endingSource(node)
      if (node.optional) return `(?:${source})?`
      return node.type === 'literal' && !node.optional ? source : `(?:${source})`
    })
    .join('')
}

/** The regular-expression source over folded text. */
export function patternSource(alternatives: readonly PatternNode[][]): string {
  return alternatives.map(sequenceSource).join('|')
}

/**
 * Literal strings at least one of which every match contains (the prefilter's anchors), or undefined when the
 * pattern has none that is required.
 */
export function patternAnchors(alternatives: readonly PatternNode[][]): string[] | undefined {
  const all: string[] = []
  for (const seq of alternatives) {
    const anchors = sequenceAnchors(seq)
    if (!anchors) return undefined
    all.push(...anchors)
  }
  return [...new Set(all)]
}

function sequenceAnchors(seq: readonly PatternNode[]): string[] | undefined {
  let best: string[] | undefined
  let bestScore = -1
  for (const node of seq) {
    if (
      node.optional ||
      node.type === 'gap' ||
      node.type === 'notFollowedBy' ||
      node.type === 'notPrecededBy'
    )
      continue
    let anchors: string[] | undefined
    if (node.type === 'literal') anchors = [node.text]
    else if (node.type === 'group') anchors = patternAnchors(node.alternatives)
    else anchors = sequenceAnchors(node.stem)
    if (!anchors || anchors.length === 0) continue
    // Prefer fewer, longer anchors: each costs a look-up and a short one matches more texts.
    const shortest = Math.min(...anchors.map((a) => a.length))
    const score = Math.min(shortest, 3) * 100 - anchors.length
    if (score > bestScore) {
      best = anchors
      bestScore = score
    }
  }
  return best
}
