/**
 * The shop's server edge on a real socket, with a stand-in for Next's handler: what the app sees of the client's
 * address, and what the browser gets (headers, nonces, compression).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { createEdgeHandler, type RequestHandler } from '@/server/edge'

const PLACEHOLDER = 'cGxhY2Vob2xkZXIwMDAwMA=='
let nonces = 0
const nextNonce = () => `bm9uY2Uw${String(++nonces).padStart(14, '0')}==`

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(app: RequestHandler, trustedHops = 0): Promise<string> {
  const handler = createEdgeHandler(app, {
    trustedHops,
    placeholder: PLACEHOLDER,
    newNonce: nextNonce,
    policy: () => ({ siteUrl: 'http://localhost', paymentOrigins: [], tagManager: false }),
  })
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/** The app's view of the request: the headers it was handed. */
const echoHeaders: RequestHandler = (req, res) => {
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(req.headers))
}

async function seen(base: string, headers: Record<string, string>) {
  return (await (await fetch(base, { headers })).json()) as Record<string, string>
}

describe('client address', () => {
  it('with no trusted proxy, a changed X-Forwarded-For changes nothing: the socket peer is the client', async () => {
    const base = await serve(echoHeaders)
    const answers = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '127.0.0.1, 10.0.0.1'].map((xff) =>
        seen(base, { 'x-forwarded-for': xff }),
      ),
    )
    for (const headers of answers) {
      expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1')
      expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    }
  })

  it('drops a private address header the client wrote itself', async () => {
    const base = await serve(echoHeaders)
    const headers = await seen(base, { [CLIENT_ADDRESS_HEADER]: '10.9.9.9', 'x-real-ip': '10.9.9.9' })
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1')
    expect(headers['x-real-ip']).toBeUndefined()
  })

  it('with one trusted proxy, the last X-Forwarded-For hop is the client', async () => {
    const base = await serve(echoHeaders, 1)
    expect((await seen(base, { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))[CLIENT_ADDRESS_HEADER]).toBe(
      '203.0.113.5',
    )
    expect((await seen(base, {}))[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1')
  })

  it('hands Next the placeholder nonce, whatever CSP request header the client sent', async () => {
    const base = await serve(echoHeaders)
    const headers = await seen(base, { 'content-security-policy': "script-src 'nonce-evil'" })
    expect(headers['content-security-policy']).toBe(`script-src 'nonce-${PLACEHOLDER}' 'strict-dynamic'`)
  })
})

describe('answers', () => {
  /** A page as Next streams it: the placeholder split across chunks. */
  const page: RequestHandler = (_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    const html = `<html><body>${'x'.repeat(2000)}<script nonce="${PLACEHOLDER}">1</script><script nonce="${PLACEHOLDER}"></script></body></html>`
    res.write(html.slice(0, 2020))
    res.write(html.slice(2020, 2030))
    res.end(html.slice(2030))
  }

  it('gives each HTML answer its own nonce, in the CSP header and in every script', async () => {
    const base = await serve(page)
    const [a, b] = await Promise.all([fetch(base), fetch(base)])
    const bodies = [await a.text(), await b.text()]
    const policies = [a, b].map((r) => r.headers.get('content-security-policy') ?? '')
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonceOf(policies[0]!)).not.toBe(nonceOf(policies[1]!))
    bodies.forEach((body, i) => {
      expect(body).not.toContain(PLACEHOLDER)
      expect(body.match(/nonce="([^"]+)"/g)).toEqual([
        `nonce="${nonceOf(policies[i]!)}"`,
        `nonce="${nonceOf(policies[i]!)}"`,
      ])
    })
    expect(a.headers.get('x-frame-options')).toBe('DENY')
    expect(a.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('compresses after the replacement when the client accepts gzip', async () => {
    const base = await serve(page)
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
    expect(raw.headers['content-encoding']).toBe('gzip')
    expect(raw.headers.vary).toMatch(/Accept-Encoding/)
    const html = gunzipSync(raw.body).toString()
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers['content-security-policy']))?.[1]
    expect(html).toContain(`<script nonce="${nonce}">1</script>`)
    expect(html).not.toContain(PLACEHOLDER)
  })

  it('defers a storefront page’s Next chunks until it has painted, with the answer’s nonce; the admin’s stay', async () => {
    const chunkPage: RequestHandler = (req, res) => {
      const html = `<html><head><script src="/_next/static/chunks/main.js" async="" nonce="${PLACEHOLDER}"></script></head><body><p>ページ</p></body></html>`
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-length', Buffer.byteLength(html))
      res.end(html)
    }
    const base = await serve(chunkPage)
    const shop = await fetch(`${base}/supplement/`, { headers: { 'accept-encoding': 'identity' } })
    const body = await shop.text()
    const nonce = /'nonce-([^']+)'/.exec(shop.headers.get('content-security-policy') ?? '')?.[1]
    expect(body).not.toContain('<script src=')
    expect(body).toMatch(
      new RegExp(
        `<script nonce="${nonce}">[^<]*__shopChunks\\.push\\("/_next/static/chunks/main\\.js"\\);</script>`,
      ),
    )
    expect(body).toContain('<head></head><body><p>ページ</p><script nonce=')
    expect(shop.headers.get('content-length')).toBeNull()
    const head = await fetch(`${base}/supplement/`, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBeNull()

    const admin = await (await fetch(`${base}/admin/`)).text()
    expect(admin).toMatch(/<script src="\/_next\/static\/chunks\/main\.js" async="" nonce="[^"]+"><\/script>/)
  })

  it('gives JSON the strict policy and leaves a policy the app set itself', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/own') res.setHeader('content-security-policy', "default-src 'self'")
      res.setHeader('content-type', req.url === '/own' ? 'text/html' : 'application/json')
      res.end('{}')
    })
    expect((await fetch(base)).headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect((await fetch(`${base}/own`)).headers.get('content-security-policy')).toBe("default-src 'self'")
  })
})
