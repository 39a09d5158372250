// Prints "<passed> <failed>" from a vitest or Playwright JSON report.
import fs from 'node:fs'

const [runner, file] = process.argv.slice(2)
const report = JSON.parse(fs.readFileSync(file, 'utf8'))
if (runner === 'vitest') {
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
  console.log(`${report.numPassedTests} ${failed}`)
} else {
  const s = report.stats
  console.log(`${s.expected} ${s.unexpected + s.flaky + (report.errors?.length ?? 0)}`)
}
