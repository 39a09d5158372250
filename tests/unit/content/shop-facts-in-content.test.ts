/**
 * Seeded content states no shop fact of its own (docs/adr/043-shop-facts-one-source.md): after the
 * `{{fact:…}}` placeholders are filled, every phone number, reception-hour range, fee next to 手数料/送料 and
 * registration number in content/ is one the sources hold, and no placeholder is left unfilled.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

import { INQUIRY_PHONES } from '@/shop/catalogue/inquiry-phone'
import {
  COD_FEE_TABLE,
  FEE_TAX_RATE,
  GIFT_PACKAGING,
  GIFT_WRAPPING_KIND_VALUES,
  GIFT_WRAPPING_KINDS,
  giftWrappingFee,
} from '@/shop/checkout/fees'
import { formatYen } from '@/shop/pricing/format-amount'
import { includingTaxAtRate, FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, SHIPPING_TAX_RATE } from '@/shop/pricing'
import { codeFactValues, FACT_PLACEHOLDER, fillFacts, withInvoiceNumber } from '@/shop/site/fact-placeholders'
import { DEFAULT_INVOICE_REGISTRATION_NUMBER } from '@/shop/site/invoice-number'
import { PHONE_LINES } from '@/shop/site/shop-facts'
import { SHOP_NAME } from '@/shop/site/shop-name'

const ROOT = join(process.cwd(), 'content')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return /\.(md|json)$/.test(name) ? [path] : []
  })
}

const FILES = filesUnder(ROOT).map((path) => ({
  name: relative(ROOT, path),
  text: fillFacts(
    readFileSync(path, 'utf8'),
    withInvoiceNumber(codeFactValues(), DEFAULT_INVOICE_REGISTRATION_NUMBER),
  ),
}))

// Seeded settings are sources themselves: the site settings' operation line and the brand-group lines.
const brandGroups = (
  JSON.parse(readFileSync(join(ROOT, 'brand-tabs.json'), 'utf8')) as {
    brandGroups: { tollFree: string; hours?: string }[]
  }
).brandGroups
const { operationSupportTel } = JSON.parse(readFileSync(join(ROOT, 'site-settings.json'), 'utf8')) as {
  operationSupportTel: string
}

const ALLOWED_PHONES = new Set<string>([
  PHONE_LINES.customerCenter.number,
  PHONE_LINES.productInquiry.number,
  ...Object.values(INQUIRY_PHONES).map((p) => p.number),
  operationSupportTel,
  ...brandGroups.map((g) => g.tollFree),
])
const normaliseRange = (r: string) => r.replace(/\s/g, '').replace(/[～~ー-]/g, '〜')
const ALLOWED_HOURS = new Set<string>(
  [
    PHONE_LINES.customerCenter.time,
    PHONE_LINES.productInquiry.time,
    ...Object.values(INQUIRY_PHONES).flatMap((p) => (p.hours ? [p.hours] : [])),
    ...brandGroups.flatMap((g) => (g.hours ? [g.hours] : [])),
  ].map(normaliseRange),
)
const yen = (n: number) => n
const ALLOWED_FEES = new Set<number>([
  ...COD_FEE_TABLE.map((r) => includingTaxAtRate(r.fee, FEE_TAX_RATE)),
  ...COD_FEE_TABLE.map((r) => r.below),
  ...Object.values(GIFT_WRAPPING_KINDS).map((k) => includingTaxAtRate(k.price, FEE_TAX_RATE)),
  includingTaxAtRate(SHIPPING_FEE, SHIPPING_TAX_RATE),
  yen(FREE_SHIPPING_THRESHOLD),
])

const PHONE = /0\d{1,4}-\d{1,4}-\d{3,4}/g
const HOURS = /(\d{1,2}:\d{2})\s*[〜～~ー-]\s*(\d{1,2}:\d{2})/g
/** A dated one-off window (「2026年12月2日（水）1:00〜5:00」, a maintenance) is an event, not reception hours. */
const DATED_BEFORE = /\d+日(（[^）]*）)?\s*$/
/** An amount within the same sentence or table cell after 手数料 or 送料. */
const FEE = /(手数料|送料)[^。\n|]{0,30}?([\d,]+)円/g
const REGISTRATION = /T\d{13}/g
/** An amount within the same sentence or table row after 包装, ラッピング or ギフト: a wrapping fee. */
const WRAPPING_FEE = /(包装|ラッピング|ギフト)[^。\n]{0,60}?([\d,]+)円/g
/** The fee per wrapped package of each kind, tax included, as checkout bills one package. */
const wrappingFeeOf = (kind: (typeof GIFT_WRAPPING_KIND_VALUES)[number]) =>
  giftWrappingFee({ kind, packaging: GIFT_PACKAGING.BULK }, 1).includingTax
