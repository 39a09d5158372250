/**
 * The shop's own copy (content/, what the seed publishes) passes the advertising-law check in the context the
 * admin gives it (src/cms/ad-review/document-check.ts): products as their kind with their 届出表示, brands and
 * columns by their kind or theme, every other text as copy tied to no product (src/shop/publish-review/
 * copy-check.ts). An NG here would stop the seed, and would be a real finding to fix in the copy or the rule.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COPY_FIELD_NAMES } from '@/cms/ad-review/copy-texts'
import { CONTENT_DIR, readMarkdownDir } from '@/cms/seed/content-files'
import { compileRuleSet, SEED_RULES, type CopyContext, type CopySegment } from '@/shop/ad-review'
import { checkInContext } from '@/shop/publish-review/copy-check'
import {
  brandKindOf,
  columnKindOf,
  copyContextOf,
  type ProductFacts,
} from '@/shop/publish-review/product-context'

const { ruleSet } = compileRuleSet(SEED_RULES)
const GENERAL: CopyContext = { productKinds: [] }

/** Every copy field (by name) of a JSON value, at any depth. */
function copyOf(value: unknown, at = ''): CopySegment[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => copyOf(v, `${at}.${i}`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    typeof v === 'string' && COPY_FIELD_NAMES.has(key)
      ? [{ field: `${at}.${key}`, text: v }]
      : copyOf(v, `${at}.${key}`),
  )
}

type Case = { name: string; segments: CopySegment[]; context: CopyContext }

function cases(): Case[] {
  const out: Case[] = []
  const productsDir = path.join(CONTENT_DIR, 'catalogue/products')
  for (const file of fs.readdirSync(productsDir).filter((f) => f.endsWith('.json'))) {
    const product = JSON.parse(fs.readFileSync(path.join(productsDir, file), 'utf8')) as ProductFacts
    out.push({ name: `products/${file}`, segments: copyOf(product), context: copyContextOf([product]) })
  }
  const brands = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'catalogue/brands.json'), 'utf8')) as {
    code: string
    kind: string
  }[]
  for (const brand of brands) {
    out.push({
      name: `brands/${brand.code}`,
      segments: copyOf(brand),
      context: copyContextOf([], [brandKindOf(brand.kind)]),
    })
  }
  for (const column of readMarkdownDir('columns')) {
    out.push({
      name: `columns/${path.basename(column.file)}`,
      segments: [...copyOf(column.data), { field: 'body', text: column.body }],
      context: copyContextOf([], [columnKindOf(column.data.category as string)]),
    })
  }
  for (const dir of ['information', 'pages']) {
    for (const doc of readMarkdownDir(dir)) {
      out.push({
        name: `${dir}/${path.basename(doc.file)}`,
        segments: [...copyOf(doc.data), { field: 'body', text: doc.body }],
        context: GENERAL,
      })
    }
  }
  for (const file of [
    'faq/questions.json',
    'gift-guides.json',
    'banners.json',
    'campaigns.json',
    'brand-tabs.json',
  ]) {
    const value = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as unknown
    out.push({ name: file, segments: copyOf(value), context: GENERAL })
  }
  return out
}

describe('the shop’s own copy and the advertising-law check', () => {
  const all = cases()

  it('reads every kind of content', () => {
    expect(all.length).toBeGreaterThan(60)
    expect(all.filter((c) => c.segments.length === 0).map((c) => c.name)).toEqual([])
  })

  it.each(all.map((c) => [c.name, c] as const))('%s has no NG finding', (_name, c) => {
    const ng = checkInContext(c.segments, c.context, ruleSet)
      .filter((f) => f.severity === 'ng')
      .map((f) => `${f.ruleCode} ${f.field}: …${f.before}【${f.phrase}】${f.after}…`)
    expect(ng).toEqual([])
  })
})
