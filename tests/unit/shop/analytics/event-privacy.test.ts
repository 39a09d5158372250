import { describe, expect, it } from 'vitest'

import { looksPersonal, storedKeyword, storedPath } from '@/shop/analytics/event-privacy'
import { eventBatchSchema } from '@/shop/analytics/event-schema'
import { toStoredEvents } from '@/shop/analytics/stored-event'
import { isAutomatedAgent, isVisitorId, newVisitorId } from '@/shop/analytics/visitors'

describe('what a stored path keeps', () => {
  it('keeps the pathname and the campaign parameters only', () => {
    expect(storedPath('/password-reset/?mail=taro%40example.jp&token=abc')).toBe('/password-reset/')
    expect(storedPath('/supplement/?utm_source=line&utm_medium=social&keyword=dha')).toBe(
      '/supplement/?utm_source=line&utm_medium=social',
    )
    expect(storedPath('/?link-key=SPRING26')).toBe('/?link-key=SPRING26')
  })
  it('drops a campaign parameter whose value is not a plain code', () => {
    expect(storedPath('/?utm_source=taro%40example.jp')).toBe('/')
  })
})

describe('search keywords', () => {
  it('are stored normalised', () => {
    expect(storedKeyword('  ＤＨＡ　サプリ ')).toBe('dha サプリ')
  })
  it('are not stored when they look like personal data', () => {
    expect(looksPersonal('taro@example.jp')).toBe(true)
    expect(looksPersonal('090-1234-5678')).toBe(true)
    expect(looksPersonal('１２３－４５６７')).toBe(true)
    expect(looksPersonal('4111 1111 1111 1111')).toBe(true)
    expect(looksPersonal('DHA 2024')).toBe(false)
    expect(storedKeyword('taro@example.jp')).toBeNull()
    expect(storedKeyword('   ')).toBeNull()
  })
})

describe('the wire batch', () => {
  const ok = { kind: 'page_view', path: '/' }
  it('accepts a small batch', () => {
    expect(eventBatchSchema.safeParse({ events: [ok] }).success).toBe(true)
  })
  it('refuses an empty, oversized or unknown batch', () => {
    expect(eventBatchSchema.safeParse({ events: [] }).success).toBe(false)
    expect(eventBatchSchema.safeParse({ events: Array.from({ length: 51 }, () => ok) }).success).toBe(false)
    expect(eventBatchSchema.safeParse({ events: [{ ...ok, email: 'a@b.jp' }] }).success).toBe(false)
    expect(eventBatchSchema.safeParse({ events: [{ kind: 'login', path: '/' }] }).success).toBe(false)
    expect(
      eventBatchSchema.safeParse({ events: [{ kind: 'page_view', path: 'https://evil/' }] }).success,
    ).toBe(false)
    expect(eventBatchSchema.safeParse({ events: [ok], visitor: 'x' }).success).toBe(false)
  })
})

describe('stored rows', () => {
  it('take the server clock, the Japan day, and only the values of their kind', () => {
    const now = new Date('2026-11-28T15:30:00Z') // 00:30 on the 29th in Japan
    const rows = toStoredEvents(
      [
        { kind: 'page_view', path: '/column/abc/?email=x', product: 'P1', keyword: 'secret' },
        { kind: 'search', path: '/search/', keyword: 'セサミン', results: 0, campaign: 'C1' },
        { kind: 'campaign_view', path: '/campaign/lp/x/', campaign: 'C1', variant: 'test' },
      ],
      'v'.repeat(22),
      now,
    )
    expect(rows[0]).toMatchObject({
      day: '2026-11-29',
      at: now.getTime(),
      path: '/column/abc/',
      product: null,
      keyword: null,
    })
    expect(rows[1]).toMatchObject({ kind: 'search', keyword: 'セサミン', results: 0, campaign: null })
    expect(rows[2]).toMatchObject({ campaign: 'C1', variant: 'test', keyword: null, results: null })
  })
})

describe('visitors', () => {
  it('are 22-character random ids', () => {
    const id = newVisitorId((n) => new Uint8Array(n).fill(7))
    expect(isVisitorId(id)).toBe(true)
    expect(isVisitorId('short')).toBe(false)
    expect(isVisitorId('a'.repeat(21) + '!')).toBe(false)
  })
  it('are not crawlers, tools or automated browsers', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    expect(isAutomatedAgent(chrome)).toBe(false)
    expect(isAutomatedAgent(iphone)).toBe(false)
    expect(isAutomatedAgent(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(true)
    expect(isAutomatedAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    )
    expect(isAutomatedAgent('curl/8.5.0')).toBe(true)
    expect(isAutomatedAgent('')).toBe(true)
    expect(isAutomatedAgent(null)).toBe(true)
  })
})
