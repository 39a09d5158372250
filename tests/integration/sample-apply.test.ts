/**
 * Sample applications of apply campaigns (issue 15 item 4, docs/adr/046-sample-apply.md), through the route
 * handlers: one application per person and product (member, mailbox or home), the sample's stock never below
 * zero, also when applications race, the receipt mail, and the answers for unknown, unstarted and ended campaigns.
 * Runs on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as applyCheck } from '@/app/api/campaign/apply/check/route'
import { POST as applyCustomer } from '@/app/api/campaign/apply/customer/route'
import { POST as apply } from '@/app/api/campaign/apply/route'
import { GET as applyPage } from '@/app/api/pages/campaign/apply/route'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, latestMail, sessionToken, withSession } from './member-helper'
import { createProduct, stockOf } from './order-helper'

vi.mock('server-only', () => ({}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (original) => ({
  ...(await original<object>()),
  revalidateTag,
  // The catalogue read of the page data is not cached in tests.
  unstable_cache: <T>(fn: T) => fn,
}))

let payload: Payload
const DAY = 86_400_000
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})

/** An apply campaign offering a sample of a new product, with `stock` samples. */
async function applyCampaign(
  id: string,
  opts: { stock: number; startsInDays?: number; endsInDays?: number },
) {
  const productCode = `${id}-prod`
  await createProduct(payload, productCode, { taxClass: 'food', price: 3000, stock: 10 })
  const product = (
    await payload.find({ collection: 'products', where: { productCode: { equals: productCode } }, limit: 1 })
  ).docs[0]!
  const sampleCode = `sample-${id}`
  await payload.create({
    collection: 'inventory',
    context: ctx,
    data: { productCode: sampleCode, stock: opts.stock },
  })
  const now = Date.now()
  await payload.create({
    collection: 'campaigns',
    context: ctx,
    data: {
      promotionId: id,
      kind: 'apply',
      title: `サンプルキャンペーン ${id}`,
      startsAt: new Date(now + (opts.startsInDays ?? -1) * DAY).toISOString(),
      endsAt: new Date(now + (opts.endsInDays ?? 10) * DAY).toISOString(),
      samples: [{ product: product.id, sampleName: 'お試し7日分', sampleCode }],
      landing: [{ blockType: 'samples', heading: 'サンプルのお申し込み' }],
      _status: 'published',
    },
  })
  return { promotionId: id, productCode, sampleCode }
}

let person = 0
/** A distinct applicant (own mailbox and home) unless parts are given. */
function applicant(over: Record<string, unknown> = {}) {
  person++
  return {
    lastName: '木下',
    firstName: '葵',
    lastNameKana: 'きのした',
    firstNameKana: 'アオイ',
    zipNumber: '150-0001',
    prefecture: '東京都',
    city: '渋谷区',
    town: '神宮前',
    streetAddress: `${person}丁目2番3号`,
    buildingName: '',
    phoneNumber: '090-1234-5678',
    email: `applicant${person}@example.jp`,
    agreePrivacy: true,
    ...over,
  }
}

const post = (handler: typeof apply, path: string, json: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(path, { method: 'POST', json, headers }), noParams)

async function applyFor(target: { promotionId: string; productCode: string }, form: object, headers = {}) {
  return post(apply, 'campaign/apply', { ...target, ...form, botCheck: await solvedBotCheck() }, headers)
}