const WRAPPING_FEES = new Set<number>(GIFT_WRAPPING_KIND_VALUES.map(wrappingFeeOf))

describe('shop facts in seeded content', () => {
  it('reads the seeded files', () => {
    expect(FILES.length).toBeGreaterThan(20)
    expect(FILES.some((f) => f.name === 'pages/company.md')).toBe(true)
  })

  it('leaves no placeholder unfilled', () => {
    const left = FILES.flatMap((f) => [...f.text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => `${f.name}: ${m[0]}`))
    expect(left).toEqual([])
    expect(FACT_PLACEHOLDER.test('{{fact:x}}')).toBe(true)
  })

  it('states only the sources’ phone numbers', () => {
    const bad = FILES.flatMap((f) =>
      [...f.text.matchAll(PHONE)].filter((m) => !ALLOWED_PHONES.has(m[0])).map((m) => `${f.name}: ${m[0]}`),
    )
    expect(bad).toEqual([])
  })

  it('states only the sources’ reception hours', () => {
    const bad = FILES.flatMap((f) =>
      [...f.text.matchAll(HOURS)]
        .filter((m) => !ALLOWED_HOURS.has(normaliseRange(m[0])))
        .filter((m) => !DATED_BEFORE.test(f.text.slice(Math.max(0, m.index - 20), m.index)))
        .map((m) => `${f.name}: ${m[0]}`),
    )
    expect(bad).toEqual([])
  })

  it('states only the fee modules’ amounts next to 手数料 and 送料', () => {
    const bad = FILES.flatMap((f) =>
      [...f.text.matchAll(FEE)]
        .filter((m) => !ALLOWED_FEES.has(Number(m[2]!.replace(/,/g, ''))))
        .map((m) => `${f.name}: ${m[0]}`),
    )
    expect(bad).toEqual([])
  })

  it('states only checkout’s wrapping fees next to 包装, ラッピング and ギフト', () => {
    const bad = FILES.flatMap((f) =>
      [...f.text.matchAll(WRAPPING_FEE)]
        .filter((m) => !WRAPPING_FEES.has(Number(m[2]!.replace(/,/g, ''))))
        .map((m) => `${f.name}: ${m[0]}`),
    )
    expect(bad).toEqual([])
  })

  it('names on the wrapping page every kind checkout offers, with its fee', () => {
    const page = FILES.find((f) => f.name === 'pages/service--wrapping.md')!.text
    for (const kind of GIFT_WRAPPING_KIND_VALUES)
      expect(page).toContain(`| ${GIFT_WRAPPING_KINDS[kind].label} | ${formatYen(wrappingFeeOf(kind))}（税込） |`)
  })

  it('states only the settings’ registration number', () => {
    const bad = FILES.flatMap((f) =>
      [...f.text.matchAll(REGISTRATION)]
        .filter((m) => m[0] !== DEFAULT_INVOICE_REGISTRATION_NUMBER)
        .map((m) => `${f.name}: ${m[0]}`),
    )
    expect(bad).toEqual([])
    expect(FILES.find((f) => f.name === 'pages/company.md')!.text).toContain(DEFAULT_INVOICE_REGISTRATION_NUMBER)
  })

  it('names the skincare brand as the catalogue does', () => {
    const bad = FILES.filter((f) => f.text.includes('はだの森')).map((f) => f.name)
    expect(bad).toEqual([])
  })

  it('matches a stated fact that differs from the source (the checks can fail)', () => {
    expect([...'お電話 0120-999-999'.matchAll(PHONE)].map((m) => ALLOWED_PHONES.has(m[0]))).toEqual([false])
    expect(ALLOWED_HOURS.has(normaliseRange('9:00〜21:00'))).toBe(false)
    const fee = [...'代金引換手数料：330円（税込）、送料 600円'.matchAll(FEE)].map((m) => m[2])
    expect(fee).toEqual(['330', '600'])
    expect(ALLOWED_FEES.has(600)).toBe(false)
    const wrapping = [...'| ギフトボックス | 森をイメージした化粧箱とリボン | 330円 |'.matchAll(WRAPPING_FEE)]
    expect(wrapping.map((m) => m[2])).toEqual(['330'])
    expect(WRAPPING_FEES.has(330)).toBe(false)
  })
})

describe('the phone numbers and the shop’s name in src/', () => {
  it('are each written in exactly one file', () => {
    const src = join(process.cwd(), 'src')
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : []
      })
    })(src).filter((p) => !p.endsWith('payload-types.ts'))
    for (const fact of [PHONE_LINES.customerCenter.number, PHONE_LINES.productInquiry.number, SHOP_NAME]) {
      const holding = files.filter((p) => readFileSync(p, 'utf8').includes(fact))
      expect(holding.map((p) => relative(src, p)), fact).toHaveLength(1)
    }
  })
})
