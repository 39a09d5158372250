/**
 * Part of npm run bench:expressions — what the advertising check adds to saving a document (issue 27: "saving a
 * document with the check stays under 100 ms added", docs/adr/063-approval-before-publishing.md). On a FRESH
 * temporary database (SQLite, or PostgreSQL when DATABASE_URL points at one), with the seeded rules as rows:
 * - baseline: publishing a 5,000-character column (a save as staff make it, gate included),
 * - the gate alone on that column (`gateDocument`: its copy read, context, rules from the database, the check),
 * - a draft save (autosave), which the gate lets through.
 * Medians of BENCH_SAVES (default 30). Prints the figures next to the target; never asserted, exits 2 if missed.
 */
import { freshBenchDatabase } from './bench-database'

const SAVES = Number(process.env.BENCH_SAVES ?? 30)
const TARGET_MS = 100

const { label, cleanup } = await freshBenchDatabase('bench-review-save')
const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { SEED_RULES } = await import('../src/shop/ad-review')
const { gateDocument } = await import('../src/cms/ad-review/review-hooks')
const { plainRichText } = await import('../src/shop/content/rich-text')

const payload = await getPayload({ config })
const ctx = { disableRevalidate: true }
for (const rule of SEED_RULES) {
  await payload.create({
    collection: 'ad-rules',
    data: { ...rule, appliesTo: [...rule.appliesTo] },
    context: ctx,
  })
}

const PARAGRAPH =
  '寒くなると、体を動かすのがおっくうになりがちです。朝の散歩を五分だけ延ばす、階段を一つ使う、' +
  'そんな小さな工夫を続けることが、毎日の元気につながります。食事はたんぱく質と野菜をバランスよく。'
let body = ''
while (body.length < 5_000) body += `${PARAGRAPH}\n\n`
body = body.slice(0, 5_000)
const richBody = plainRichText(body)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
async function timed(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run()
  const times: number[] = []
  for (let i = 0; i < SAVES; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return median(times)
}

const column = await payload.create({
  collection: 'columns',
  context: ctx,
  draft: true,
  data: {
    number: '901',
    title: '冬の散歩のすすめ',
    category: 'health',
    publishedAt: '2026-11-28T00:00:00.000Z',
    body: richBody,
    _status: 'draft',
  },
})
const collection = payload.collections.columns.config
const doc = (await payload.findByID({
  collection: 'columns',
  id: column.id,
  draft: true,
  depth: 0,
})) as unknown as Record<string, unknown>

const publishMs = await timed(() =>
  payload.update({
    collection: 'columns',
    id: column.id,
    context: ctx,
    data: { _status: 'published', body: richBody },
  }),
)
const gateMs = await timed(() =>
  gateDocument(payload, collection, { ...doc, _status: 'published' }, column.id),
)
const draftMs = await timed(() =>
  payload.update({
    collection: 'columns',
    id: column.id,
    context: ctx,
    draft: true,
    data: { title: '冬の散歩のすすめ' },
  }),
)

const ok = gateMs < TARGET_MS
console.log(
  `bench:expressions (save) — ${label}, a ${body.length.toLocaleString('en')}-character column, median of ${SAVES}`,
)
console.log(
  `  the check on a publish adds ${gateMs.toFixed(1)} ms  target < ${TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}` +
    `  | baseline: the whole publish ${publishMs.toFixed(1)} ms (ratio ${(gateMs / publishMs).toFixed(2)}), a draft save ${draftMs.toFixed(1)} ms (not checked)`,
)
await cleanup()
process.exit(ok ? 0 : 2)
