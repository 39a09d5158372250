/**
 * npm run bench:expressions — the advertising check (issue 27 "Speed and bad input",
 * docs/adr/060-advertising-expression-check.md): checkCopy on a 5,000-character column
 *
 * - against the seeded rule set (target ≤ 20 ms median),
 * - against a generated set of 10,000 rules (target ≤ 200 ms median),
 *
 * each next to a baseline measured in the same run on the same text: a plain String.includes scan of one literal
 * word per rule (the least any matcher must do). Also the compile time of each rule set and a 200,000-character
 * text. No timing assertion anywhere: it prints figures next to targets, and exits 2 when a target is missed.
 * Options: BENCH_RUNS (default 200), BENCH_RULES (default 10000).
 */
import { type AdRule, SEED_RULES, checkCopy, compileRuleSet } from '../src/shop/ad-review'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const GENERATED = Number(process.env.BENCH_RULES ?? 10_000)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

function time(run: () => unknown, runs = RUNS): number {
  for (let i = 0; i < Math.min(20, runs); i++) run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  return median(times)
}

/** A column as staff write one: mostly compliant copy, a few claims, headings, an emoji, mixed widths. */
const SENTENCES = [
  '寒くなると、体を動かすのがおっくうになりがちです。',
  'ゴマ由来のセサミンを1日分で10mg配合しています。',
  '青魚に多く含まれるDHA・EPAを、手軽に摂れるソフトカプセルにしました。',
  '１日２粒を目安に、水またはぬるま湯でお召し上がりください。',
  '食生活は、主食、主菜、副菜を基本に、食事のバランスを。',
  '階段の上り下りが気になる方に、グルコサミンとコンドロイチンを。',
  'このサプリで膝の痛みが治ります。',
  'シミがみるみる消える美容液、という広告には注意しましょう。',
  '国内のGMP認定工場で、一粒ずつ品質を確かめて製造しています。',
  '乾燥しがちな季節は、化粧水で肌にうるおいを与え、キメを整えます。',
  '今だけ半額のキャンペーンは11月30日までです。🎉',
  '治療中の方、妊娠・授乳中の方は、医師にご相談ください。',
  'ﾌﾞﾙｰﾍﾞﾘｰ由来のアントシアニンを1粒に20mg配合しました。',
  '毎日続けやすい、小さめの粒です。',
]

function column(length: number): string {
  let text = '## 冬の健康習慣\n'
  for (let i = 0; text.length < length; i++) {
    text += SENTENCES[i % SENTENCES.length]
    if (i % 5 === 4) text += '\n'
  }
  return text.slice(0, length)
}

/** 10,000 rules of the shapes staff write: words, alternatives, gaps, conjugations, in the seed's kinds. */
function generatedRules(count: number): AdRule[] {
  const nouns = [
    '膝',
    '関節',
    '軟骨',
    '肌',
    'シミ',
    'シワ',
    '毛穴',
    '目',
    '視力',
    '血圧',
    '血糖値',
    '脂肪',
    '代謝',
    '細胞',
    '睡眠',
    '記憶',
    '腸',
    '便通',
    '髪',
    '頭皮',
    '免疫',
    '血流',
    '疲れ',
    'むくみ',
    '骨',
    '筋肉',
    '肝臓',
    'くすみ',
  ]
  const verbs = [
    '<治る>',
    '<消える>',
    '<なくなる>',
    '<改善する>',
    '<高める>',
    '<下げる>',
    '<若返る>',
    '<増える>',
    '<効く>',
    '<防ぐ>',
    '<整える>',
    '<取れる>',
    '<伸びる>',
    '<燃える>',
    '<戻る>',
    '<守る>',
  ]
  const words = ['最高', '業界初', '今だけ', '完全', '必ず', '劇的', '奇跡', '医師', '推薦', '限定']
  const kinds = ['medicinalEfficacy', 'bodyFunction', 'beyondCosmeticRange', 'superiorityMisleading'] as const
  const rules: AdRule[] = []
  for (let i = 0; rules.length < count; i++) {
    const noun = nouns[i % nouns.length] as string
    const verb = verbs[Math.floor(i / nouns.length) % verbs.length] as string
    const word = words[i % words.length] as string
    const gap = 4 + (i % 12)
    const shape = i % 4
    const pattern =
      shape === 0
        ? `${noun}~${gap}${verb}`
        : shape === 1
          ? `(${noun}|${nouns[(i + 7) % nouns.length]})の?~${gap}${verb}`
          : shape === 2
            ? `${word}の?${noun}${i % 97}`
            : `${noun}${String.fromCharCode(0x3042 + (i % 80))}~${gap}(${verb}|${word})`
    const kind = kinds[i % kinds.length] as (typeof kinds)[number]
    rules.push({
      code: `GEN-${i}`,
      pattern,
      law: kind === 'superiorityMisleading' ? 'premiumsAct' : 'pmdAct',
      kind,
      severity: i % 3 === 0 ? 'review' : 'ng',
      reason: '生成したルールです。',
      suggestion: '言い換えてください。',
      appliesTo: ['all'],
      negatable: i % 5 !== 0,
    })
  }
  return rules
}

