import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/cms/seed/seed'
import { INFORMATION_CATEGORY_VALUES } from '@/shop/content/information-categories'

import { testPayload } from './helpers'

/** Information routes of spec §2 that the CMS must have a page for. */
const SPEC_PAGE_PATHS = [
  'about',
  'about/terms',
  'about/customer-harassment',
  'company',
  'privacy',
  'quality',
  'security',
  'sitemap',
  'service',
  'service/regular-course',
  'service/set',
  'service/staging',
  'service/wrapping',
  'faq_inquiry',
  'first',
  'vital',
  'whatsnew',
  'kiyaku',
  'kiyaku/terms',
  'kiyaku/point',
  'kiyaku/popup',
  'secure',
  'secure/inquiry',
  'secure/mailmagazine',
  'secure/regular',
  'secure/reregister',
]

let payload: Payload
const lines: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, (l) => lines.push(l))
})

describe('seed', () => {
  it('prints progress', () => {
    expect(lines[0]).toMatch(/Seeding/)
    expect(lines.at(-1)).toBe('Seed complete.')
  })

  it('creates every information page of the spec, published', async () => {
    const pages = await payload.find({
      collection: 'pages',
      limit: 200,
      where: { _status: { equals: 'published' } },
    })
    const paths = pages.docs.map((p) => p.path)
    for (const p of SPEC_PAGE_PATHS) expect(paths).toContain(p)
  })

  it('creates at least 15 notices across several categories, some with detail pages', async () => {
    const info = await payload.find({ collection: 'information', limit: 200 })
    expect(info.totalDocs).toBeGreaterThanOrEqual(15)
    const categories = new Set(info.docs.map((d) => d.selectionDiv))
    expect(categories.size).toBeGreaterThanOrEqual(3)
    for (const c of categories) expect(INFORMATION_CATEGORY_VALUES).toContain(c)
    expect(info.docs.some((d) => d.hasDetail)).toBe(true)
  })

  it('creates columns 01 to 10 with real bodies', async () => {
    const cols = await payload.find({ collection: 'columns', limit: 50, sort: 'number' })
    expect(cols.docs.map((c) => c.number).slice(0, 10)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ])
    for (const c of cols.docs) expect((c.body ?? '').length).toBeGreaterThan(400)
  })

  it('creates FAQ categories and at least 30 questions', async () => {
    expect((await payload.count({ collection: 'faq-categories' })).totalDocs).toBeGreaterThanOrEqual(4)
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBeGreaterThanOrEqual(30)
  })

  it('creates banners, brand tabs, brand groups and the three staff users', async () => {
    expect((await payload.count({ collection: 'banners' })).totalDocs).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'brand-tabs' })).totalDocs).toBe(2)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandGroups?.length).toBe(8)
    const users = await payload.find({ collection: 'users', limit: 10 })
    expect(users.docs.flatMap((u) => u.roles).sort()).toEqual(['admin', 'editor', 'marketer'])
  })

  it('is idempotent: a second run creates nothing', async () => {
    const before = (await payload.count({ collection: 'information' })).totalDocs
    const again: string[] = []
    await seed(payload, (l) => again.push(l))
    expect((await payload.count({ collection: 'information' })).totalDocs).toBe(before)
    expect(again.filter((l) => / [1-9]\d* created/.test(l))).toEqual([])
  })
})
