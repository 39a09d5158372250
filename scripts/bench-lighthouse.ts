/**
 * npm run bench:lighthouse: Lighthouse mobile (its default: simulated throttling, Moto G Power viewport),
 * performance category, on the production build served on its own fresh seeded database (scripts/bench-server.ts),
 * for the top page, a list, a product page and the cart. Each page is measured LIGHTHOUSE_RUNS times (default 3)
 * after one unmeasured warm-up run, and the median of each figure is printed next to its target; the largest-contentful-paint element and the phases
 * of its time (of the run with the median LCP) are printed too. Exits non-zero if a target is missed.
 * A bench, never a test: the figures depend on the machine and its load. Run `npm run build` first.
 * Chromium: CHROME_PATH, else /usr/bin/chromium (Debian), headless, no sandbox (containers run as root).
 */
import { execFileSync } from 'node:child_process'
import os from 'node:os'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { startBenchServer } from './bench-server'

const PAGES = ['/', '/supplement/', '/supplement/sesamin-ex/', '/cart/']
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const TARGETS = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.05 }
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

interface Run {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  lcpElement: string
  lcpPhases: string
  benchmarkIndex: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

type Table = { type: 'table'; items: Record<string, unknown>[] }

function lcpDetails(lhr: Result): { element: string; phases: string } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node as
    { nodeLabel?: string; snippet?: string; selector?: string } | undefined
  const element = node
    ? `${node.snippet ?? ''} ${node.nodeLabel ? `“${node.nodeLabel.slice(0, 60)}”` : ''}`.trim()
    : '(none reported)'
  const phases = (details?.items?.[1]?.items ?? [])
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`)
    .join(', ')
  return { element, phases }
}

function toRun(lhr: Result): Run {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const { element, phases } = lcpDetails(lhr)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    lcpElement: element,
    lcpPhases: phases,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** One run; a run whose trace Lighthouse could not record (NO_NAVSTART and the like on a busy machine) is redone. */
async function lighthouseRun(url: string, port: number): Promise<Result> {
  let error = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (result && !result.lhr.runtimeError) return result.lhr
    error = result?.lhr.runtimeError?.message ?? 'Lighthouse returned no result'
  }
  throw new Error(`${url}: ${error}`)
}

/**
 * A phone has Japanese fonts; a server often has none. Without one Chromium looks up a fallback for every glyph and
 * the first layout of a page costs 50–70 ms instead of 10–20 (measured), which Lighthouse multiplies by its CPU
 * slowdown: the figures would describe the machine, not the shop.
 */
function japaneseFontInstalled(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}
const hasJapaneseFont = japaneseFontInstalled()

const server = await startBenchServer('bench-lighthouse')
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
console.log(
  `Lighthouse mobile (simulated throttling), median of ${RUNS} runs per page, ${server.base}, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
)
if (!hasJapaneseFont)
  console.log(
    'WARNING: no Japanese font installed (fc-list :lang=ja is empty), so layout and the figures are slower than on ' +
      'a phone; install one first, e.g. `apt-get install fonts-noto-cjk`.',
  )

let ok = true
try {
  for (const page of PAGES) {
    const url = `${server.base}${page}`
    // The first request renders and caches the page on the server, and a first, unmeasured run has the image
    // optimizer make the images the phone asks for: the measured runs see the server as shoppers do.
    for (let i = 0; i < 2; i++) await (await fetch(url)).text()
    const runs: Run[] = []
    for (let i = -1; i < RUNS; i++) {
      const lhr = await lighthouseRun(url, chrome.port)
      if (i >= 0) runs.push(toRun(lhr))
    }
    const m = {
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
    }
    const lcpRun = runs.find((r) => r.lcpMs === m.lcpMs)!
    const pass = {
      performance: m.performance >= TARGETS.performance,
      lcp: m.lcpMs <= TARGETS.lcpMs,
      tbt: m.tbtMs <= TARGETS.tbtMs,
      cls: m.cls <= TARGETS.cls,
    }
    ok &&= Object.values(pass).every(Boolean)
    const mark = (b: boolean) => (b ? 'ok' : 'MISSED')
    console.log(`\n${page}`)
    console.log(
      `  performance ${m.performance} (target ≥ ${TARGETS.performance}) ${mark(pass.performance)}` +
        `  [runs ${runs.map((r) => r.performance).join(', ')}]`,
    )
    console.log(
      `  LCP ${(m.lcpMs / 1000).toFixed(2)} s (target ≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s) ${mark(pass.lcp)}` +
        `  [FCP ${(m.fcpMs / 1000).toFixed(2)} s]`,
    )
    console.log(`  TBT ${Math.round(m.tbtMs)} ms (target ≤ ${TARGETS.tbtMs} ms) ${mark(pass.tbt)}`)
    console.log(`  CLS ${m.cls.toFixed(3)} (target ≤ ${TARGETS.cls}) ${mark(pass.cls)}`)
    console.log(`  LCP element: ${lcpRun.lcpElement}`)
    // Lighthouse's CPU benchmark of this machine during the runs (a quiet desktop scores ~1000+; under ~500 the
    // simulated CPU times, hence TBT and the LCP of script-heavy pages, are inflated).
    console.log(`  benchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`)
    if (lcpRun.lcpPhases) console.log(`  LCP phases: ${lcpRun.lcpPhases}`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}
console.log(ok ? '\nAll targets met.' : '\nSome targets missed.')
process.exit(ok ? 0 : 2)