/** One literal word per rule, for the baseline scan. */
function literalOf(rule: AdRule): string {
  return (
    (rule.pattern.match(/[^()|?~<>!\\\d:]+/g) ?? [rule.pattern]).sort((a, b) => b.length - a.length)[0] ?? ''
  )
}

const text = column(5_000)
const segments = [{ field: 'body', text }]
const context = { productKinds: ['food' as const, 'cosmetic' as const] }

let start = performance.now()
const seeded = compileRuleSet(SEED_RULES)
const seededCompileMs = performance.now() - start
const generatedSource = generatedRules(GENERATED)
start = performance.now()
const generated = compileRuleSet(generatedSource)
const generatedCompileMs = performance.now() - start
if (seeded.errors.length > 0 || generated.errors.length > 0) {
  console.error('rules that did not compile:', [...seeded.errors, ...generated.errors].slice(0, 5))
  process.exit(1)
}

const rows: {
  label: string
  rules: number
  ms: number
  target: number
  baselineMs: number
  findings: number
}[] = []
for (const [label, set, source, target] of [
  ['seeded rule set', seeded.ruleSet, SEED_RULES, 20],
  ['generated rule set', generated.ruleSet, generatedSource, 200],
] as const) {
  const literals = source.map(literalOf)
  const baselineMs = time(() => {
    let hits = 0
    for (const literal of literals) if (text.includes(literal)) hits++
    return hits
  })
  const ms = time(() => checkCopy(segments, context, set))
  rows.push({
    label,
    rules: set.rules.length,
    ms,
    target,
    baselineMs,
    findings: checkCopy(segments, context, set).length,
  })
}

let long = ''
while (long.length < 200_000) long += column(5_000)
const longMs = time(() => checkCopy([{ field: 'body', text: long }], context, seeded.ruleSet), 20)

const fmt = (ms: number) => `${ms.toFixed(2)} ms`
console.log(
  `bench:expressions — checkCopy on a ${text.length.toLocaleString('en')}-character column, median of ${RUNS} runs`,
)
for (const row of rows) {
  const ok = row.ms <= row.target
  console.log(
    `  ${row.label} (${row.rules.toLocaleString('en')} rules): ${fmt(row.ms)}  target ≤ ${row.target} ms ${ok ? 'ok' : 'MISSED'}` +
      `  | baseline String.includes scan ${fmt(row.baselineMs)}, ratio ${(row.ms / row.baselineMs).toFixed(1)}×` +
      `  | ${row.findings} findings`,
  )
}
console.log(`  compile: seeded ${fmt(seededCompileMs)}, generated ${fmt(generatedCompileMs)}`)
console.log(`  200,000 characters against the seeded rule set: ${fmt(longMs)} (median of 20, no target)`)
process.exit(rows.every((row) => row.ms <= row.target) ? 0 : 2)
