import { gunzipSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  BUDGET_PAGES,
  firstLoadScriptUrls,
  formatFigures,
  gzipBytes,
  isWithinBudget,
  measureBudgetPages,
  type PageClient,
} from '../../../scripts/lib/first-load-js'

describe('first-load JavaScript (docs/adr/037-javascript-budget.md)', () => {
  it('counts what a modern browser downloads: same-origin scripts and script preloads, not noModule', () => {
    const html = [
      '<link rel="preload" as="script" href="/_next/static/chunks/pre.js">',
      '<link rel="preload" as="style" href="/_next/static/chunks/a.css">',
      '<link rel="stylesheet" href="/_next/static/chunks/b.css">',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/main.js?dpl=1&amp;v=2" async=""></script>',
      '<script src="/_next/static/chunks/pre.js" async></script>',
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script>',
      '<script nonce="n">self.__next_f.push([1,""])</script>',
    ].join('')
    expect(firstLoadScriptUrls(html, 'http://localhost:3100/cart/')).toEqual([
      'http://localhost:3100/_next/static/chunks/pre.js',
      'http://localhost:3100/_next/static/chunks/main.js?dpl=1&v=2',
    ])
  })

  it('counts the chunks a page queues until it has painted (docs/adr/052) like its script tags', () => {
    const html =
      '<script nonce="n">__shopChunks.push("/_next/static/chunks/one.js")</script>' +
      '<script src="/_next/static/chunks/two.js" async=""></script>' +
      '<script nonce="n">__shopChunks.push("/_next/static/chunks/two.js")</script>'
    expect(firstLoadScriptUrls(html, 'http://localhost:3100/')).toEqual([
      'http://localhost:3100/_next/static/chunks/two.js',
      'http://localhost:3100/_next/static/chunks/one.js',
    ])
  })

  it('sizes a script as its gzip at level 9', () => {
    const body = Buffer.from('console.log("x");'.repeat(200))
    expect(gzipBytes(body)).toBe(gzipSync(body, { level: 9 }).length)
    expect(gunzipSync(gzipSync(body, { level: 9 })).equals(body)).toBe(true)
  })

  it('puts a line in the cart before the pages that need one, and fails on a redirect', async () => {
    const calls: string[] = []
    const scripts: Record<string, Buffer> = { '/a.js': Buffer.from('a'.repeat(1000)) }
    let cart = false
    const client: PageClient = {
      async get(path) {
        calls.push(`GET ${path}`)
        if (scripts[path]) return { status: 200, body: scripts[path] }
        if (path === '/cart/shopping/' && !cart) return { status: 307, body: Buffer.from('') }
        return { status: 200, body: Buffer.from('<script src="/a.js" async></script>') }
      },
      async postJson(path) {
        calls.push(`POST ${path}`)
        cart = true
        return { status: 200, text: '{}' }
      },
    }
    const figures = await measureBudgetPages(client, 'http://shop.test')
    expect(figures.map((f) => f.label).sort()).toEqual(BUDGET_PAGES.map((p) => p.label).sort())
    const post = calls.indexOf('POST /api/cart/')
    expect(calls.indexOf('GET /cart/shopping/')).toBeGreaterThan(post)
    expect(calls.indexOf('GET /')).toBeLessThan(post)
    expect(figures.every(isWithinBudget)).toBe(true)
    expect(formatFigures(figures)).toContain('≤ 150 kB')

    cart = false
    const noPost: PageClient = { ...client, postJson: async () => ({ status: 200, text: '{}' }) }
    await expect(
      measureBudgetPages(noPost, 'http://shop.test', [
        { label: 'checkout entry', path: '/cart/shopping/', withCartLine: true },
      ]),
    ).rejects.toThrow('/cart/shopping/: HTTP 307')
  })

  it('is over budget above 150 × 1,024 bytes', () => {
    const page = { label: 'x', path: '/', withCartLine: false, scripts: [] }
    expect(isWithinBudget({ ...page, totalBytes: 150 * 1024 })).toBe(true)
    expect(isWithinBudget({ ...page, totalBytes: 150 * 1024 + 1 })).toBe(false)
    expect(formatFigures([{ ...page, totalBytes: 150 * 1024 + 1 }])).toContain('OVER BUDGET')
  })
})
