import { describe, expect, it } from 'vitest'

import { type AdRule, type CopyContext, SEED_RULES, checkCopy, compileRuleSet } from '@/shop/ad-review'

function rule(code: string, pattern: string, extra: Partial<AdRule> = {}): AdRule {
  return {
    code,
    pattern,
    law: 'pmdAct',
    kind: 'medicinalEfficacy',
    severity: 'ng',
    reason: '医薬品的効能効果です。',
    suggestion: '健康維持の表現にしてください。',
    appliesTo: ['all'],
    negatable: true,
    ...extra,
  }
}

const { ruleSet: cure } = compileRuleSet([rule('CURE', '<(治|なお)る>')])
const { ruleSet: seed } = compileRuleSet(SEED_RULES)
const food: CopyContext = { productKinds: ['food'] }

function phrases(text: string, ruleSet = cure, context: CopyContext = food): string[] {
  return checkCopy([{ field: 'body', text }], context, ruleSet).map((f) => f.phrase)
}

describe('checkCopy: conjugations and variants', () => {
  it('finds 治る in its forms and in kana', () => {
    for (const text of [
      '膝が治る',
      '膝が治ります',
      '膝が治った',
      '膝がなおる',
      '膝がナオリます',
      '膝が治れば',
    ]) {
      expect(phrases(text), text).toHaveLength(1)
    }
    expect(phrases('治療を受ける')).toEqual([])
  })

  it('reads 一段, サ変 and 形容詞 conjugations', () => {
    const { ruleSet } = compileRuleSet([
      rule('ICHI', 'シミ~<消える>'),
      rule('SAHEN', '便秘~<改善する>'),
      rule('ADJ', '肌が<若い>'),
    ])
    expect(phrases('シミが消えます', ruleSet)).toEqual(['シミが消え'])
    expect(phrases('シミが消えた。', ruleSet)).toEqual(['シミが消え'])
    expect(phrases('シミが消え、透明感', ruleSet)).toEqual(['シミが消え'])
    expect(phrases('シミが消しゴム', ruleSet)).toEqual([])
    expect(phrases('便秘を改善します', ruleSet)).toEqual(['便秘を改善'])
    expect(phrases('便秘が改善できる', ruleSet)).toEqual(['便秘が改善'])
    expect(phrases('肌が若くなる', ruleSet)).toEqual(['肌が若く'])
  })

  it('finds words in between within a sentence, never across it', () => {
    const { ruleSet } = compileRuleSet([rule('GAP', 'シミ~<消える>')])
    expect(phrases('シミがみるみる消える', ruleSet)).toEqual(['シミがみるみる消え'])
    expect(phrases('シミ。そして汚れが消える', ruleSet)).toEqual([])
    expect(phrases('シミについて書かれた長い長い説明のあとで消える', ruleSet)).toEqual([])
  })

  it('「X!(…)」 and 「<!(…)X」: not followed by / not right after, in folded text', () => {
    const { ruleSet } = compileRuleSet([
      rule('PREVENT', '<!((日やけ|日焼け|ひやけ)による((シミ|しみ)・)?)(シミ|そばかす)~6<防ぐ>'),
      rule('WORKS', '<効く>!(た部屋)'),
    ])
    expect(phrases('日やけによるシミ・そばかすを防ぐ', ruleSet)).toEqual([])
    expect(phrases('日焼けによるシミを防ぎます', ruleSet)).toEqual([])
    expect(phrases('ヒヤケによるｼﾐを防ぐ', ruleSet)).toEqual([])
    expect(phrases('シミ・そばかすを防ぐ', ruleSet)).toEqual(['シミ・そばかすを防ぐ'])
    expect(phrases('紫外線によるシミを防ぐ', ruleSet)).toEqual(['シミを防ぐ'])
    expect(phrases('エアコンの効いた部屋で', ruleSet)).toEqual([])
    expect(phrases('よく効いたサプリ', ruleSet)).toEqual(['効い'])
  })

  it('folds width and kana, and the highlight is the original text', () => {
    const text = '😀ｼﾐが　ミルミル消える！'
    const [finding] = checkCopy([{ field: 'catch', text }], { productKinds: ['cosmetic'] }, seed)
    expect(finding?.ruleCode).toBe('COS-001')
    expect(finding && text.slice(finding.start, finding.end)).toBe(finding?.phrase)
    expect(finding?.phrase).toBe('ｼﾐが　ミルミル消え')
    expect(finding?.before).toBe('😀')
    expect(finding?.after).toBe('る！')
    expect(finding?.field).toBe('catch')
  })
})

