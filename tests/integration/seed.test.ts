import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Brand, Media, Product } from '@/cms/payload-types'
import { parseSeedFile, productSchema } from '@/cms/seed/catalogue-schema'
import { seed } from '@/cms/seed/seed'
import { MY_PERFECTION_SECTIONS } from '@/shop/catalogue/codes'
import { japanDate } from '@/shop/calendar/japan-date'
import { INFORMATION_CATEGORY_VALUES } from '@/shop/content/information-categories'
import { isMemberCancellable } from '@/shop/orders/member-cancel-rules'

import { testPayload } from './helpers'
import { richTextToText } from '@/shop/content/rich-text'

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
  'besupporters',
  'besupporters/award',
  'besupporters/yell',
  'besupporters/2025',
  'besupporters/2026',
  'gift',
  'suntory-wellness-club',
  'suntory-wellness-club/point',
  'suntory-wellness-club/point-use',
  'suntory-wellness-club/special',
  'suntory-wellness-club/comado',
]

/** Products that e2e tests and the suggested search keywords (spec §5) rely on. */
const REQUIRED_PRODUCTS: Record<string, Partial<Product>> = {
  'sesamin-ex': {
    name: 'セサミンEX',
    category: 'supplement',
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2', '3'],
    saleStatus: 'on-sale',
  },
  'dha-epa': { category: 'supplement', saleStatus: 'on-sale' },
  locomore: { category: 'supplement', saleStatus: 'on-sale' },
  'omega-aid': { category: 'supplement', saleStatus: 'on-sale' },
  'liftage-lotion': { category: 'beautycare', taxClass: 'standard', price: 4000, saleStatus: 'on-sale' },
}

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
    // Rich text converted from content/'s Markdown (docs/adr/061): real prose, with its headings.
    for (const c of cols.docs) {
      expect(richTextToText(c.body).length).toBeGreaterThan(400)
      expect(c.body?.root.children.some((node) => node.type === 'heading')).toBe(true)
    }
  })

  it('creates FAQ categories and at least 30 questions', async () => {
    expect((await payload.count({ collection: 'faq-categories' })).totalDocs).toBeGreaterThanOrEqual(4)
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBeGreaterThanOrEqual(30)
  })

  it('creates banners, brand tabs, brand groups and the four staff users', async () => {
    expect((await payload.count({ collection: 'banners' })).totalDocs).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'brand-tabs' })).totalDocs).toBe(2)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandGroups?.length).toBe(8)
    const users = await payload.find({ collection: 'users', limit: 10 })
    expect(users.docs.flatMap((u) => u.roles).sort()).toEqual([
      'admin',
      'editor',
      'marketer',
      'reviewer',
      'support',
    ])
  })

  it('creates at least 30 published products in both categories, each with its image and stock row', async () => {
    const products = await payload.find({
      collection: 'products',
      where: { _status: { equals: 'published' } },
      depth: 1,
      pagination: false,
    })
    expect(products.docs.length).toBeGreaterThanOrEqual(30)
    const count = (category: string) => products.docs.filter((p) => p.category === category).length
    expect(count('supplement')).toBeGreaterThanOrEqual(15)
    expect(count('beautycare')).toBeGreaterThanOrEqual(12)
    const stock = await payload.find({ collection: 'inventory', pagination: false, overrideAccess: true })
    const stockByCode = new Map(stock.docs.map((s) => [s.productCode, s.stock]))
    for (const p of products.docs) {
      const main = p.images?.[0] as Media | undefined
      expect(main?.filename, p.productCode).toBe(`${p.productCode}.png`)
      expect(main?.alt).toBe(`${p.name}の商品画像`)
      expect(stockByCode.has(p.productCode), p.productCode).toBe(true)
    }
    const statuses = new Set(products.docs.map((p) => p.saleStatus))
    expect([...statuses].sort()).toEqual(['coming-soon', 'ended', 'on-sale'])
    expect([...stockByCode.values()]).toContain(0)
    expect(products.docs.filter((p) => p.isSpecialProduct).length).toBeGreaterThanOrEqual(2)
    expect(products.docs.some((p) => p.productClass === 'gift')).toBe(true)
    expect(products.docs.filter((p) => p.name.includes('セサミン')).length).toBeGreaterThan(1)
  })

  it('creates the products other features rely on, with their prices and big stock', async () => {
    for (const [code, expected] of Object.entries(REQUIRED_PRODUCTS)) {
      const found = await payload.find({ collection: 'products', where: { productCode: { equals: code } } })
      expect(found.docs[0], code).toMatchObject(expected)
      const stock = await payload.find({
        collection: 'inventory',
        where: { productCode: { equals: code } },
        overrideAccess: true,
      })
      expect(stock.docs[0]?.stock, code).toBeGreaterThanOrEqual(500)
    }
    const liftage = await payload.find({
      collection: 'products',
      where: { 'brand.code': { equals: 'liftage' } },
      pagination: false,
    })
    expect(liftage.docs.length).toBeGreaterThanOrEqual(4)
  })

  it('creates the brands with their tabs, purposes and ingredients', async () => {
    const brands = await payload.find({ collection: 'brands', pagination: false })
    const byCode = new Map<string, Brand>(brands.docs.map((b) => [b.code, b]))
    expect([...byCode.keys()].sort()).toEqual(
      ['flowrich', 'hadanomori', 'herbtea', 'liftage', 'rbeauty', 'soyflax', 'varon', 'vitoas'].sort(),
    )
    for (const b of brands.docs) {
      expect(b._status).toBe('published')
      if (b.kind === 'skincare') expect(b.tabs?.map((t) => t.key)).toContain('voice')
    }
    const rbeauty = byCode.get('rbeauty')
    expect(rbeauty?.tabs?.map((t) => t.key)).toEqual([
      'voice',
      'myperfection',
      'myperfection-bw',
      'cream',
      'soap',
    ])
    const myPerfection = rbeauty?.tabs?.find((t) => t.key === 'myperfection')
    expect(myPerfection?.sections?.map((s) => s.key)).toEqual([...MY_PERFECTION_SECTIONS])
    const purposes = await payload.find({ collection: 'purposes', pagination: false })
    expect(purposes.docs.map((p) => p.code)).toEqual(
      expect.arrayContaining(['walk', 'fish', 'daily', 'moisture']),
    )
    const ingredients = await payload.find({ collection: 'ingredients', pagination: false })
    expect(ingredients.docs.map((i) => i.code)).toEqual(expect.arrayContaining(['dha', 'sesamin', 'lactic']))
  })

  it('rejects a bad product file with the file and field named', () => {
    const bad = {
      productCode: 'Bad Code',
      category: 'supplement',
      taxClass: 'standard',
      nameKana: 'せさみん',
    }
    expect(() => parseSeedFile(productSchema, bad, 'catalogue/products/bad.json')).toThrow(
      /catalogue\/products\/bad\.json: productCode: [\s\S]*catalogue\/products\/bad\.json: nameKana: /,
    )
  })

  it('gives the regular-delivery demo member two courses with past delivery orders made by the engine', async () => {
    const member = (
      await payload.find({
        collection: 'customers',
        where: { email: { equals: 'regular@example.jp' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(member.isRegularOrderCustomer).toBe(true)
    const courses = await payload.find({
      collection: 'regular-courses',
      where: { customer: { equals: member.id } },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
    })
    expect(courses.docs.map((c) => [c.status, c.payment?.method, c.cycleType])).toEqual([
      ['active', '2', '1'],
      ['active', '1', '2'],
    ])
    expect(courses.docs[0]!.payment?.cardReference).toBeTruthy()
    for (const course of courses.docs) {
      const orders = await payload.find({
        collection: 'orders',
        where: { regularCourse: { equals: course.id } },
        sort: 'regularSequence',
        overrideAccess: true,
        depth: 0,
      })
      expect(orders.docs.length).toBeGreaterThanOrEqual(2)
      expect(orders.docs.map((o) => o.regularSequence)).toEqual(orders.docs.map((_, i) => i + 2))
      const deliveries = await payload.find({
        collection: 'regular-deliveries',
        where: { course: { equals: course.id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(deliveries.docs.map((d) => [d.status, d.failureCode ?? null])).toEqual(
        orders.docs.map(() => ['ordered', null]),
      )
      expect(course.nextSequence).toBe(orders.docs.length + 2)
    }
  })

  // Issue 26 §4: the past deliveries were still 受付済み / 確定（出荷待ち） and could be cancelled.
  it('ships the regular-delivery demo member’s past deliveries, as a shop that has been running', async () => {
    const member = (
      await payload.find({
        collection: 'customers',
        where: { email: { equals: 'regular@example.jp' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const courses = await payload.find({
      collection: 'regular-courses',
      where: { customer: { equals: member.id } },
      overrideAccess: true,
      depth: 0,
    })
    const courseOrders = await payload.find({
      collection: 'orders',
      where: {
        or: [
          { regularCourse: { in: courses.docs.map((c) => c.id) } },
          { id: { in: courses.docs.map((c) => (typeof c.order === 'object' ? c.order.id : c.order)) } },
        ],
      },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const today = japanDate(new Date())
    const past = courseOrders.docs.filter((o) => o.delivery.specifiedDate! < today)
    const ahead = courseOrders.docs.filter((o) => o.delivery.specifiedDate! >= today)
    // Both courses' first orders and the engine's deliveries since (monthly for 100 days, bimonthly for 130).
    expect(past.length).toBeGreaterThanOrEqual(6)
    for (const order of past) {
      expect([order.orderNumber, order.status]).toEqual([order.orderNumber, 'shipped'])
      expect(japanDate(new Date(order.shippedAt!)) < order.delivery.specifiedDate!).toBe(true)
      expect(Date.parse(order.shippedAt!)).toBeGreaterThan(Date.parse(order.placedAt))
      expect(order.pointsSettledAt, order.orderNumber).toBeTruthy()
      expect(isMemberCancellable({ status: order.status, shippedAt: order.shippedAt })).toBe(false)
    }
    // A delivery still ahead stays as the engine made it (the member may still cancel it).
    for (const order of ahead) expect(order.status).not.toBe('shipped')
  })

  it("gives the demo members the club's figures by the rules: stages from their shipped orders, balances as the ledger sums", async () => {
    const figures = async (email: string) => {
      const member = (
        await payload.find({
          collection: 'customers',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs[0]!
      const ledger = await payload.find({
        collection: 'point-ledger',
        where: { and: [{ customer: { equals: member.id } }, { state: { equals: 'settled' } }] },
        pagination: false,
        overrideAccess: true,
        depth: 0,
      })
      return {
        stage: member.stage,
        swcPoint: member.swcPoint ?? null,
        ledgerSum: ledger.docs.reduce((sum, row) => sum + row.delta, 0),
        earned: Boolean(member.pointsEarnedAt),
      }
    }
    expect(await figures('member@example.jp')).toEqual({
      stage: 3,
      swcPoint: 1200,
      ledgerSum: 1200,
      earned: true,
    })
    expect(await figures('regular@example.jp')).toEqual({
      stage: 8,
      swcPoint: 5400,
      ledgerSum: 5400,
      earned: true,
    })
    expect(await figures('kankeisha@example.jp')).toEqual({
      stage: 0,
      swcPoint: null,
      ledgerSum: 0,
      earned: false,
    })
  })

  it('creates the gift guide with products the catalogue sells, and the award candidates without a vote period', async () => {
    const guides = await payload.find({ collection: 'gift-guides', depth: 1, pagination: false })
    expect(guides.docs.map((g) => g.code)).toEqual(['winter', 'birthday', 'parents', 'thanks'])
    for (const guide of guides.docs) {
      expect(guide._status).toBe('published')
      expect(guide.products?.length, guide.code).toBeGreaterThanOrEqual(3)
    }
    const entries = await payload.count({ collection: 'award-entries', where: { year: { equals: 2026 } } })
    expect(entries.totalDocs).toBeGreaterThanOrEqual(3)
    const settings = await payload.findGlobal({ slug: 'award-settings' })
    expect([settings.votingStartsAt ?? null, settings.votingEndsAt ?? null]).toEqual([null, null])
  })

  it('is idempotent: a second run creates nothing', async () => {
    const before = (await payload.count({ collection: 'information' })).totalDocs
    const media = (await payload.count({ collection: 'media' })).totalDocs
    const shippedCount = async () =>
      (
        await payload.count({
          collection: 'orders',
          where: { status: { equals: 'shipped' } },
          overrideAccess: true,
        })
      ).totalDocs
    const orders = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const shipped = await shippedCount()
    const ledger = (await payload.count({ collection: 'point-ledger', overrideAccess: true })).totalDocs
    const again: string[] = []
    await seed(payload, (l) => again.push(l))
    expect((await payload.count({ collection: 'information' })).totalDocs).toBe(before)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media)
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(orders)
    expect(await shippedCount()).toBe(shipped)
    expect((await payload.count({ collection: 'point-ledger', overrideAccess: true })).totalDocs).toBe(ledger)
    expect(again.filter((l) => / [1-9]\d* created/.test(l))).toEqual([])
  })
})
