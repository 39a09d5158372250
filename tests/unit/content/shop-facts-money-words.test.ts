/**
 * One truth for money words (issue 26 §3, docs/adr/054-tax-breakdown-and-point-scope.md): what points pay, the
 * tax-breakdown basis, the window of delivery dates and the brand inquiry lines are stated only as their sources
 * hold them. Every seeded content file (placeholders filled) and every source file of src/ — the pages' and mails'
 * texts — is read; a sentence that states one of these facts otherwise fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

import { DELIVERY_DATE_WINDOW_TEXT } from '@/shop/calendar/delivery-calendar'
import { INQUIRY_PHONES, productInquiryPhone } from '@/shop/catalogue/inquiry-phone'
import { deliveryBill } from '@/shop/courses/delivery-bill'
import { deliveryOrderedMail } from '@/shop/courses/delivery-mail'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { POINT_PAYABLE } from '@/shop/points/point-rules'
import { taxBreakdownLines } from '@/shop/pricing/tax-breakdown'
import { codeFactValues, fillFacts, withInvoiceNumber } from '@/shop/site/fact-placeholders'
import { DEFAULT_INVOICE_REGISTRATION_NUMBER } from '@/shop/site/invoice-number'
import { PHONE_LINES } from '@/shop/site/shop-facts'

type Text = { name: string; text: string }

function walk(dir: string, keep: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path, keep) : keep.test(name) ? [path] : []
  })
}

const CONTENT = join(process.cwd(), 'content')
const SRC = join(process.cwd(), 'src')
const FACTS = withInvoiceNumber(codeFactValues(), DEFAULT_INVOICE_REGISTRATION_NUMBER)

/** Seeded pages, FAQ, notices and settings as shoppers read them (placeholders filled). */
const CONTENT_TEXTS: Text[] = walk(CONTENT, /\.(md|json)$/).map((path) => ({
  name: `content/${relative(CONTENT, path)}`,
  text: fillFacts(readFileSync(path, 'utf8'), FACTS),
}))
/** Pages, components and mails as written (the generated Payload types left out). */
const SRC_TEXTS: Text[] = walk(SRC, /\.tsx?$/)
  .filter((p) => !p.endsWith('payload-types.ts'))
  .map((path) => ({ name: `src/${relative(SRC, path)}`, text: readFileSync(path, 'utf8') }))
const ALL = [...CONTENT_TEXTS, ...SRC_TEXTS]

/** Sentences: split at 。 and line ends, and at quotes so each string literal of a source file stands alone. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[。？?])|[\n"'`]/)
    .map((s) => s.trim())
    .filter(Boolean)
const isQuestion = (s: string) => /[？?]$/.test(s)

// ---------------------------------------------------------------------------------------------------------
// What points pay

/** A sentence about using points: ポイント and a verb of using them (not the noun 「ポイント利用」 of a label). */
const USE_VERB = /ご利用|利用(?:でき|いただ|し|す)|使[えうい]|充て/
const POINT_USE = { test: (s: string) => s.includes('ポイント') && USE_VERB.test(s) }
const NOT_PAYABLE_NAMED = /送料|手数料|包装料|ラッピング料/
const NEGATED = /ません|できない|対象外|除き|除く/
/** 「Xまでご利用」 where X is an amount (代金, 金額, 合計, 総額, 支払い). */
const UP_TO = /([^、。をはがもにで（]{0,20}(?:（[^）]*）)?)まで(?:ご)?(?:利用|使|充て)/g
const AMOUNT_WORD = /代金|金額|合計|総額|支払/