describe('checkCopy: negation and quoted prohibition', () => {
  it('does not flag a negated claim', () => {
    for (const text of [
      '膝が治るものではありません',
      '治らない',
      '治りません',
      '治るとは言えません',
      '治るとは限りません',
      '治ることはありません',
      '「治る」と表示することはできません',
      '治る、ということはありません',
    ]) {
      expect(phrases(text), text).toEqual([])
    }
  })

  it('does not flag a quoted prohibited expression', () => {
    expect(phrases('『治る』という表現は使えません')).toEqual([])
    expect(phrases('「膝が治る」などの言葉は広告に書けません')).toEqual([])
  })

  it('flags a double negation, a suggestion and a testimonial in quotes', () => {
    expect(phrases('治らないわけではありません')).toHaveLength(1)
    expect(phrases('膝が治るのではないでしょうか')).toHaveLength(1)
    expect(phrases('「膝が治った！」と喜びの声')).toHaveLength(1)
  })

  it('keeps a negation from reaching a second, asserted occurrence', () => {
    expect(phrases('治らないと諦めていた膝が治りました')).toEqual(['治り'])
  })

  it('flags negated phrases when the rule says a negation does not excuse it', () => {
    expect(phrases('副作用がありません', seed)).toEqual([])
    expect(phrases('副作用がない', seed)).toEqual(['副作用がない'])
  })
})

describe('checkCopy: product context', () => {
  it('lets a cosmetic say 肌にうるおいを与える, but not a food', () => {
    expect(phrases('肌にうるおいを与えます', seed, { productKinds: ['cosmetic'] })).toEqual([])
    expect(phrases('肌にうるおいを与えます', seed, { productKinds: ['food'] })).toEqual(['肌にうるおい'])
  })

  it('lets a 医薬部外品 state its approved efficacy, but not a cosmetic', () => {
    const text = 'メラニンの生成を抑え、シミ・そばかすを防ぎます'
    expect(phrases(text, seed, { productKinds: ['quasiDrug'] })).toEqual([])
    expect(phrases(text, seed, { productKinds: ['cosmetic'] }).length).toBeGreaterThan(0)
  })

  it('applies every rule when the copy is about no product, and the union for several kinds', () => {
    expect(phrases('肌にうるおいを与えます', seed, { productKinds: [] })).toEqual(['肌にうるおい'])
    expect(phrases('肌にうるおいを与えます', seed, { productKinds: ['cosmetic', 'food'] })).toEqual([
      '肌にうるおい',
    ])
  })

  it('lets a 機能性表示食品 state its 届出表示 and nothing beyond it', () => {
    const claim =
      '本品にはGABAが含まれます。GABAには、血圧が高めの方の血圧を下げる機能があることが報告されています。'
    const gaba: CopyContext = { productKinds: ['functional'], notifiedClaims: [claim] }
    expect(phrases('GABAが血圧が高めの方の血圧を下げます', seed, gaba)).toEqual([])
    expect(phrases('GABAで血糖値を下げます', seed, gaba)).toEqual(['血糖値を下げ'])
    expect(phrases('GABAで血圧を下げます', seed, { productKinds: ['functional'] })).toEqual(['血圧を下げ'])
    expect(
      phrases('GABAで血圧を下げます', seed, { productKinds: ['food'], notifiedClaims: [claim] }),
    ).toEqual(['血圧を下げ'])
  })

  it('never lets a 届出表示 license a cure', () => {
    const claim = '膝関節の違和感を緩和する機能があることが報告されています。'
    const knee: CopyContext = { productKinds: ['functional'], notifiedClaims: [claim] }
    expect(phrases('膝関節の違和感を緩和します', seed, knee)).toEqual([])
    expect(phrases('膝の痛みが治ります', seed, knee)).toEqual(['膝の痛みが治り'])
  })
})

