/**
 * First-load JavaScript of storefront pages: fetches each page from a running server, collects its
 * <script src> (same origin) and sums their gzip sizes, as a browser with an empty cache downloads them.
 *
 *   node --import tsx scripts/first-load-js.ts [base URL] [path ...]
 *   node --import tsx scripts/first-load-js.ts http://localhost:3301 /login/ /entry/
 */
import { gzipSync } from 'node:zlib'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const paths = given.length ? given : ['/login/', '/entry/']

async function scriptsOf(url: URL): Promise<URL[]> {
  const res = await fetch(url, { redirect: 'follow' })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const html = await res.text()
  const srcs = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  )
  return [...new Set(srcs)].map((src) => new URL(src, url)).filter((u) => u.origin === url.origin)
}

async function gzipBytes(url: URL): Promise<number> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length
}

for (const path of paths) {
  try {
    const scripts = await scriptsOf(new URL(path, base))
    const sizes = await Promise.all(scripts.map(gzipBytes))
    const total = sizes.reduce((a, b) => a + b, 0)
    console.log(`${path}\t${scripts.length} scripts\t${(total / 1024).toFixed(1)} kB gzip (${total} bytes)`)
  } catch (error) {
    console.log(`${path}\t${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
