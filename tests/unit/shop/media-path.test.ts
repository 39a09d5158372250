import { describe, expect, it } from 'vitest'

import { mediaPath } from '@/shop/content/media-path'

describe('media paths', () => {
  it('makes Payload media URLs site-relative', () => {
    expect(mediaPath('http://localhost:3000/cms-api/media/file/a.png')).toBe('/cms-api/media/file/a.png')
    expect(mediaPath('/cms-api/media/file/a.png')).toBe('/cms-api/media/file/a.png')
    expect(mediaPath(null)).toBeNull()
    expect(mediaPath('http://localhost:3000/cms-api/media/file/a-384x384.png/')).toBe(
      '/cms-api/media/file/a-384x384.png',
    )
    expect(mediaPath('//evil.example/a.png')).toBeNull()
  })
})

describe('media on another host', () => {
  it('keeps absolute URLs of other hosts (S3-compatible storage)', () => {
    expect(mediaPath('https://cdn.example.jp/a.png')).toBe('https://cdn.example.jp/a.png')
  })
})