describe('checkCopy: findings', () => {
  it('carries the rule, labels, reason and suggestion, and leaves out a finding nested in another of its kind', () => {
    const [finding, ...rest] = checkCopy(
      [{ field: 'body', text: 'このサプリで膝の痛みが治ります。' }],
      food,
      seed,
    )
    expect(rest).toEqual([])
    expect(finding).toMatchObject({
      ruleCode: 'MED-014',
      severity: 'ng',
      severityLabel: 'NG',
      law: 'pmdAct',
      lawLabel: '薬機法（医薬品医療機器等法）',
      kind: 'medicinalEfficacy',
      kindLabel: '医薬品的効能効果',
      field: 'body',
      phrase: '膝の痛みが治り',
      before: 'このサプリで',
      after: 'ます。',
    })
    expect(finding?.reason).toMatch(/医薬品的効能効果/)
    expect(finding?.suggestion.length).toBeGreaterThan(0)
  })

  it('keeps findings of different laws on the same phrase', () => {
    const kinds = checkCopy([{ field: 'body', text: '飲むだけで必ず痩せる' }], food, seed).map((f) => f.kind)
    expect(kinds).toContain('exaggeration')
    expect(kinds).toContain('superiorityMisleading')
  })

  it('checks each segment with its own field and offsets', () => {
    const findings = checkCopy(
      [
        { field: 'title', text: '新発売' },
        { field: 'body', text: 'ひざが治る。膝が治る。' },
      ],
      food,
      cure,
    )
    expect(findings.map((f) => [f.field, f.start, f.end])).toEqual([
      ['body', 3, 5],
      ['body', 8, 10],
    ])
  })
})

describe('checkCopy: bad and extreme input', () => {
  it('gives no finding for empty input and never throws on malformed input', () => {
    expect(checkCopy([], food, seed)).toEqual([])
    expect(checkCopy([{ field: 'body', text: '' }], food, seed)).toEqual([])
    expect(checkCopy(null as never, food, seed)).toEqual([])
    expect(checkCopy([{ field: 'body', text: 42 } as never, null as never], food, seed)).toEqual([])
    expect(checkCopy([{ field: 'body', text: '治る' }], {} as never, cure)).toHaveLength(1)
    expect(
      checkCopy([{ field: 'body', text: '治る' }], { productKinds: ['pets' as never] }, cure),
    ).toHaveLength(1)
  })

  it('handles control characters and emoji, with offsets right around surrogate pairs', () => {
    const text = '\u0000👍🏻\u0007膝が\u200b治る🎉\u001f'
    const [finding] = checkCopy([{ field: 'body', text }], food, cure)
    expect(finding?.phrase).toBe('治る')
    expect(finding && text.slice(finding.start, finding.end)).toBe('治る')
    expect(finding?.after).toBe('🎉\u001f')
  })

  it('never splits a surrogate pair in the context window', () => {
    const text = '😀'.repeat(30) + '治る' + '😀'.repeat(30)
    const [finding] = checkCopy([{ field: 'body', text }], food, cure)
    expect(finding?.before).toBe('😀'.repeat(10))
    expect(finding?.after).toBe('😀'.repeat(10))
  })

  it('checks a 200,000-character text and finds what is in it', () => {
    const filler = 'ゴマ由来のセサミンを配合した、毎日の健康維持にお役立ていただけるサプリメントです。'
    let text = ''
    while (text.length < 200_000) text += filler
    text = text.slice(0, 199_990) + '膝の痛みが治る'
    const findings = checkCopy([{ field: 'body', text }], food, seed)
    expect(findings.map((f) => f.ruleCode)).toEqual(['MED-014'])
    expect(findings[0]?.start).toBe(199_990)
  })
})
