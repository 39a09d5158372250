/**
 * What the shop's server does around Next's request handler (docs/adr/021-security-headers-and-client-address.md):
 *
 * - request: the client's address (`clientAddressFrom`) in CLIENT_ADDRESS_HEADER, always overwritten; without
 *   trusted proxies the X-Forwarded-* headers a client wrote are dropped. A CSP request header with the process's
 *   secret placeholder nonce, so Next renders `nonce="<placeholder>"` on its scripts (also into cached pages).
 * - response: the security headers of its kind (`securityHeaders`); in HTML (and RSC payloads) the placeholder
 *   replaced by a fresh nonce per response, the one its CSP names; then gzip or brotli when the client accepts it
 *   (Next's own compression is off: it would compress before the replacement). Before that, a storefront page's
 *   Next chunks are deferred until the page has painted (`createScriptDeferrer`, docs/adr/052).
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { CLIENT_ADDRESS_HEADER, clientAddressFrom } from '@/lib/http/client-address'
import {
  answerKind,
  nonceRequestHeader,
  securityHeaders,
  type SecurityPolicyConfig,
} from '@/lib/http/security-headers'

import {
  errorPageFor,
  fallbackErrorHtml,
  fetchRawPage,
  RAW_ANSWER_HEADER,
  type RawPage,
  type Substitution,
} from './error-pages'
import { createNonceReplacer, type NonceReplacer } from './nonce-replacer'
import { createScriptDeferrer, type ScriptDeferrer } from './script-deferral'

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export interface EdgeOptions {
  trustedHops: number
  /** Read per answer: the payment origins can become known after start. */
  policy: () => SecurityPolicyConfig
  /** The secret placeholder nonce of this process (same length as `newNonce()`'s). */
  placeholder: string
  newNonce?: () => string
  /**
   * This server's own origin for loopback requests (known once it listens): with it, a storefront 404 or 5xx page
   * is answered with the shop's error page rendered in full (./error-pages.ts); without it, as Next wrote it.
   */
  selfOrigin?: () => string | undefined
}

/** 16 random bytes, base64: what Next's nonce pattern accepts, 24 characters. */
export const newNonce = () => randomBytes(16).toString('base64')

const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]
const COMPRESSIBLE =
  /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|graphql-response\+json)|image\/svg\+xml)/i
const REWRITTEN = /^\s*text\/(html|x-component)\b/i
const MIN_COMPRESS_BYTES = 1024

/** Prepares the request in place: client address, dropped forwarding headers, the placeholder nonce. */
export function prepareRequest(
  req: IncomingMessage,
  options: Pick<EdgeOptions, 'trustedHops' | 'placeholder'>,
) {
  const address = clientAddressFrom({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trustedHops: options.trustedHops,
  })
  const headers = req.headers
  delete headers[CLIENT_ADDRESS_HEADER]
  headers[CLIENT_ADDRESS_HEADER] = address
  if (options.trustedHops === 0) {
    for (const name of FORWARDED_HEADERS) delete headers[name]
    headers['x-forwarded-for'] = address
  }
  delete headers['content-security-policy-report-only']
  headers['content-security-policy'] = nonceRequestHeader(options.placeholder)
  return address
}

function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return undefined
}

function appendVary(res: ServerResponse, value: string) {
  const current = String(res.getHeader('vary') ?? '')
  const values = current.split(',').map((v) => v.trim().toLowerCase())
  if (values.includes('*') || values.includes(value.toLowerCase())) return
  res.setHeader('vary', current ? `${current}, ${value}` : value)
}

/**
 * Brotli quality 4; for an answer of known length, a window just large enough for it and the size as a hint: the
 * same bytes out as the default 4 MB window, at about half the CPU (docs/adr/040-several-instances.md, measured on
 * the top page, 84 kB: 3.4 → 1.7 ms). Streamed answers keep the default window.
 */
