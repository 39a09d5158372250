/**
 * Percent-encoding in paths (docs/adr/024-hostile-input.md). `%C0%AF` or a lone `%` cannot be decoded; Next's
 * router throws on them while matching a dynamic route and, in production, answers 500 (it looks for a /400
 * page the App Router does not have). src/proxy.ts and `handle` refuse such paths with 400 first, and pages that
 * decode a segment again use `decodeSegment`, which never throws. Client-safe, pure.
 */
import { API_ERROR_MESSAGES } from '@/lib/api/errors'

/** True when some `%` in the raw (still encoded) path does not start a valid UTF-8 percent-encoded sequence. */
export function hasMalformedPercentEncoding(rawPathname: string): boolean {
  if (!rawPathname.includes('%')) return false
  try {
    decodeURIComponent(rawPathname)
    return false
  } catch {
    return true
  }
}

/**
 * A route segment decoded when it still holds percent-encoding, else as it is. Next usually hands segments over
 * decoded already, so a decoded `%` (sent as `%25`) must not throw here: no code, path or name the shop looks up
 * contains `%`, so such a segment simply finds nothing (404).
 */
export function decodeSegment(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const MALFORMED_PATH_PAGE = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>URLの形式が正しくありません</title></head>
<body><h1>URLの形式が正しくありません</h1>
<p>アドレスをご確認のうえ、<a href="/">トップページ</a>からお探しください。</p></body></html>
`

/**
 * The 400 for a path that cannot be decoded: the API's JSON error envelope under /api and /cms-api (code
 * invalid_path, the same answer `handle` gives), a small Japanese page (no script, no style) elsewhere.
 */
export function malformedPathResponse(rawPathname: string): Response {
  const headers = { 'cache-control': 'no-store' }
  if (/^\/(api|cms-api)(\/|$)/.test(rawPathname))
    return Response.json(
      { error: { code: 'invalid_path', message: API_ERROR_MESSAGES.invalidPath } },
      { status: 400, headers },
    )
  return new Response(MALFORMED_PATH_PAGE, {
    status: 400,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}
