/**
 * Two instances act as one (docs/adr/040-several-instances.md): starts two production servers (src/server/serve.ts
 * around the build in NEXT_DIST_DIR) on one fresh PostgreSQL database, caches a notice's page on both, has staff
 * publish a new title through /cms-api on one instance, and waits until the OTHER instance's cached page shows it;
 * then the same the other way round. Without shared expiry the other instance keeps its cached page and the test
 * fails at its deadline. Condition-based: every wait polls with a deadline, no sleeps.
 *
 *   eval "$(bash scripts/pg-start.sh)"; NEXT_DIST_DIR=tmp/next-test node --import tsx scripts/two-instances.ts
 *
 * scripts/test-all.sh runs it after the build when WITH_POSTGRES=1. Exit 0 when both directions pass.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { DEMO_STAFF } from '../src/cms/seed/staff'

import { freshBenchDatabase } from './bench-database'

const DEADLINE_MS = Number(process.env.TWO_INSTANCES_DEADLINE_MS ?? 20_000)
const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`two instances: no production build in ${distDir}`)
  process.exit(1)
}
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  console.error(
    'two instances: DATABASE_URL must point at a PostgreSQL server (eval "$(bash scripts/pg-start.sh)")',
  )
  process.exit(1)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Polls `check` until it answers a value or the deadline passes. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  deadlineMs = DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what}: not reached within ${deadlineMs} ms${last ? ` (${String(last)})` : ''}`)
}

const database = await freshBenchDatabase('two_instances')
process.env.LOG_LEVEL = 'warn'
const baseEnv = {
  ...process.env,
  NODE_ENV: 'production' as const,
  SANDBOX: 'true',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
}
const children: ChildProcess[] = []
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopAll)

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)))

async function startInstance(name: string) {
  const port = await freePort()
  const base = `http://localhost:${port}`
  const child = spawn('node', ['--conditions=production', 'src/server/start.cjs'], {
    env: { ...baseEnv, PORT: String(port), SITE_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  children.push(child)
  await until(
    `${name} answers /api/__health/`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`)
      return (await fetch(`${base}/api/__health/`)).ok || undefined
    },
    180_000,
  )
  return { name, base }
}
type Instance = Awaited<ReturnType<typeof startInstance>>

const editor = DEMO_STAFF.find((s) => s.roles.includes('editor' as never))!

async function staffToken(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  })
  const body = (await res.json()) as { token?: string }
  if (!res.ok || !body.token) throw new Error(`staff sign-in on ${instance.name}: HTTP ${res.status}`)
  return body.token
}

async function pageTitle(instance: Instance, pagePath: string): Promise<string> {
  const res = await fetch(`${instance.base}${pagePath}`)
  if (!res.ok) throw new Error(`${instance.name} ${pagePath}: HTTP ${res.status}`)
  const html = await res.text()
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
}

let failed = 0
async function check(name: string, body: () => Promise<void>) {
  const started = Date.now()
  try {
    await body()
    console.log(`✓ ${name} (${Date.now() - started} ms)`)
  } catch (error) {
    failed++
    console.log(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

try {
  const seeded = await exitOf(
    spawn('node', ['--conditions=production', '--import', 'tsx', 'scripts/seed.ts'], {
      env: baseEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  if (seeded !== 0) throw new Error(`seed failed (exit ${seeded})`)
  const [a, b] = await Promise.all([startInstance('instance A'), startInstance('instance B')])
  console.log(`two instances on ${database.label}: A ${a.base}, B ${b.base}`)

  const tokenA = await staffToken(a)
  const list = (await (
    await fetch(`${a.base}/cms-api/information?limit=1&depth=0&where[_status][equals]=published`, {
      headers: { authorization: `JWT ${tokenA}` },
    })
  ).json()) as { docs: { id: number; code: string; title: string }[] }
  const notice = list.docs[0]
  if (!notice) throw new Error('no published notice in the seed')
  const pagePath = `/information/${encodeURIComponent(notice.code)}/`

  /** Publishes `title` on `writer` and waits until `reader`'s cached page shows it. */
  async function publishAndSee(writer: Instance, reader: Instance, title: string) {
    // Both pages are in their instance's cache with the current title before the publish.
    for (const instance of [a, b]) {
      await until(`${instance.name} caches ${pagePath}`, async () => {
        const res = await fetch(`${instance.base}${pagePath}`)
        await res.text()
        return res.headers.get('x-nextjs-cache') === 'HIT' || undefined
      })
    }
    const before = await pageTitle(reader, pagePath)
    if (before === title) throw new Error('the page already shows the new title')
    const token = await staffToken(writer)
    const res = await fetch(`${writer.base}/cms-api/information/${notice!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    if (!res.ok) throw new Error(`publish on ${writer.name}: HTTP ${res.status} ${await res.text()}`)
    await until(`${writer.name} shows the new title`, async () =>
      (await pageTitle(writer, pagePath)) === title ? true : undefined,
    )
    await until(`${reader.name} shows the new title`, async () =>
      (await pageTitle(reader, pagePath)) === title ? true : undefined,
    )
  }

  await check('a notice published on instance A shows on instance B’s cached page', () =>
    publishAndSee(a, b, `${notice.title}（A で更新）`),
  )
  await check('a notice published on instance B shows on instance A’s cached page', () =>
    publishAndSee(b, a, `${notice.title}（B で更新）`),
  )
} catch (error) {
  failed++
  console.log(`✗ two instances: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  stopAll()
  await Promise.all(children.map((child) => (child.exitCode === null ? exitOf(child) : child.exitCode)))
  await database.cleanup()
}
console.log(failed === 0 ? 'two instances: passed' : `two instances: ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
