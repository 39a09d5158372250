/**
 * The idempotent seed: creates what is missing from content/ and the demo staff, and never overwrites a
 * document that already exists (staff edits survive a re-run). Prints one progress line per step.
 */
import type { Payload } from 'payload'

import { SEED_RULES } from '@/shop/ad-review'
import { hashPassword } from '@/shop/auth/password-hash'
import type { VoteAward } from '@/shop/award/award-rules'

import { optStr, readJson, readMarkdownDir, str } from './content-files'
import { seedCampaigns } from './campaigns'
import { markdownConverter } from './rich-text'
import { seedCatalogue } from './catalogue'
import { DEMO_CUSTOMERS, DEMO_INVITATIONS } from './customers'
import { seedMemberPurchases } from './member-purchases'
import { seedRegularCourses } from './regular-courses'
import { DEMO_STAFF } from './staff'
import { type Counts, type Log, newCounts, report, seedContext, upsert } from './upsert'

const ctx = seedContext

export async function seed(payload: Payload, log: Log = console.log): Promise<void> {
  log('Seeding demo data from content/ …')
  const rich = await markdownConverter(payload)

  let c: Counts = newCounts()
  for (const s of DEMO_STAFF) {
    await upsert(
      payload,
      'users',
      'email',
      s.email,
      () => payload.create({ collection: 'users', data: { ...s, roles: [...s.roles] }, context: ctx }),
      c,
    )
  }
  report(log, 'staff users', c)

  // The shop's advertising-expression rules (issue 27), for reviewers to keep from here on.
  c = newCounts()
  for (const rule of SEED_RULES) {
    await upsert(
      payload,
      'ad-rules',
      'code',
      rule.code,
      () =>
        payload.create({
          collection: 'ad-rules',
          data: { ...rule, appliesTo: [...rule.appliesTo] },
          context: ctx,
        }),
      c,
    )
  }
  report(log, 'advertising-expression rules', c)

  c = newCounts()
  for (const { password, openingPoints, ...customer } of DEMO_CUSTOMERS) {
    await upsert(
      payload,
      'customers',
      'email',
      customer.email,
      async () =>
        payload.create({
          collection: 'customers',
          context: ctx,
          data: {
            ...customer,
            stage: 0,
            // No balance at all (shown as dashes) unless the member opens one.
            swcPoint: openingPoints === undefined ? null : 0,
            passwordHash: await hashPassword(password),
          },
        }),
      c,
    )
  }
  report(log, 'demo members', c)

  c = newCounts()
  for (const invitation of DEMO_INVITATIONS) {
    await upsert(
      payload,
      'kankeisha-invitations',
      'code',
      invitation.code,
      () => payload.create({ collection: 'kankeisha-invitations', context: ctx, data: invitation }),
      c,
    )
  }
  report(log, 'kankeisha invitation codes', c)

  c = newCounts()
  for (const f of readMarkdownDir('pages')) {
    const path = str(f.data, 'path', f.file)
    await upsert(
      payload,
      'pages',
      'path',
      path,
      () =>
        payload.create({
          collection: 'pages',
          context: ctx,
          data: {
            path,
            title: str(f.data, 'title', f.file),
            description: optStr(f.data, 'description'),
            template: (optStr(f.data, 'template') ?? 'standard') as 'standard',
            section: path.startsWith('campaign') ? 'campaign' : 'information',
            order: Number(f.data.order ?? 100),
            body: rich(f.body),
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'pages', c)

  c = newCounts()
  for (const f of readMarkdownDir('information')) {
    const code = str(f.data, 'code', f.file)
    await upsert(
      payload,
      'information',
      'code',
      code,
      () =>
        payload.create({
          collection: 'information',
          context: ctx,
          data: {
            code,
            title: str(f.data, 'title', f.file),
            selectionDiv: str(f.data, 'selectionDiv', f.file) as 'important',
            publishedAt: new Date(str(f.data, 'publishedAt', f.file)).toISOString(),
            hasDetail: f.data.hasDetail !== false,
            link: optStr(f.data, 'link'),
            body: rich(f.body),
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'information notices', c)

  c = newCounts()
  for (const f of readMarkdownDir('columns')) {
    const number = str(f.data, 'number', f.file).padStart(2, '0')
    await upsert(
      payload,
      'columns',
      'number',
      number,
      () =>
        payload.create({
          collection: 'columns',
          context: ctx,
          data: {
            number,
            title: str(f.data, 'title', f.file),
            category: str(f.data, 'category', f.file) as 'health',
            excerpt: optStr(f.data, 'excerpt'),
            author: optStr(f.data, 'author'),
            readMinutes: f.data.readMinutes ? Number(f.data.readMinutes) : undefined,
            publishedAt: new Date(str(f.data, 'publishedAt', f.file)).toISOString(),
            body: rich(f.body),
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'columns', c)

  c = newCounts()
  const categories = readJson<{ slug: string; name: string; order: number }[]>('faq/categories.json')
  for (const cat of categories) {
    await upsert(
      payload,
      'faq-categories',
      'slug',
      cat.slug,
      () => payload.create({ collection: 'faq-categories', context: ctx, data: cat }),
      c,
    )
  }
  report(log, 'FAQ categories', c)
  const categoryIds = new Map(
    (await payload.find({ collection: 'faq-categories', limit: 100, depth: 0 })).docs.map((d) => [
      d.slug,
      d.id,
    ]),
  )

  c = newCounts()
  const questions = readJson<{ category: string; question: string; answer: string }[]>('faq/questions.json')
  for (const [i, q] of questions.entries()) {
    const category = categoryIds.get(q.category)
    if (category === undefined) throw new Error(`faq/questions.json: unknown category "${q.category}"`)
    const answer = rich(q.answer)
    if (!answer) throw new Error(`faq/questions.json: "${q.question}" has no answer`)
    await upsert(
      payload,
      'faqs',
      'question',
      q.question,
      () =>
        payload.create({
          collection: 'faqs',
          context: ctx,
          data: {
            question: q.question,
            answer,
            category,
            order: i + 1,
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'FAQ questions', c)

  c = newCounts()
  type BannerSeed = {
    key: string
    title: string
    subtitle?: string
    href: string
    placement: 'top-hero'
    tone?: 'green'
    order: number
  }
  for (const b of readJson<BannerSeed[]>('banners.json')) {
    await upsert(
      payload,
      'banners',
      'key',
      b.key,
      () => payload.create({ collection: 'banners', context: ctx, data: { ...b, _status: 'published' } }),
      c,
    )
  }
  report(log, 'banners', c)

  c = newCounts()
  type TabsSeed = {
    tabs: {
      key: 'supplement' | 'beautycare'
      label: string
      groups: { title: string; links: { label: string; href: string }[] }[]
    }[]
    brandGroups: { key: string; name: string; tollFree: string; hours?: string }[]
  }
  const tabs = readJson<TabsSeed>('brand-tabs.json')
  for (const [i, t] of tabs.tabs.entries()) {
    await upsert(
      payload,
      'brand-tabs',
      'key',
      t.key,
      () => payload.create({ collection: 'brand-tabs', context: ctx, data: { ...t, order: i + 1 } }),
      c,
    )
  }
  report(log, 'brand tabs', c)

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.brandGroups?.length) {
    await payload.updateGlobal({
      slug: 'site-settings',
      context: ctx,
      data: { brandGroups: tabs.brandGroups },
    })
    log('  site settings: brand groups written')
  } else log('  site settings: already there')
  // The online-shop operation support line (spec §1: a separate line), shown under its heading in the footer.
  const { operationSupportTel } = readJson<{ operationSupportTel: string }>('site-settings.json')
  if (!settings.operationSupportTel) {
    await payload.updateGlobal({ slug: 'site-settings', context: ctx, data: { operationSupportTel } })
    log('  site settings: operation support line written')
  }

  c = newCounts()
  const award = readJson<{
    year: number
    entries: { award: VoteAward; title: string; supporterName: string; excerpt: string }[]
  }>('award-entries.json')
  const { totalDocs: awardEntries } = await payload.count({
    collection: 'award-entries',
    where: { year: { equals: award.year } },
  })
  if (awardEntries > 0) c.existing += awardEntries
  else
    for (const [i, entry] of award.entries.entries()) {
      await payload.create({
        collection: 'award-entries',
        context: ctx,
        data: { ...entry, year: award.year, order: (i + 1) * 10 },
      })
      c.created++
    }
  // The vote period stays empty (spec §9): staff open a vote in the admin (award settings).
  report(log, 'award candidates', c)

  await seedCatalogue(payload, log)

  // The gift guide recommends catalogue products by code (their prices stay the catalogue's).
  c = newCounts()
  for (const guide of readJson<
    { code: string; title: string; lead: string; body: string; products: string[]; order: number }[]
  >('gift-guides.json')) {
    await upsert(
      payload,
      'gift-guides',
      'code',
      guide.code,
      async () => {
        const { docs } = await payload.find({
          collection: 'products',
          where: { productCode: { in: guide.products } },
          pagination: false,
          depth: 0,
          select: { productCode: true },
        })
        const ids = guide.products.flatMap((code) =>
          docs.filter((p) => p.productCode === code).map((p) => p.id),
        )
        if (ids.length !== guide.products.length)
          throw new Error(`seed: gift guide ${guide.code} names a product the catalogue does not have`)
        return payload.create({
          collection: 'gift-guides',
          context: ctx,
          data: { ...guide, body: rich(guide.body), products: ids, _status: 'published' },
        })
      },
      c,
    )
  }
  report(log, 'gift guides', c)
  await seedCampaigns(payload, log)
  await seedRegularCourses(payload, log)
  await seedMemberPurchases(payload, log)

  log('Seed complete.')
}
