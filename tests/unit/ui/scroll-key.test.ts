import { describe, expect, it } from 'vitest'

import { parseStoredScrollY, SCROLL_KEY_PREFIX, scrollKey } from '@/ui/scroll/scroll-key'

describe('scrollKey', () => {
  it('keys a page by path and query', () => {
    expect(scrollKey('/about/terms/', '')).toBe(`${SCROLL_KEY_PREFIX}/about/terms`)
    expect(scrollKey('/about/terms', '')).toBe(scrollKey('/about/terms/', ''))
    expect(scrollKey('/search/', '?keyword=DHA')).toBe(`${SCROLL_KEY_PREFIX}/search?keyword=DHA`)
  })

  it('treats an empty query like no query', () => {
    expect(scrollKey('/company/', '?')).toBe(scrollKey('/company/', ''))
  })

  it('accepts a query without its question mark', () => {
    expect(scrollKey('/', 'category=supplement')).toBe(scrollKey('/', '?category=supplement'))
  })

  it('gives different queries different keys', () => {
    expect(scrollKey('/', '?category=supplement')).not.toBe(scrollKey('/', '?category=beauty-care'))
  })

  it('falls back to the root for an empty path', () => {
    expect(scrollKey('', '')).toBe(`${SCROLL_KEY_PREFIX}/`)
  })
})

describe('parseStoredScrollY', () => {
  it('reads stored positions', () => {
    expect(parseStoredScrollY('1500')).toBe(1500)
    expect(parseStoredScrollY('0')).toBe(0)
    expect(parseStoredScrollY('12.6')).toBe(13)
  })

  it('ignores missing or broken values', () => {
    expect(parseStoredScrollY(null)).toBeNull()
    expect(parseStoredScrollY('')).toBeNull()
    expect(parseStoredScrollY('abc')).toBeNull()
    expect(parseStoredScrollY('-5')).toBeNull()
  })
})