function pointUseProblems(sentence: string): string[] {
  if (isQuestion(sentence) || !POINT_USE.test(sentence)) return []
  const problems: string[] = []
  if (NOT_PAYABLE_NAMED.test(sentence) && !NEGATED.test(sentence)) problems.push('pays a fee')
  for (const m of sentence.matchAll(UP_TO)) {
    const what = m[1]!.trim()
    if (AMOUNT_WORD.test(what) && !what.endsWith(POINT_PAYABLE)) problems.push(`up to ${what}`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// The window of delivery dates

const DATE_CHOICE = /お届け(希望)?日(?!数)[^。]*(指定|選)|(指定|選)[^。]*お届け(希望)?日(?!数)/
const WINDOW_FIGURE = /\d+\s*(営業日後|日後|日以降|週間|日間|日以内|か月|ヶ月)/g
const ALLOWED_WINDOW_FIGURES = new Set([...DELIVERY_DATE_WINDOW_TEXT.matchAll(WINDOW_FIGURE)].map((m) => m[0]))

function windowProblems(sentence: string): string[] {
  if (isQuestion(sentence) || !DATE_CHOICE.test(sentence)) return []
  return [...sentence.matchAll(WINDOW_FIGURE)]
    .map((m) => m[0])
    .filter((figure) => !ALLOWED_WINDOW_FIGURES.has(figure))
}

// ---------------------------------------------------------------------------------------------------------
// The inquiry lines: each number with its own hours, each brand group with its own number

const brandGroups = (
  JSON.parse(readFileSync(join(CONTENT, 'brand-tabs.json'), 'utf8')) as {
    brandGroups: { key: string; name: string; tollFree: string; hours?: string }[]
  }
).brandGroups
const { operationSupportTel } = JSON.parse(readFileSync(join(CONTENT, 'site-settings.json'), 'utf8')) as {
  operationSupportTel: string
}
const normaliseRange = (r: string) => r.replace(/\s/g, '').replace(/[～~ー-]/g, '〜')
/** Each line's number and its hours (null: the source gives none). */
const HOURS_OF = new Map<string, string | null>([
  [PHONE_LINES.customerCenter.number, PHONE_LINES.customerCenter.time],
  [PHONE_LINES.productInquiry.number, PHONE_LINES.productInquiry.time],
  ...Object.values(INQUIRY_PHONES).map((p) => [p.number, p.hours] as [string, string | null]),
  ...brandGroups.map((g) => [g.tollFree, g.hours ?? null] as [string, string | null]),
  // The operation line keeps the customer center's hours (footer).
  [operationSupportTel, PHONE_LINES.customerCenter.time],
])
const PHONE = /0\d{1,4}-\d{1,4}-\d{3,4}/g
const HOURS = /\d{1,2}:\d{2}\s*[〜～~ー-]\s*\d{1,2}:\d{2}/

/** A number's hours stated right after it (same sentence, within 40 characters) must be that line's. */
function lineProblems(sentence: string): string[] {
  const problems: string[] = []
  for (const m of sentence.matchAll(PHONE)) {
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const stated = HOURS.exec(after.split(PHONE)[0]!)?.[0]
    if (!stated) continue
    const own = HOURS_OF.get(m[0])
    if (own === undefined || own === null || normaliseRange(own) !== normaliseRange(stated))
      problems.push(`${m[0]} ${stated}`)
  }
  // A brand group named with a number (「ハーブティーシリーズ 0120-…」) names its own.
  for (const group of brandGroups) {
    const at = sentence.indexOf(group.name)
    if (at < 0) continue
    const number = sentence.slice(at + group.name.length, at + group.name.length + 30).match(PHONE)?.[0]
    if (number && number !== group.tollFree) problems.push(`${group.name} ${number}`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// The tax-breakdown basis

/**
 * The tax-exclusive basis 「8%対象 1,500円（消費税 120円）」, written out or as a template
 * (`${r.rate}%対象 ${…}（消費税 ${…}）`); the breakdown states 「（内消費税 …）」.
 */
const EXCLUSIVE_BASIS = /対象[^。\n]{0,60}?（消費税/
/** Words only the formatter writes: the rate label with 軽減税率 and 内消費税. */
// 「内消費税額等」 is a column of the carrier's B2クラウド layout (src/shop/fulfilment/b2-layout.ts), a field name the
// carrier defines, not the shop's wording of a tax breakdown.
const BREAKDOWN_WORDING = /内消費税(?!額等)|%対象（軽減税率）/

function problemsIn(texts: readonly Text[], check: (sentence: string) => string[]): string[] {
  return texts.flatMap((t) =>
    sentencesOf(t.text).flatMap((s) => check(s).map((p) => `${t.name}: ${p} — 「${s.slice(0, 80)}」`)),
  )
}

describe('what points pay', () => {
  it('is stated as checkout’s rule everywhere: up to 商品代金（税込）, never shipping or fees', () => {
    expect(problemsIn(ALL, pointUseProblems)).toEqual([])
  })

  it('is stated where shoppers look: the FAQ, the point terms and the club’s point-use page', () => {
    const text = (name: string) => CONTENT_TEXTS.find((t) => t.name === name)!.text
    expect(text('content/faq/questions.json')).toContain(FACTS.pointUseScope!)
    expect(text('content/pages/kiyaku--point.md')).toContain(`${POINT_PAYABLE}のお支払いに充てることができます`)
    expect(text('content/pages/suntory-wellness-club--point-use.md')).toContain(FACTS.pointUseScope!)
  })

  it('fails on a text that says otherwise (the check can fail)', () => {
    expect(pointUseProblems('ポイントは商品代金のほか、送料や代金引換手数料のお支払いにもご利用いただけます。')).toEqual([
      'pays a fee',
    ])
    expect(pointUseProblems('商品代金（税込）までご利用いただけます。ポイントは')).toEqual([])
    expect(pointUseProblems('保有ポイントをお支払い総額までご利用いただけます。')).toEqual(['up to お支払い総額'])
    expect(pointUseProblems('送料や手数料にもポイントを使えますか？')).toEqual([])
    expect(pointUseProblems(FACTS.pointUseScope!)).toEqual([])
  })
})

describe('the window of delivery dates', () => {
  it('is stated as the calendar offers it', () => {
    expect(problemsIn(ALL, windowProblems)).toEqual([])
    const faq = CONTENT_TEXTS.find((t) => t.name === 'content/faq/questions.json')!.text
    expect(faq).toContain(DELIVERY_DATE_WINDOW_TEXT)
  })

  it('fails on the FAQ’s old promise (the check can fail)', () => {
    expect(windowProblems('お届け日は、ご注文日から5日後以降、3週間以内の日付からお選びください。')).toEqual([
      '5日後',
      '3週間',
    ])
    expect(windowProblems(DELIVERY_DATE_WINDOW_TEXT)).toEqual([])
  })
})

describe('the inquiry lines', () => {
  it('state each number with its own hours, and each brand group with its own number', () => {
    expect(problemsIn(ALL, lineProblems)).toEqual([])
  })

  it('give every seeded brand’s product the line the footer lists for its group', () => {
    const brands = (
      JSON.parse(readFileSync(join(CONTENT, 'catalogue/brands.json'), 'utf8')) as {
        code: string
        groupKey: string
      }[]
    ).map((b) => [b.code, b.groupKey] as const)
    const groupOf = new Map(brands)
    const products = walk(join(CONTENT, 'catalogue/products'), /\.json$/).map(
      (p) =>
        JSON.parse(readFileSync(p, 'utf8')) as {
          productCode: string
          brand: string | null
          isSpecialProduct?: boolean
        },
    )
    expect(products.filter((p) => p.brand).length).toBeGreaterThan(10)
    for (const p of products) {
      const phone = productInquiryPhone(
        { isKankeisha: false, isSpecialProduct: p.isSpecialProduct, brandGroupKey: p.brand && groupOf.get(p.brand) },
        brandGroups,
      )
      if (p.isSpecialProduct) expect(phone.kind, p.productCode).toBe('special-product')
      else if (!p.brand) expect(phone.kind, p.productCode).toBe('general')
      else {
        const listed = brandGroups.find((g) => g.key === groupOf.get(p.brand!))
        expect(listed, `${p.productCode}: no footer line for its brand`).toBeDefined()
        expect(phone, p.productCode).toMatchObject({ number: listed!.tollFree, hours: listed!.hours ?? null })
      }
    }
  })

  it('fail on a number with another line’s hours or a brand with another number (the checks can fail)', () => {
    expect(lineProblems('ハーブティーシリーズ 0120-294-638（9:00〜20:00）')).toEqual(['0120-294-638 9:00〜20:00'])
    expect(lineProblems('ハーブティーシリーズのお問い合わせ 0120-333-310')).toEqual([
      'ハーブティーシリーズ 0120-333-310',
    ])
    expect(lineProblems(`お客さまセンター ${PHONE_LINES.customerCenter.number}（9:00〜18:00）`)).toEqual([])
  })
})

describe('the tax breakdown', () => {
  it('is never stated on the tax-exclusive basis', () => {
    const bad = ALL.filter((t) => EXCLUSIVE_BASIS.test(t.text)).map((t) => t.name)
    expect(bad).toEqual([])
    expect(EXCLUSIVE_BASIS.test('8%対象 1,500円（消費税 120円）')).toBe(true)
    expect(EXCLUSIVE_BASIS.test('`${r.rate}%対象 ${formatYen(r.taxableAmount)}（消費税 ${formatYen(r.tax)}）`')).toBe(true)
    expect(EXCLUSIVE_BASIS.test('8%対象（軽減税率） 1,620円（内消費税 120円）')).toBe(false)
  })

  it('is worded in one file of src/, the formatter', () => {
    const holding = SRC_TEXTS.filter((t) => BREAKDOWN_WORDING.test(t.text)).map((t) => t.name)
    expect(holding).toEqual(['src/shop/pricing/tax-breakdown.ts'])
  })

  it('is what the regular-delivery mail states', () => {
    const bill = deliveryBill({
      product: {
        productCode: 'sesamin-ex-trial',
        name: 'セサミンEX トライアル',
        taxClass: 'food',
        price: 1500,
        regularPrice: 1500,
        saleStatus: 'on-sale',
      },
      cycleType: '1',
      quantity: 1,
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
      customerType: '1111',
      pointBalance: 0,
      pointUse: { mode: 'none', points: 0 },
      earnRatePercent: 1,
    })
    if (!bill.ok) throw new Error('unavailable')
    const mail = deliveryOrderedMail({
      to: 'm@example.jp',
      name: '森野 花子',
      regularOrderNumber: 'R000001',
      sequence: 2,
      deliveryDate: '2027-01-15',
      orderNumber: 'W270115-000001',
      paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
      line: bill.line,
      totals: bill.totals,
      siteUrl: 'https://shop.example.jp',
    })
    const stated = mail.text.split('\n').filter((l) => /%対象/.test(l))
    expect(stated).toEqual(taxBreakdownLines(bill.totals.byRate).map((l) => l.text))
    expect(stated).toEqual(['8%対象（軽減税率） 1,620円（内消費税 120円）', '10%対象 330円（内消費税 30円）'])
  })
})
