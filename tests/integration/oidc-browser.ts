/**
 * A small stand-in for a browser in the LINE and group sign-in tests: a cookie jar that honours Path and
 * deletion, and a walk through the sandbox provider (authorization URL → demo-identity chooser → redirects
 * back to the shop's callback page). Requests to /sandbox/oidc/… go through the real Next route handler, so the
 * proxy is exercised too; nothing leaves the process.
 */
import { expect } from 'vitest'

import { GET as sandboxGet, POST as sandboxPost } from '@/app/sandbox/oidc/[provider]/[[...path]]/route'

import { fromClient, LOOPBACK } from './client-address'

const SITE = 'http://localhost:3000'

interface StoredCookie {
  value: string
  path: string
}

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie>()

  /** Keeps the Set-Cookie lines of a response, as a browser would. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const expires = attr('expires')
      const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now())
      if (gone || value === '') this.jar.delete(name)
      else this.jar.set(name, { value, path: attr('path') ?? '/' })
    }
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value
  }

  set(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path })
  }

  /** The Cookie header for a request to `url` (RFC 6265 path match). */
  cookieHeader(url: string): string {
    const path = new URL(url, SITE).pathname
    return [...this.jar]
      .filter(
        ([, c]) =>
          path === c.path ||
          (path.startsWith(c.path) && (c.path.endsWith('/') || path[c.path.length] === '/')),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  /** Headers for a same-origin shop API call from this browser. */
  apiHeaders(path: string): Record<string, string> {
    return { cookie: this.cookieHeader(`/api/${path}`), 'sec-fetch-site': 'same-origin', origin: SITE }
  }

  /** A navigation to the sandbox provider (only those are served here). */
  async navigate(url: string, form?: URLSearchParams): Promise<Response> {
    const target = new URL(url)
    const match = /^\/sandbox\/oidc\/([^/]+)(?:\/(.*))?$/.exec(target.pathname)
    if (target.origin !== SITE || !match) throw new Error(`the test browser cannot open ${url}`)
    // The browser runs on this machine: the sandbox answers loopback clients only (ADR 025).
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(url),
      accept: 'text/html',
      ...fromClient(LOOPBACK),
    }
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const request = new Request(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? form.toString() : undefined,
    })
    const ctx = {
      params: Promise.resolve({
        provider: match[1] ?? '',
        path: (match[2] ?? '').split('/').filter(Boolean),
      }),
    }
    const response = await (form ? sandboxPost : sandboxGet)(request, ctx)
    this.store(response)
    return response
  }

  /**
   * Follows redirects from `response` until the shop's own pages (the callback) or a page of the provider.
   * Answers where it stopped.
   */
  async follow(url: string, response: Response): Promise<{ url: string; response: Response }> {
    let current = { url, response }
    for (let hops = 0; hops < 10; hops++) {
      const location = current.response.headers.get('location')
      if (current.response.status < 300 || current.response.status >= 400 || !location) return current
      const next = new URL(location, current.url).href
      if (!new URL(next).pathname.startsWith('/sandbox/oidc/'))
        return { url: next, response: current.response }
      current = { url: next, response: await this.navigate(next) }
    }
    throw new Error('too many redirects')
  }

  /**
   * Opens the authorization URL, picks the demo identity on the chooser and follows the provider back to the
   * shop: answers the callback URL the shopper lands on (with code, state and iss).
   */
  async signInAtProvider(authorizationUrl: string, identity: string): Promise<URL> {
    const chooser = await this.follow(authorizationUrl, await this.navigate(authorizationUrl))
    expect(chooser.response.status).toBe(200)
    const html = await chooser.response.text()
    expect(html).toContain('<html lang="ja">')
    expect(html).toContain(`value="${identity}"`)
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''
    const formUrl = new URL(action, chooser.url).href
    const back = await this.follow(formUrl, await this.navigate(formUrl, new URLSearchParams({ identity })))
    return new URL(back.url)
  }
}

/** code, state and iss of a callback URL, as the callback page passes them on. */
export function callbackParams(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of ['code', 'state', 'iss']) {
    const value = url.searchParams.get(key)
    if (value !== null) out[key] = value
  }
  return out
}
