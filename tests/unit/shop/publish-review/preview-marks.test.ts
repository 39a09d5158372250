import { describe, expect, it } from 'vitest'

import { checkCopy, compileRuleSet, SEED_RULES, type Finding } from '@/shop/ad-review'
import { marksOf, splitByMarks } from '@/shop/publish-review/preview-marks'

const ruleSet = compileRuleSet(SEED_RULES).ruleSet
const findingsIn = (text: string): Finding[] =>
  checkCopy([{ field: 'body', text }], { productKinds: ['food'] }, ruleSet)

const finding = (phrase: string, severity: 'ng' | 'review', ruleCode = 'X'): Finding => ({
  ruleCode,
  severity,
  severityLabel: severity === 'ng' ? 'NG' : '要確認',
  law: 'pmdAct',
  lawLabel: '薬機法',
  kind: 'medicinalEfficacy',
  kindLabel: '医薬品的効能効果',
  field: 'body',
  start: 0,
  end: phrase.length,
  phrase,
  before: '',
  after: '',
  reason: `${phrase}の理由`,
  suggestion: `${phrase}の言い換え`,
})

describe('marksOf', () => {
  it('marks what the check found in real copy, with its label, reason and rewrite', () => {
    const marks = marksOf(findingsIn('このサプリで膝の痛みが治ります。'))
    expect(marks.length).toBeGreaterThan(0)
    const cure = marks.find((m) => m.phrase.includes('治'))!
    expect(cure.severity).toBe('ng')
    expect(cure.label).toBe('NG｜薬機法（医薬品医療機器等法）：医薬品的効能効果')
    expect(cure.reason).not.toBe('')
    expect(cure.suggestion).not.toBe('')
  })

  it('keeps one mark per phrase, NG over 要確認, longest phrase first', () => {
    const marks = marksOf([
      finding('最高', 'review'),
      finding('最高', 'ng', 'Y'),
      finding('痛みが治る', 'ng'),
    ])
    expect(marks.map((m) => [m.phrase, m.severity])).toEqual([
      ['痛みが治る', 'ng'],
      ['最高', 'ng'],
    ])
  })

  it('has no marks for copy with no finding', () => {
    expect(marksOf(findingsIn('毎日の食事に、ごまの恵みをひと粒。'))).toEqual([])
  })
})

describe('splitByMarks', () => {
  const marks = marksOf([finding('治る', 'ng'), finding('痛みが治る', 'ng'), finding('今だけ', 'review')])

  it('cuts the text into plain and marked pieces that join back to the text', () => {
    const text = '今だけ、膝の痛みが治るサプリ。治ると評判。'
    const pieces = splitByMarks(text, marks)
    expect(pieces.map((p) => p.text).join('')).toBe(text)
    expect(pieces.map((p) => [p.text, p.mark?.phrase ?? null])).toEqual([
      ['今だけ', '今だけ'],
      ['、膝の', null],
      ['痛みが治る', '痛みが治る'],
      ['サプリ。', null],
      ['治る', '治る'],
      ['と評判。', null],
    ])
  })

  it('gives the text whole when nothing is marked', () => {
    expect(splitByMarks('ごまの恵み', marks)).toEqual([{ text: 'ごまの恵み' }])
    expect(splitByMarks('ごまの恵み', [])).toEqual([{ text: 'ごまの恵み' }])
    expect(splitByMarks('', marks)).toEqual([{ text: '' }])
  })
})
