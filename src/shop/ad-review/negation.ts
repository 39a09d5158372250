/**
 * Is a matched phrase negated (「治りません」「治るものではありません」「治るとは言えません」) or quoted as a prohibited
 * expression (「『治る』という表現は使えません」)? Judged on the folded text (hiragana, no spaces) right after the
 * match, within its sentence. A double negation (「治らないわけではない」) is an assertion and is not negated.
 * Only rules with `negatable` consult this (docs/adr/060-advertising-expression-check.md).
 */

const SENTENCE_END = /[。!?\n]/
const WINDOW = 24

/** The verb's own negation straight after the match: 治ら|ない, 消え|ません, 改善|しない, 治せ|ず. */
const DIRECT =
  /^(?:[」』”"])?(?:られ|させ|でき|れ|せ|し|さ|え)?(?:ない|なく|なかっ|なけれ|ません|ず|ぬ|ん(?![でだじ]))/
/** After a direct negation: 「ないわけではない」「ないことはない」 assert again. */
const DOUBLE =
  /^(?:い|く|かった)?(?:わけ|訳|こと|はず)(?:で|じゃ)?(?:は|も|が)?(?:ない|ありません|ございません|なく)/

const PHRASE: readonly RegExp[] = [
  // 〜ものではありません / 〜わけではない / 〜のではなく; not 〜のではないでしょうか (a suggestion is a claim)
  /^(?:[」』”"])?[ぁ-ゖ、,]{0,5}?(?:という|といった|ような|ほど|なんて)?(?:もの|物|わけ|訳|こと|事|の|ん)(?:で|じゃ)(?:は|も)?(?:ありません|ございません|ない|なく|なかっ)(?!か|でしょう|だろう)/,
  // 〜とは言えません / 〜とは限りません / 〜と断言できません
  /^(?:[」』”"])?[ぁ-ゖ、,]{0,5}?(?:と|とは|とも|って|などと)(?:言え|いえ|言い切れ|いいきれ|限り|かぎり|断言でき|申せ|申し上げられ|書け|謳え|うたえ|表示でき|表現でき|記載でき)(?:ません|ない|ず)/,
  // 〜ことはありません / 〜ことはない
  /^(?:[」』”"])?[ぁ-ゖ、,]{0,5}?(?:こと|事)(?:は|も)(?:ありません|ございません|ない)/,
  // 〜と表示することはできません / 〜と謳うことは禁止されています
  /^(?:[」』”"])?[ぁ-ゖ、,]{0,5}?(?:と|とは|などと|等と)(?:表示|表現|記載|宣伝|広告|説明|標榜|うた|謳|言|い)[^。!?\n]{0,12}?(?:できません|できない|いけません|いけない|なりません|禁止|ng|違反|認められ)/,
  // 〜効果は期待できません / 〜を保証するものではありません is caught above; 保証・約束の否定
  /^(?:[」』”"])?[ぁ-ゖ、,]{0,5}?(?:効果|作用|効能)?(?:は|を|が)?(?:期待でき|保証し|保証でき|お約束でき|約束し|約束でき)(?:ません|ない)/,
]

const OPEN_QUOTES = '「『“"'
const CLOSE_QUOTES = '」』”"'
/** What follows a quoted phrase when the copy is talking about the expression, not making the claim. */
const ABOUT_EXPRESSION =
  /^(?:など|等|といった|という|のような|のように|と(?:は|も|いう|いった)?)?[^。!?\n]{0,16}?(?:表現|表示|言葉|文言|記載|言い回し|うたい|謳い|うたう|謳う|使え|使用|書け|言え|禁止|ng|違反|避け|控え|認められ|不適切)/

function sentenceTail(text: string, from: number): string {
  const slice = text.slice(from, from + WINDOW)
  const end = slice.search(SENTENCE_END)
  return end === -1 ? slice : slice.slice(0, end)
}

/** true when the phrase at [from, to) of the folded text is negated or quoted as a prohibited expression. */
export function isNegatedOrQuoted(text: string, from: number, to: number): boolean {
  const tail = sentenceTail(text, to)
  const direct = DIRECT.exec(tail)
  if (direct) return !DOUBLE.test(tail.slice(direct[0].length))
  if (PHRASE.some((re) => re.test(tail))) return true
  return isQuotedProhibition(text, from, to)
}

function isQuotedProhibition(text: string, from: number, to: number): boolean {
  // The nearest opening quote before the phrase, in the same sentence and not closed before it.
  let open = -1
  for (let i = from - 1; i >= Math.max(0, from - WINDOW); i--) {
    const ch = text[i] as string
    if (SENTENCE_END.test(ch)) break
    if (CLOSE_QUOTES.includes(ch) && ch !== '"') break
    if (OPEN_QUOTES.includes(ch)) {
      open = i
      break
    }
  }
  if (open === -1) return false
  let close = -1
  for (let i = to; i < Math.min(text.length, to + WINDOW); i++) {
    const ch = text[i] as string
    if (SENTENCE_END.test(ch)) break
    if (CLOSE_QUOTES.includes(ch)) {
      close = i
      break
    }
  }
  if (close === -1) return false
  return ABOUT_EXPRESSION.test(sentenceTail(text, close + 1))
}
