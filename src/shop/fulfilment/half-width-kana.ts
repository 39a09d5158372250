/**
 * Full-width katakana → half-width (ｶﾅ), as carrier label fields ask for the addressee's reading (B2クラウド
 * 「お届け先名（ｶﾅ）」 is 半角 only). Hiragana is read as katakana first; anything else passes through NFKC's
 * narrow forms (全角英数 → 半角) and a full-width space becomes a half-width one.
 */
const BASE =
  'ァアィイゥウェエォオカキクケコサシスセソタチッツテトナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロワヲンー・'
const HALF = 'ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜｦﾝｰ･'
const VOICED = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボ'
const VOICED_BASE = 'カキクケコサシスセソタチツテトハヒフヘホ'
const SEMI = 'パピプペポ'
const SEMI_BASE = 'ハヒフヘホ'

const map = new Map<string, string>()
for (let i = 0; i < BASE.length; i++) map.set(BASE[i]!, HALF[i]!)
for (let i = 0; i < VOICED.length; i++) map.set(VOICED[i]!, map.get(VOICED_BASE[i]!)! + 'ﾞ')
for (let i = 0; i < SEMI.length; i++) map.set(SEMI[i]!, map.get(SEMI_BASE[i]!)! + 'ﾟ')
map.set('ヴ', 'ｳﾞ')
map.set('ヮ', 'ﾜ')
map.set('ヰ', 'ｲ')
map.set('ヱ', 'ｴ')
map.set('ヵ', 'ｶ')
map.set('ヶ', 'ｹ')
map.set('　', ' ')

const toKatakana = (ch: string) => {
  const code = ch.codePointAt(0)!
  return code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : ch
}

export function toHalfWidthKana(text: string): string {
  let out = ''
  for (const raw of text) {
    const ch = toKatakana(raw)
    out += map.get(ch) ?? (/[！-～]/.test(ch) ? ch.normalize('NFKC') : ch)
  }
  return out
}
