import { describe, expect, it } from 'vitest'

import { createNonceReplacer } from '@/server/nonce-replacer'

const PLACEHOLDER = 'PLACEHOLDERxxxxxxxxxxxx='
const NONCE = 'fresh+nonce/0123456789A='

function run(chunks: string[]) {
  const replacer = createNonceReplacer(PLACEHOLDER, NONCE)
  const out = chunks.map((c) => replacer.push(Buffer.from(c)).toString())
  out.push(replacer.end().toString())
  return out
}

describe('createNonceReplacer', () => {
  it('replaces every placeholder, also across every possible chunk boundary', () => {
    const body = `<script nonce="${PLACEHOLDER}">a</script><script nonce="${PLACEHOLDER}"></script>${PLACEHOLDER}`
    const expected = body.split(PLACEHOLDER).join(NONCE)
    for (let cut = 0; cut <= body.length; cut++) {
      for (const size of [1, 3, 7]) {
        const chunks = [
          body.slice(0, cut),
          ...(body.slice(cut).match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []),
        ]
        expect(run(chunks).join('')).toBe(expected)
      }
    }
  })

  it('holds back only what could start the placeholder, so a streamed chunk is sent at once', () => {
    const out = run(['<p>done</p>', '<p>PLACE', 'HOLDER'])
    expect(out[0]).toBe('<p>done</p>')
    expect(out[1]).toBe('<p>')
    expect(out.join('')).toBe('<p>done</p><p>PLACEHOLDER')
  })

  it('never changes the buffer it was given (a cached page)', () => {
    const cached = Buffer.from(`x${PLACEHOLDER}y`)
    createNonceReplacer(PLACEHOLDER, NONCE).push(cached)
    expect(cached.toString()).toBe(`x${PLACEHOLDER}y`)
  })

  it('refuses a nonce of another length (Content-Length must stay right)', () => {
    expect(() => createNonceReplacer(PLACEHOLDER, 'short')).toThrow()
  })
})
