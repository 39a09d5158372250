/**
 * The shop's production server (docs/adr/021-security-headers-and-client-address.md): Next's request handler
 * behind the edge (src/server/edge.ts), which knows the TCP peer, so the client's address can be told, and which
 * gives every answer its security headers and every HTML answer its own CSP nonce, cached pages included.
 *
 *   NODE_ENV=production PORT=3000 node src/server/start.cjs   (serve.ts compiled on require: see start.cjs)
 *
 * `npm start`, `npm run demo`, the e2e server and the benches start it; `next dev` runs without it (ADR 021).
 */
import './production-env'

import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { startEventLoopReport } from './event-loop-report'

import next from 'next'

import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import type { SecurityPolicyConfig } from '@/lib/http/security-headers'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import { createEdgeHandler, newNonce } from './edge'

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

/** The payment providers' origins: configured URLs, else the in-process card sandbox (started now to know it). */
async function paymentOrigins(): Promise<string[]> {
  const origins = [originOf(env.CARD_PROVIDER_URL), originOf(env.RAKUTEN_PAY_URL)]
  if (env.sandboxEnabled && (!env.CARD_PROVIDER_URL || !env.RAKUTEN_PAY_URL)) {
    try {
      origins.push((await cardSandbox()).origin)
    } catch (error) {
      logger.error('card sandbox could not start: card payments will not work', { error })
    }
  }
  return origins.filter((o): o is string => Boolean(o))
}

/** Where this server answers itself: loopback unless it listens on one address only. */
function loopbackHost(): string {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  return host.includes(':') ? `[${host}]` : host
}

/**
 * The server's first request is its own health check: Payload, its database and its job crons (scheduled publishing,
 * the regular-delivery engine) start with the process, not with its first visitor (src/cms/get-payload.ts).
 */
async function warmUp(port: number): Promise<void> {
  try {
    const answer = await fetch(`http://${loopbackHost()}:${port}/api/__health/`)
    if (!answer.ok) logger.error('start-up health check failed', { status: answer.status })
  } catch (error) {
    logger.error('start-up health check failed', { error })
  }
}

async function main() {
  // Benches only (scripts/bench-mixed.ts): the event loop's delays, written to a file at exit (no network surface).
  const eventLoopReport = startEventLoopReport(process.env.EVENT_LOOP_REPORT_FILE)
  const app = next({ dev: false, dir: process.cwd(), port: env.PORT, hostname: env.HOST })
  await app.prepare()
  const policy: SecurityPolicyConfig = {
    siteUrl: env.SITE_URL,
    paymentOrigins: await paymentOrigins(),
    tagManager: Boolean(env.GTM_CONTAINER_ID),
  }
  // A secret of this process: never sent (every copy is replaced on the way out), so a page's own content cannot
  // carry a nonce the edge would turn into a valid one. Cached pages live in this process's memory only.
  const placeholder = randomBytes(16).toString('base64')
  let selfOrigin: string | undefined
  const handler = createEdgeHandler(app.getRequestHandler(), {
    trustedHops: env.TRUSTED_PROXY_HOPS,
    policy: () => policy,
    placeholder,
    newNonce,
    selfOrigin: () => selfOrigin,
  })
  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      logger.error('request failed', { error })
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    selfOrigin = `http://${loopbackHost()}:${port}`
    console.log(
      `▲ shop server ready on http://${env.HOST ?? 'localhost'}:${port} (trusted proxy hops: ${env.TRUSTED_PROXY_HOPS})`,
    )
    void warmUp(port)
  })
  const stop = () => {
    eventLoopReport?.write()
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
