/**
 * A storefront 404 or 5xx is a whole page in the server's HTML (docs/adr/058): the edge, on a real socket, replaces
 * Next's empty error document with the shop's error page, fetched from itself, with the answer's own nonce.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createEdgeHandler, type RequestHandler } from '@/server/edge'
import { errorPageFor, RAW_ANSWER_HEADER } from '@/server/error-pages'

const PLACEHOLDER = 'cGxhY2Vob2xkZXIwMDAwMA=='
const EMPTY_SHELL = `<!DOCTYPE html><html id="__next_error__"><head></head><body><script nonce="${PLACEHOLDER}">x</script></body></html>`

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** The stand-in for Next: its error shell for unknown pages, the shop's pages under /_shop/. */
const app: RequestHandler = (req, res) => {
  const path = (req.url ?? '/').split('?')[0]
  const html = (status: number, body: string) => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-from-next', 'yes')
    res.end(body)
  }
  const json = () => {
    res.statusCode = 404
    res.setHeader('content-type', 'application/json')
    res.end('{"error":{"code":"not_found","message":"x"}}')
  }
  if (path === '/_shop/not-found/')
    return html(
      200,
      `<html lang="ja"><body><h1>お探しのページが見つかりませんでした</h1><script nonce="${PLACEHOLDER}">1</script></body></html>`,
    )
  if (path === '/_shop/error/')
    return html(200, `<html lang="ja"><body><h1>ただいまページを表示できません</h1></body></html>`)
  if (path === '/fails/') return html(500, EMPTY_SHELL)
  if (path === '/admin/missing/') return html(404, EMPTY_SHELL)
  if (path === '/api/missing/') return json()
  if (path === '/raw/') return html(200, `<script nonce="${PLACEHOLDER}"></script>`)
  return html(404, EMPTY_SHELL)
}

async function serve(handler: RequestHandler, { reachable = true } = {}): Promise<string> {
  // Known once the server listens.
  const self: { origin?: string } = {}
  const edge = createEdgeHandler(handler, {
    trustedHops: 0,
    placeholder: PLACEHOLDER,
    policy: () => ({ siteUrl: 'http://localhost', paymentOrigins: [], tagManager: false }),
    selfOrigin: () => self.origin,
  })
  server = http.createServer((req, res) => void edge(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  self.origin = reachable ? base : 'http://127.0.0.1:9'
  return base
}

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

describe('storefront error pages', () => {
  it('answer a 404 with the not-found page, its status and the answer’s own nonce', async () => {
    const base = await serve(app)
    const res = await fetch(`${base}/nonexistent-page/`)
    const body = await res.text()
    expect(res.status).toBe(404)
    expect(body).toContain('お探しのページが見つかりませんでした')
    expect(body).not.toContain('__next_error__')
    expect(body).not.toContain(PLACEHOLDER)
    expect(body).toContain(`nonce="${nonceOf(res)}"`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-from-next')).toBeNull()
  })

  it('answer a failed page with the error page and the failure’s status', async () => {
    const base = await serve(app)
    const res = await fetch(`${base}/fails/`)
    expect(res.status).toBe(500)
    expect(await res.text()).toContain('ただいまページを表示できません')
  })

  it('are no pages of their own: a visit is a 404', async () => {
    const base = await serve(app)
    for (const path of ['/_shop/not-found/', '/_shop/error/']) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('お探しのページが見つかりませんでした')
    }
  })

  it('leave the admin, the API and a HEAD alone in their body', async () => {
    const base = await serve(app)
    expect(await (await fetch(`${base}/admin/missing/`)).text()).toContain('__next_error__')
    const api = await fetch(`${base}/api/missing/`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'x' } })
    const head = await fetch(`${base}/nonexistent-page/`, { method: 'HEAD' })
    expect(head.status).toBe(404)
    expect(head.headers.get('content-type')).toMatch(/text\/html/)
  })

  it('fall back to plain Japanese HTML when the page itself cannot be had', async () => {
    const base = await serve(app, { reachable: false })
    const res = await fetch(`${base}/nonexistent-page/`)
    expect(res.status).toBe(404)
    const body = await res.text()
    expect(body).toContain('<html lang="ja">')
    expect(body).toContain('お探しのページが見つかりませんでした')
    expect(body).not.toContain('<script')
  })

  it('give the raw answer only to the server itself, with its secret', async () => {
    const base = await serve(app)
    const guessed = await fetch(`${base}/raw/`, { headers: { [RAW_ANSWER_HEADER]: 'guess' } })
    expect(await guessed.text()).not.toContain(PLACEHOLDER)
    const own = await fetch(`${base}/raw/`, { headers: { [RAW_ANSWER_HEADER]: PLACEHOLDER } })
    expect(await own.text()).toContain(PLACEHOLDER)
    expect(own.headers.get('content-security-policy')).toBeNull()
  })
})

describe('errorPageFor', () => {
  const request = { method: 'GET', pathname: '/x/', status: 404, contentType: 'text/html', storefront: true }
  it('replaces storefront documents only', () => {
    expect(errorPageFor(request)).toEqual({ status: 404, path: '/_shop/not-found/' })
    expect(errorPageFor({ ...request, status: 503 })).toEqual({ status: 503, path: '/_shop/error/' })
    expect(errorPageFor({ ...request, status: 200 })).toBeNull()
    expect(errorPageFor({ ...request, method: 'POST' })).toBeNull()
    expect(errorPageFor({ ...request, storefront: false })).toBeNull()
    expect(errorPageFor({ ...request, contentType: 'text/x-component' })).toBeNull()
  })
})
