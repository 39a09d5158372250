/**
 * Replaces the process's secret placeholder nonce with a response's own nonce in a body that arrives in chunks
 * (docs/adr/021). Both are ASCII of the same length, so byte offsets and Content-Length stay right. A chunk's end
 * that could be the start of the placeholder is held back until the next chunk (or the end), nothing more, so a
 * streamed page is not delayed.
 */
export interface NonceReplacer {
  /** The bytes that can be sent now. */
  push(chunk: Buffer): Buffer
  /** What was held back, at the end of the body. */
  end(): Buffer
}

export function createNonceReplacer(placeholder: string, nonce: string): NonceReplacer {
  const from = Buffer.from(placeholder, 'latin1')
  const to = Buffer.from(nonce, 'latin1')
  if (from.length !== to.length || from.length === 0)
    throw new Error('the nonce and its placeholder must be the same non-empty length')
  let pending = Buffer.alloc(0)

  function replaceAll(buffer: Buffer): void {
    let at = buffer.indexOf(from)
    while (at !== -1) {
      to.copy(buffer, at)
      at = buffer.indexOf(from, at + from.length)
    }
  }

  /** Length of the longest end of `buffer` that is a proper start of the placeholder. */
  function partialTail(buffer: Buffer): number {
    const max = Math.min(from.length - 1, buffer.length)
    for (let size = max; size > 0; size--) {
      if (buffer.compare(from, 0, size, buffer.length - size, buffer.length) === 0) return size
    }
    return 0
  }

  return {
    push(chunk) {
      const buffer = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk)
      replaceAll(buffer)
      const keep = partialTail(buffer)
      pending = Buffer.from(buffer.subarray(buffer.length - keep))
      return buffer.subarray(0, buffer.length - keep)
    },
    end() {
      const rest = pending
      pending = Buffer.alloc(0)
      return rest
    },
  }
}