describe('a sample application', () => {
  it('shows the sample, checks, applies once, and sends a receipt without the applicant’s details', async () => {
    const target = await applyCampaign('ap-basic', { stock: 5 })
    const page = await applyPage(
      apiRequest(`pages/campaign/apply?promotionId=ap-basic&productCode=${target.productCode}`),
      noParams,
    )
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({
      campaign: {
        title: 'サンプルキャンペーン ap-basic',
        landingPath: '/campaign/apply/?promotionId=ap-basic',
      },
      sample: { productCode: target.productCode, sampleName: 'お試し7日分' },
      available: true,
    })

    const form = applicant()
    const checked = await post(applyCheck, 'campaign/apply/check', { ...target, ...form })
    expect(checked.status).toBe(200)
    expect(await checked.json()).toEqual({
      campaignTitle: 'サンプルキャンペーン ap-basic',
      sampleName: 'お試し7日分',
    })

    const res = await applyFor(target, form)
    expect(res.status).toBe(200)
    const { applicationNumber } = (await res.json()) as { applicationNumber: string }
    expect(applicationNumber).toMatch(/^A\d{8}-\d{8}$/)
    expect(await stockOf(payload, target.sampleCode)).toBe(4)

    const stored = await payload.find({
      collection: 'sample-applications',
      where: { applicationNumber: { equals: applicationNumber } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({
      promotionId: 'ap-basic',
      sampleCode: target.sampleCode,
      status: 'received',
      applicant: { lastNameKana: 'キノシタ', postalCode: '1500001', email: form.email },
    })

    const mail = await latestMail(payload, form.email, 'sample-apply-receipt')
    expect(mail?.text).toContain(applicationNumber)
    expect(mail?.text).toContain('お試し7日分')
    expect(mail?.text).not.toContain('木下')
    expect(mail?.text).not.toContain('神宮前')
  })

  it('refuses a second application of the same person: same mailbox, same home written otherwise, same member', async () => {
    const target = await applyCampaign('ap-twice', { stock: 10 })
    const first = applicant({
      email: 'Twice@Example.jp',
      streetAddress: '1丁目2番3号',
      buildingName: 'メゾン森 101',
    })
    expect((await applyFor(target, first)).status).toBe(200)

    const sameMailbox = applicant({ email: ' twice@example.jp ' })
    const again = await applyFor(target, sameMailbox)
    expect(again.status).toBe(409)
    expect((await again.json()).error.message).toContain('すでにお申し込みいただいています')

    const sameHome = applicant({ streetAddress: '１－２－３', buildingName: 'メゾン森　101' })
    const checked = await post(applyCheck, 'campaign/apply/check', { ...target, ...sameHome })
    expect(checked.status).toBe(409)
    expect((await applyFor(target, sameHome)).status).toBe(409)
    expect(await stockOf(payload, target.sampleCode)).toBe(9)

    // A member is one person whatever address they type.
    const member = await createMember(payload, 'ap-twice-member@example.jp')
    const session = withSession(await sessionToken(payload, member.id))
    const before = await post(applyCustomer, 'campaign/apply/customer', target, session)
    expect(before.status).toBe(200)
    expect(await before.json()).toMatchObject({
      prefill: { lastName: '森野', zipNumber: '1000001', email: 'ap-twice-member@example.jp' },
      alreadyApplied: false,
    })
    expect((await applyFor(target, applicant(), session)).status).toBe(200)
    const after = await post(applyCustomer, 'campaign/apply/customer', target, session)
    expect((await after.json()).alreadyApplied).toBe(true)
    expect((await applyFor(target, applicant(), session)).status).toBe(409)

    // The same person may apply for another product's sample.
    const other = await applyCampaign('ap-twice-other', { stock: 1 })
    expect((await applyFor(other, applicant({ email: 'twice@example.jp' }))).status).toBe(200)
  })

  it('takes the last sample once and then refuses; racing applications never take more than there is', async () => {
    const target = await applyCampaign('ap-race', { stock: 2 })
    const results = await Promise.all(Array.from({ length: 5 }, () => applyFor(target, applicant())))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 409, 409, 409])
    expect(await stockOf(payload, target.sampleCode)).toBe(0)
    const refused = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json()))
    expect(refused[0].error.message).toContain('予定数に達したため')

    const page = await applyPage(
      apiRequest(`pages/campaign/apply?promotionId=ap-race&productCode=${target.productCode}`),
      noParams,
    )
    expect((await page.json()).available).toBe(false)
    const applications = await payload.count({
      collection: 'sample-applications',
      where: { promotionId: { equals: 'ap-race' } },
      overrideAccess: true,
    })
    expect(applications.totalDocs).toBe(2)
  })

  it('one person racing themselves gets exactly one application', async () => {
    const target = await applyCampaign('ap-self-race', { stock: 10 })
    const form = applicant()
    const results = await Promise.all(Array.from({ length: 4 }, () => applyFor(target, form)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    expect(await stockOf(payload, target.sampleCode)).toBe(9)
  })
})

describe('bad input and closed campaigns', () => {
  it('names each wrong field in Japanese and ignores fields the form does not have', async () => {
    const target = await applyCampaign('ap-fields', { stock: 3 })
    const res = await post(applyCheck, 'campaign/apply/check', {
      ...target,
      ...applicant({ email: 'not-a-mail', zipNumber: '12', agreePrivacy: false, lastName: '' }),
      price: 0,
    })
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.fields).toMatchObject({
      email: 'メールアドレスの形式が正しくありません',
      lastName: 'お名前（姓）を入力してください',
      agreePrivacy: '個人情報の取り扱いへの同意が必要です',
    })
    expect(error.fields.zipNumber).toContain('郵便番号')
  })

  it('answers 404 before the start and for an unknown sample, 410 after the end, and names a missing productCode', async () => {
    const upcoming = await applyCampaign('ap-upcoming', { stock: 3, startsInDays: 2 })
    const ended = await applyCampaign('ap-ended', { stock: 3, startsInDays: -10, endsInDays: -1 })
    const get = (q: string) => applyPage(apiRequest(`pages/campaign/apply?${q}`), noParams)

    expect((await get(`promotionId=ap-upcoming&productCode=${upcoming.productCode}`)).status).toBe(404)
    expect((await get(`promotionId=ap-basic&productCode=no-such-product`)).status).toBe(404)
    expect((await get(`promotionId=no-such-campaign&productCode=${ended.productCode}`)).status).toBe(404)
    const gone = await get(`promotionId=ap-ended&productCode=${ended.productCode}`)
    expect(gone.status).toBe(410)
    expect((await gone.json()).error.message).toContain('終了しました')
    expect((await applyFor(ended, applicant())).status).toBe(410)
    expect((await applyFor(upcoming, applicant())).status).toBe(404)
    expect(await stockOf(payload, upcoming.sampleCode)).toBe(3)

    const missing = await get('promotionId=ap-ended')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.message).toBe(
      'Required parameter productCode was null or undefined when calling getPagesCampaignApply.',
    )
  })

  it('a campaign for certain links takes applications only from their visitors', async () => {
    const target = await applyCampaign('ap-links', { stock: 3 })
    const { docs } = await payload.find({
      collection: 'campaigns',
      where: { promotionId: { equals: 'ap-links' } },
    })
    await payload.update({
      collection: 'campaigns',
      id: docs[0]!.id,
      context: ctx,
      data: { linkKeys: [{ key: 'mail-2026' }] },
    })
    const form = { ...target, ...applicant() }
    const refused = await post(applyCheck, 'campaign/apply/check', form)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.message).toContain('ご案内のメールや広告のリンク')
    expect((await post(applyCheck, 'campaign/apply/check', { ...form, linkKey: 'other-ad' })).status).toBe(
      403,
    )
    expect((await post(applyCheck, 'campaign/apply/check', { ...form, linkKey: 'mail-2026' })).status).toBe(
      200,
    )
    // The key the shop kept from the landing page counts as well.
    const kept = await post(
      apply,
      'campaign/apply',
      { ...form, botCheck: await solvedBotCheck() },
      {
        cookie: 'link_key=mail-2026',
      },
    )
    expect(kept.status).toBe(200)
  })

  it('refuses an application without a solved bot check', async () => {
    const target = await applyCampaign('ap-bot', { stock: 3 })
    const res = await post(apply, 'campaign/apply', {
      ...target,
      ...applicant(),
      botCheck: { challenge: 'x', nonce: '1' },
    })
    expect(res.status).toBe(403)
    expect(await stockOf(payload, target.sampleCode)).toBe(3)
  })
})

describe('a sample’s stock and the cache', () => {
  it('taking the last sample expires no cached page (no cached page shows a sample)', async () => {
    const target = await applyCampaign('ap-cache', { stock: 1 })
    revalidateTag.mockClear()
    expect((await applyFor(target, applicant())).status).toBe(200)
    expect(await stockOf(payload, target.sampleCode)).toBe(0)
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
