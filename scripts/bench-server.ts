/**
 * The production server a browser bench runs against (bench:lighthouse): checks that a build exists (the bench
 * builds nothing), picks a free port unless BENCH_PORT names one, and starts scripts/e2e-server.sh on it — the
 * build served by the shop's server on a fresh seeded SQLite database (tmp/e2e, like `npm run bench` and the e2e
 * suite, so do not run them at the same time in one checkout). Answers the base URL and how to stop it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface BenchServer {
  base: string
  stop: () => void
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

async function freePort(): Promise<number> {
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

export async function startBenchServer(): Promise<BenchServer> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const base = `http://localhost:${port}`
  const server = spawn('bash', ['scripts/e2e-server.sh'], {
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stop()
      process.exit(130)
    })

  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`)
    try {
      if ((await fetch(`${base}/api/__health/`)).ok) return { base, stop }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  stop()
  throw new Error('the server did not start within 180 s')
}
