import { describe, expect, it } from 'vitest'

import { clientRoutableHref } from '@/ui/markdown/internal-link'

const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const anchor = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
})
const origin = 'http://localhost:3000'

describe('clientRoutableHref', () => {
  it('routes a plain click on a same-origin storefront link', () => {
    expect(clientRoutableHref(plain, anchor('http://localhost:3000/about/terms/?a=1#x'), origin)).toBe(
      '/about/terms/?a=1#x',
    )
  })
  it('leaves other sites, new windows, downloads and modified clicks to the browser', () => {
    expect(clientRoutableHref(plain, anchor('https://example.com/'), origin)).toBeNull()
    expect(clientRoutableHref(plain, anchor('/about/', { target: '_blank' }), origin)).toBeNull()
    expect(clientRoutableHref(plain, anchor('/file.pdf', { hasDownload: true }), origin)).toBeNull()
    expect(clientRoutableHref({ ...plain, ctrlKey: true }, anchor('/about/'), origin)).toBeNull()
    expect(clientRoutableHref({ ...plain, button: 1 }, anchor('/about/'), origin)).toBeNull()
    expect(clientRoutableHref({ ...plain, defaultPrevented: true }, anchor('/about/'), origin)).toBeNull()
  })
  it('leaves the admin, the API, preview and sandbox outside the storefront router', () => {
    for (const p of ['/admin', '/cms-api/graphql', '/api/openapi.json', '/preview/', '/sandbox/mailbox/']) {
      expect(clientRoutableHref(plain, anchor(`http://localhost:3000${p}`), origin)).toBeNull()
    }
  })
})
