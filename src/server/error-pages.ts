/**
 * A storefront 404 or 5xx answer is a whole page in the server's HTML (docs/adr/058-error-pages-in-the-html.md).
 *
 * Next 16 renders `notFound()` (and any error thrown while a page renders) as an empty `<html id="__next_error__">`
 * document whose message exists only in the RSC payload, so the page is blank until the scripts run — and the
 * shop's scripts run after the first paint (ADR 052), or never. The edge therefore answers such a request with the
 * shop's own page for it, rendered by Next at a path of its own (`/_shop/not-found/`, `/_shop/error/`) and fetched
 * over loopback in "raw" form (the process's placeholder nonce still in it, nothing deferred or compressed), then
 * sent through the same pipeline as any page: the answer's status, its own nonce, deferral, compression.
 */
import http from 'node:http'

export const ERROR_PAGE_PATHS = { notFound: '/_shop/not-found/', error: '/_shop/error/' } as const

/** The request header that asks the edge for an answer as Next wrote it; its value must be the process's secret. */
export const RAW_ANSWER_HEADER = 'x-shop-raw-answer'

/** Where the error pages live: never a page of their own to the outside (a direct visit is a 404). */
const ERROR_PAGE_PREFIX = '/_shop/'

export interface Substitution {
  status: number
  path: string
}

/**
 * Which page replaces the app's answer, or null to send it as it is. Only storefront pages the browser asked for as
 * a document (GET or HEAD, HTML): the admin, the API and RSC payloads of client navigations keep Next's answer.
 */
export function errorPageFor(request: {
  method: string | undefined
  pathname: string
  status: number
  contentType: string | undefined
  storefront: boolean
}): Substitution | null {
  const { method, pathname, status, contentType, storefront } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!storefront || !contentType || !/^\s*text\/html\b/i.test(contentType)) return null
  if (pathname.startsWith(ERROR_PAGE_PREFIX)) return { status: 404, path: ERROR_PAGE_PATHS.notFound }
  if (status === 404) return { status, path: ERROR_PAGE_PATHS.notFound }
  if (status >= 500) return { status, path: ERROR_PAGE_PATHS.error }
  return null
}

export interface RawPage {
  contentType: string
  body: Buffer
}

/** The page as Next renders it, from this same server over loopback (its own pipeline leaves it untouched). */
export function fetchRawPage(
  origin: string,
  path: string,
  secret: string,
  timeoutMs = 10_000,
): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, origin),
      { headers: { [RAW_ANSWER_HEADER]: secret, 'accept-encoding': 'identity', accept: 'text/html' } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const contentType = String(response.headers['content-type'] ?? '')
          if (response.statusCode !== 200 || !/^\s*text\/html\b/i.test(contentType))
            return reject(new Error(`error page answered ${response.statusCode}`))
          resolve({ contentType, body: Buffer.concat(chunks) })
        })
        response.on('error', reject)
      },
    )
    request.setTimeout(timeoutMs, () => request.destroy(new Error('error page timed out')))
    request.on('error', reject)
  })
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/**
 * The last resort when even the error page cannot be rendered (the database is down): plain HTML with no script
 * and no stylesheet, in Japanese, with the way back.
 */
export function fallbackErrorHtml(status: number): Buffer {
  const notFound = status === 404
  const title = notFound ? 'お探しのページが見つかりませんでした' : 'ただいまページを表示できません'
  const text = notFound
    ? 'ページが移動または削除されたか、URLが間違っている可能性があります。'
    : '申し訳ございません。ただいまページを表示できません。しばらくしてから、もう一度お試しください。'
  return Buffer.from(
    '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
      '<p><a href="/">トップページへ</a></p></main></body></html>',
    'utf8',
  )
}
