/**
 * The production server a bench drives over HTTP (bench, bench:lighthouse, bench:mixed): checks that a build
 * exists (a bench builds nothing; NEXT_DIST_DIR picks the build folder), makes a fresh database of its own
 * (scripts/bench-database.ts: a new SQLite file, or a new database on the PostgreSQL server DATABASE_URL points
 * at), seeds it, and serves the build through the shop's server on a free port (BENCH_PORT to fix one) — nothing
 * shared with a demo, the tests or another bench. Answers the base URL and how to stop and clean up.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { freshBenchDatabase } from './bench-database'

export interface BenchServer {
  base: string
  /** What the bench runs on, for its output. */
  label: string
  /** The server's process (e.g. to read what it reports at exit). */
  process: ChildProcess
  /** Stops the server and removes its database. */
  stop: () => Promise<void>
}

/** The build folder `next start` will serve (NEXT_DIST_DIR as in next.config.ts), or exits telling to build. */
export function requireBuild(): string {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(
      `No production build in ${distDir}/: run \`npm run build\` first` +
        (process.env.NEXT_DIST_DIR ? ' (with the same NEXT_DIST_DIR).' : '.'),
    )
    process.exit(1)
  }
  return distDir
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const exited = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))

export interface BenchServerOptions {
  /** Added to the server's environment (e.g. a report file). */
  env?: Record<string, string>
  /** Receives what the server prints (otherwise dropped, errors shown). */
  onOutput?: (chunk: Buffer) => void
}

/** `name` names the database. */
export async function startBenchServer(
  name: string,
  { env = {}, onOutput }: BenchServerOptions = {},
): Promise<BenchServer> {
  requireBuild()
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  // The site's own origin: state-changing calls carry it as Origin (CSRF check against SITE_URL).
  const base = `http://localhost:${port}`
  const database = await freshBenchDatabase(name)
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    SANDBOX: 'true',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  }
  console.log(`${name}: seeding ${database.label} …`)
  const seed = spawn('node', ['--conditions=production', '--import', 'tsx', 'scripts/seed.ts'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const seeded = await exited(seed)
  if (seeded !== 0) {
    await database.cleanup()
    throw new Error(`seed failed (exit ${seeded})`)
  }
  // BENCH_SERVER_NODE_FLAGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=tmp/prof` to see
  // where its time goes (NODE_OPTIONS refuses --cpu-prof, and would profile the bench and the seed too).
  const nodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)
  const server = spawn('node', [...nodeFlags, '--conditions=production', 'src/server/start.cjs'], {
    env: serverEnv,
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
    detached: true,
  })
  if (onOutput) {
    server.stdout!.on('data', onOutput)
    server.stderr!.on('data', (chunk: Buffer) => {
      onOutput(chunk)
      process.stderr.write(chunk)
    })
  }
  const kill = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  process.on('exit', kill)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      kill()
      process.exit(130)
    })
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    const gone = server.exitCode === null ? exited(server) : Promise.resolve(0)
    kill()
    await gone
    await database.cleanup()
  }

  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await database.cleanup()
      throw new Error(`the server exited (code ${server.exitCode})`)
    }
    try {
      if ((await fetch(`${base}/api/__health/`)).ok)
        return { base, label: database.label, process: server, stop }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error('the server did not start within 180 s')
}