export function brotliParams(length: number): Record<number, number> {
  const params: Record<number, number> = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 }
  if (Number.isFinite(length) && length > 0) {
    params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = length
    params[zlib.constants.BROTLI_PARAM_LGWIN] = Math.min(
      zlib.constants.BROTLI_DEFAULT_WINDOW,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))),
    )
  }
  return params
}

type WriteCallback = (error?: Error | null) => void

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), encoding ?? 'utf8')
}

/** Sets the answer's headers and, where needed, rewrites and compresses its body, by wrapping `res` in place. */
export function wrapResponse(req: IncomingMessage, res: ServerResponse, options: EdgeOptions) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  const draftMode = /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
  // Node's own methods, called with the arguments they were given (their overloads do not type a pass-through).
  const originalWriteHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  const originalWrite = res.write as (this: ServerResponse, ...args: unknown[]) => boolean
  const originalEnd = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  let decided = false
  let deferrer: ScriptDeferrer | undefined
  let replacer: NonceReplacer | undefined
  let compressor: zlib.Gzip | zlib.BrotliCompress | undefined
  /** The error page that replaces the app's answer (whose body is then dropped), once decided. */
  let substitution: Substitution | undefined
  let substituted = false

  const sendRaw = (chunk: Buffer) => {
    if (chunk.length) originalWrite.call(res, chunk)
  }
  const finish = (cb?: WriteCallback) => {
    originalEnd.call(res, cb)
  }

  function decide() {
    if (decided) return
    decided = true
    const contentType = res.getHeader('content-type')?.toString()
    const kind = answerKind(pathname, contentType)
    const nonce = kind === 'other' ? undefined : (options.newNonce ?? newNonce)()
    const appPolicy = res.hasHeader('content-security-policy')
    const headers = securityHeaders(
      { kind, nonce, sameOriginFraming: draftMode },
      options.policy(),
      // A 304 updates the headers the browser stored with a body: never a policy that does not fit that body.
      { contentSecurityPolicy: !appPolicy && res.statusCode !== 304 },
    )
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)

    const compressible =
      contentType !== undefined &&
      COMPRESSIBLE.test(contentType) &&
      !res.hasHeader('content-encoding') &&
      !/no-transform/i.test(String(res.getHeader('cache-control') ?? ''))
    // The same Vary on a HEAD, a 304 and the full answer: what a cache stores must not depend on which it saw.
    if (compressible) appendVary(res, 'Accept-Encoding')
    const noBody = req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304
    const length = Number(res.getHeader('content-length') ?? NaN)
    // A storefront page's body is rewritten (its length known only at its end), so a HEAD names no length either.
    if (kind === 'storefront' && res.statusCode !== 304) res.removeHeader('content-length')
    if (noBody) return
    if (kind === 'storefront') deferrer = createScriptDeferrer()
    if (nonce && contentType && REWRITTEN.test(contentType))
      replacer = createNonceReplacer(options.placeholder, nonce)
    if (!compressible) return
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!encoding || length < MIN_COMPRESS_BYTES) return
    res.removeHeader('content-length')
    res.setHeader('content-encoding', encoding)
    compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: brotliParams(length) })
        : zlib.createGzip({ level: 6 })
    compressor.on('data', (data: Buffer) => sendRaw(data))
    compressor.on('error', (error) => res.destroy(error))
  }

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    let reason: string | undefined
    let headers: OutgoingHttpHeaders | unknown[] | undefined
    if (typeof rest[0] === 'string') {
      reason = rest[0]
      headers = rest[1] as typeof headers
    } else headers = rest[0] as typeof headers
    this.statusCode = statusCode
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        this.setHeader(String(headers[i]), headers[i + 1] as string)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value)
    }
    if (substitution) return this
    if (!decided && !substituted && options.selfOrigin?.()) {
      const contentType = this.getHeader('content-type')?.toString()
      substitution =
        errorPageFor({
          method: req.method,
          pathname,
          status: statusCode,
          contentType,
          storefront: answerKind(pathname, contentType) === 'storefront',
        }) ?? undefined
      if (substitution) return this
    }
    decide()
    return reason === undefined
      ? originalWriteHead.call(this, statusCode)
      : originalWriteHead.call(this, statusCode, reason)
  } as ServerResponse['writeHead']

  const transforming = () => Boolean(deferrer || replacer || compressor)

  /** Sends the error page instead of what the app wrote, through the same pipeline as any answer. */
  async function substitute(page: Substitution, cb?: WriteCallback) {
    let raw: RawPage
    try {
      const origin = options.selfOrigin?.()
      if (!origin) throw new Error('no origin')
      raw =
        req.method === 'HEAD'
          ? { contentType: 'text/html; charset=utf-8', body: Buffer.alloc(0) }
          : await fetchRawPage(origin, page.path, options.placeholder)
    } catch {
      raw = { contentType: 'text/html; charset=utf-8', body: fallbackErrorHtml(page.status) }
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    res.setHeader('content-type', raw.contentType)
    res.setHeader('cache-control', 'private, no-store')
    substitution = undefined
    substituted = true
    res.writeHead(page.status)
    res.end(raw.body, cb)
  }

  res.write = function write(this: ServerResponse, chunk: unknown, ...args: unknown[]): boolean {
    if (!this.headersSent && !substitution) this.writeHead(this.statusCode)
    if (substitution) {
      const cb = args.find((a): a is WriteCallback => typeof a === 'function')
      if (cb) process.nextTick(cb)
      return true
    }
    if (!transforming()) return originalWrite.call(this, chunk, ...args)
    const encoding = typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined
    const cb = args.find((a): a is WriteCallback => typeof a === 'function')
    let data = toBuffer(chunk, encoding)
    if (deferrer) data = deferrer.push(data)
    if (replacer) data = replacer.push(data)
    if (compressor) compressor.write(data)
    else sendRaw(data)
    if (cb) process.nextTick(cb)
    return true
  } as ServerResponse['write']

  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const cb = args.find((a): a is WriteCallback => typeof a === 'function')
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    if (!this.headersSent && !substitution) {
      // The whole body is known: a Content-Length Next did not set is ours to leave unset (chunked) or keep.
      this.writeHead(this.statusCode)
    }
    if (substitution) {
      void substitute(substitution, cb)
      return this
    }
    if (!transforming()) return originalEnd.call(this, ...args)
    let data = chunk === undefined || chunk === null ? Buffer.alloc(0) : toBuffer(chunk, encoding)
    if (deferrer) data = Buffer.concat([deferrer.push(data), deferrer.end()])
    if (replacer) data = Buffer.concat([replacer.push(data), replacer.end()])
    if (compressor) {
      const stream = compressor
      stream.once('end', () => finish(cb))
      stream.end(data)
    } else {
      sendRaw(data)
      finish(cb)
    }
    return this
  } as ServerResponse['end']

  // Next flushes after each streamed chunk (Suspense boundaries) when the response can be flushed.
  ;(res as ServerResponse & { flush?: () => void }).flush = () => {
    compressor?.flush()
  }
}

/** A loopback request of this server's own that carries its secret: the error pages' fetch (./error-pages.ts). */
function isRawRequest(req: IncomingMessage, placeholder: string): boolean {
  const asked = req.headers[RAW_ANSWER_HEADER]
  delete req.headers[RAW_ANSWER_HEADER]
  const peer = req.socket.remoteAddress ?? ''
  const local = peer === req.socket.localAddress || ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(peer)
  return asked === placeholder && local
}

export function createEdgeHandler(handle: RequestHandler, options: EdgeOptions): RequestHandler {
  return (req, res) => {
    const raw = isRawRequest(req, options.placeholder)
    prepareRequest(req, options)
    if (raw) return handle(req, res)
    wrapResponse(req, res, options)
    return handle(req, res)
  }
}
