import { describe, expect, it } from 'vitest'

import { type AdRule, compileRule, compileRuleSet } from '@/shop/ad-review'

const base: AdRule = {
  code: 'T-001',
  pattern: 'シミ~消える',
  law: 'pmdAct',
  kind: 'beyondCosmeticRange',
  severity: 'ng',
  reason: '理由',
  suggestion: '言い換え',
  appliesTo: ['cosmetic'],
  negatable: true,
}

function patternError(pattern: string): string {
  const result = compileRule({ ...base, pattern })
  if (result.ok) throw new Error(`compiled: ${pattern}`)
  const error = result.errors.find((e) => e.field === 'pattern')
  if (!error) throw new Error(`no pattern error: ${pattern}`)
  return error.message
}

describe('compiling a rule', () => {
  it('compiles a valid rule', () => {
    const result = compileRule(base)
    expect(result.ok).toBe(true)
  })

  it('names unbalanced brackets', () => {
    expect(patternError('(シミ|しわ消える')).toMatch(/「\(」が閉じられていません/)
    expect(patternError('シミ)消える')).toMatch(/「\)」に対応する「\(」がありません/)
    expect(patternError('<治る')).toMatch(/「<」が閉じられていません/)
    expect(patternError('治る>')).toMatch(/「>」に対応する「<」がありません/)
    expect(patternError('<!(日やけによる')).toMatch(/「\(」が閉じられていません/)
    expect(patternError('<!(日やけ)')).toMatch(/空の文字列/)
    expect(patternError('<!(日やけ)?シミ')).toMatch(/「\?」の前に省略できる/)
  })

  it('refuses an empty alternative and a pattern that matches the empty string', () => {
    expect(patternError('(シミ||しわ)')).toMatch(/空の選択肢/)
    expect(patternError('(|シミ)')).toMatch(/空の選択肢/)
    expect(patternError('(シミ)?')).toMatch(/空の文字列にも一致/)
    expect(patternError('')).toMatch(/パターンが空/)
    expect(patternError('　 ')).toMatch(/パターンが空/)
  })

  it('refuses a gap that is too long, misplaced or summed over the limit', () => {
    expect(patternError('シミ~31消える')).toMatch(/1〜30 文字/)
    expect(patternError('シミ~0消える')).toMatch(/1〜30 文字/)
    expect(patternError('~シミ')).toMatch(/先頭・末尾/)
    expect(patternError('シミ~')).toMatch(/先頭・末尾/)
    expect(patternError('シミ~20~20消える')).toMatch(/合計は 30 文字まで/)
  })

  it('refuses a conjugation it cannot read', () => {
    expect(patternError('<治療>')).toMatch(/活用語尾ではありません/)
    expect(patternError('<る>')).toMatch(/語幹がありません/)
    expect(patternError('<治る:未然>')).toMatch(/活用の種類/)
    expect(patternError('<治る|なおる>')).toMatch(/「\(…\|…\)」で囲んで/)
    expect(patternError('<シミ~消える>')).toMatch(/「~」は使えません/)
  })

  it('refuses a misplaced 「?」 and a pattern that is too long', () => {
    expect(patternError('?シミ')).toMatch(/「\?」の前に/)
    expect(patternError('シミ??')).toMatch(/「\?」が続いています/)
    expect(patternError('あ'.repeat(301))).toMatch(/長すぎます/)
  })

  it('refuses a pattern with too many ways to match at one place (a bound on backtracking)', () => {
    expect(patternError('(あ|ああ)'.repeat(25) + 'い')).toMatch(/組み合わせが多すぎます/)
    expect(compileRule({ ...base, pattern: '(膝|ひざ|腰)の?~4(痛み|痛)~8(<治る>|<消える>|改善)' }).ok).toBe(
      true,
    )
  })

  it('refuses unknown product kinds, laws, kinds and a kind under another law, by field', () => {
    const result = compileRule({
      ...base,
      appliesTo: ['cosmetic', 'pets' as never],
      severity: 'maybe' as never,
      law: 'premiumsAct',
      reason: ' ',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const byField = Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
    expect(byField.appliesTo).toBe('商品種別「pets」はありません。')
    expect(byField.severity).toMatch(/NG か 要確認/)
    expect(byField.kind).toMatch(/「化粧品の効能範囲外」は薬機法/)
    expect(byField.reason).toBe('理由を入力してください。')
    expect(compileRule({ ...base, law: 'foo' as never }).ok).toBe(false)
    expect(compileRule({ ...base, appliesTo: [] }).ok).toBe(false)
  })

  it('never throws on a malformed row', () => {
    expect(compileRule(null as never).ok).toBe(false)
    expect(compileRule({} as never).ok).toBe(false)
    expect(compileRule({ ...base, pattern: 42 as never }).ok).toBe(false)
  })
})

describe('compiling a rule set', () => {
  it('leaves out failing and inactive rules, reports failures and duplicate codes', () => {
    const { ruleSet, errors } = compileRuleSet([
      base,
      { ...base, code: 'T-002', pattern: '(シミ' },
      { ...base, code: 'T-001', pattern: 'しわ' },
      { ...base, code: 'T-003', pattern: 'くすみ', active: false },
    ])
    expect(ruleSet.rules.map((r) => r.rule.code)).toEqual(['T-001'])
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ['T-002', 'pattern'],
      ['T-001', 'code'],
    ])
    expect(errors[1]?.message).toBe('コード「T-001」は別のルールで使われています。')
  })
})
