/**
 * Request bodies read with a ceiling (docs/adr/024-hostile-input.md): a declared Content-Length over the limit is
 * refused before a byte is read, and a body without one (chunked) is counted as it streams and abandoned the
 * moment it passes the limit, so a 20 MB body costs at most the limit in memory. Plumbing: no Next imports.
 */

/** The shop API's JSON and form bodies (`handle` in src/lib/api/server.ts); Payload's uploads are not affected. */
export const API_BODY_LIMIT_BYTES = 64 * 1024

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** The Content-Length the client declared, or null when it sent none or nothing that reads as a length. */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get('content-length')?.trim()
  if (!value || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * The whole body as bytes, at most `limit` of them; throws BodyTooLargeError otherwise. The declared length is
 * checked first, and the stream is read chunk by chunk with a running count (a client may declare less than it
 * sends, or nothing at all).
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request.headers)
  if (declared !== null && declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      // Stop pulling: whatever the client still sends is not buffered by us.
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  return concat(chunks, total)
}

/** The kilobytes shown in messages ("64KB"). */
export const limitText = (bytes: number) => `${Math.floor(bytes / 1024)}KB`
