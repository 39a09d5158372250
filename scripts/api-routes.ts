/**
 * Writes src/lib/api/routes/<module>.ts, the browser's zod-free routes of the shop API calls, from the
 * declarations in src/lib/api/calls (src/lib/api/route-source.ts, docs/adr/037-javascript-budget.md). Run it after
 * adding or changing a call: `npm run api:routes`. tests/unit/api/routes.test.ts fails while a file is stale.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { declaredCalls, renderRouteFiles, ROUTES_DIR } from '../src/lib/api/route-source'

const files = renderRouteFiles(await declaredCalls())
await mkdir(ROUTES_DIR, { recursive: true })
for (const old of await readdir(ROUTES_DIR))
  if (!files.has(path.join(ROUTES_DIR, old))) await rm(path.join(ROUTES_DIR, old))
for (const [file, text] of files) {
  const options = (await resolveConfig(file)) ?? {}
  await writeFile(file, await format(text, { ...options, filepath: file }))
}
console.log(`wrote ${files.size} files in ${ROUTES_DIR}`)
