/**
 * First-load JavaScript of storefront pages on a running server (docs/adr/037-javascript-budget.md; the
 * definition and the measuring code are scripts/lib/first-load-js.ts, shared with the budget test and
 * `npm run bench`). Without paths it measures the budget's pages (top, list, product, cart, checkout).
 *
 *   node --import tsx scripts/first-load-js.ts [base URL] [path ...]
 *   node --import tsx scripts/first-load-js.ts http://localhost:3301 /login/ /entry/
 *   DETAIL=1 node --import tsx scripts/first-load-js.ts http://localhost:3301   # each script's size too
 */
import {
  fetchPageClient,
  formatFigures,
  isWithinBudget,
  measureBudgetPages,
  measurePage,
  type PageFigure,
} from './lib/first-load-js'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const client = fetchPageClient(base)
let figures: PageFigure[]
try {
  figures = given.length
    ? await Promise.all(
        given.map((path) => measurePage(client, base, { label: path, path, withCartLine: false })),
      )
    : await measureBudgetPages(client, base)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
console.log(formatFigures(figures, { detail: process.env.DETAIL === '1' }))
if (!figures.every(isWithinBudget)) process.exitCode = 1
