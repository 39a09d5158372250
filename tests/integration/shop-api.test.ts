import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/%5F_health/route'
import { GET as information } from '@/app/api/information/route'
import { POST as inquiry } from '@/app/api/inquiry/route'
import { GET as inquiryPage } from '@/app/api/pages/inquiry/contact/route'
import { GET as topPage } from '@/app/api/pages/top/route'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { plainRichText } from '@/shop/content/rich-text'

let payload: Payload
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  for (let i = 1; i <= 12; i++) {
    await payload.create({
      collection: 'information',
      context: ctx,
      data: {
        code: `api-${String(i).padStart(2, '0')}`,
        title: `お知らせ ${i}`,
        selectionDiv: i % 2 ? 'campaign' : 'delivery',
        publishedAt: new Date(Date.UTC(2026, 9, i)).toISOString(),
        body: plainRichText('本文'),
        _status: 'published',
      },
    })
  }
})

const validInquiry = {
  category: 'product',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  email: 'hanako@example.jp',
  phone: '090-1234-5678',
  orderNumber: '',
  message: 'セサミンの飲み方について教えてください。',
}

describe('GET /api/__health', () => {
  it('reports the database as ok', async () => {
    const res = await health(apiRequest('__health'), noParams)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })
})

describe('GET /api/information', () => {
  it('pages newest first, ten per page', async () => {
    const res = await information(apiRequest('information?page=2'), noParams)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { items: { code: string }[]; page: number; totalPages: number }
    expect(body.page).toBe(2)
    expect(body.totalPages).toBe(2)
    expect(body.items.map((i) => i.code)).toEqual(['api-02', 'api-01'])
  })

  it('filters by a comma list of selectionDiv', async () => {
    const res = await information(apiRequest('information?selectionDiv=delivery'), noParams)
    const body = (await res.json()) as { items: { selectionDiv: string }[]; totalDocs: number }
    expect(body.totalDocs).toBe(6)
    expect(new Set(body.items.map((i) => i.selectionDiv))).toEqual(new Set(['delivery']))
  })

  it('refuses an unknown category with a Japanese message naming the field', async () => {
    const res = await information(apiRequest('information?selectionDiv=bogus'), noParams)
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> }
    }
    expect(body.error.code).toBe('validation_failed')
    expect(Object.values(body.error.fields ?? {}).join()).toContain('カテゴリ')
  })

  it('answers 404 in JSON for an unknown notice id', async () => {
    const res = await information(apiRequest('information?id=nope'), noParams)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/見つかりません/)
  })
})

describe('GET /api/pages/top', () => {
  it('returns the category and the latest notices', async () => {
    const res = await topPage(apiRequest('pages/top?category=beauty-care'), noParams)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { category: string; information: unknown[] }
    expect(body.category).toBe('beauty-care')
    expect(body.information.length).toBe(5)
  })

  it('refuses an unknown category', async () => {
    const res = await topPage(apiRequest('pages/top?category=wine'), noParams)
    expect(res.status).toBe(400)
  })
})

describe('inquiry', () => {
  it('GET /api/pages/inquiry/contact/ lists the inquiry categories', async () => {
    const res = await inquiryPage(apiRequest('pages/inquiry/contact'), noParams)
    const body = (await res.json()) as { categories: { value: string }[] }
    expect(body.categories.map((c) => c.value)).toContain('product')
  })

  it('refuses a bad field with a Japanese message for that field, storing nothing', async () => {
    const res = await inquiry(
      apiRequest('inquiry', {
        method: 'POST',
        json: { ...validInquiry, lastNameKana: 'やまだ', botCheck: await solvedBotCheck() },
      }),
      noParams,
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(body.error.fields.lastNameKana).toBe('フリガナ（セイ）は全角カタカナで入力してください')
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses a cross-site post', async () => {
    const res = await inquiry(
      apiRequest('inquiry', {
        method: 'POST',
        json: { ...validInquiry, botCheck: await solvedBotCheck() },
        headers: { origin: 'https://evil.example' },
      }),
      noParams,
    )
    expect(res.status).toBe(403)
  })

  it('stores a valid inquiry for staff and sends the shopper a receipt mail', async () => {
    const res = await inquiry(
      apiRequest('inquiry', { method: 'POST', json: { ...validInquiry, botCheck: await solvedBotCheck() } }),
      noParams,
    )
    expect(res.status).toBe(200)
    const { receiptNumber } = (await res.json()) as { receiptNumber: string }
    expect(receiptNumber).toMatch(/^Q\d{8}-\d{6}$/)
    const stored = await payload.find({
      collection: 'inquiries',
      overrideAccess: true,
      where: { receiptNumber: { equals: receiptNumber } },
    })
    expect(stored.docs[0]).toMatchObject({ lastName: '山田', phone: '09012345678', status: 'new' })
    const mails = await payload.find({
      collection: 'mail-outbox',
      overrideAccess: true,
      where: { to: { equals: 'hanako@example.jp' } },
    })
    expect(mails.docs[0]?.subject).toContain(receiptNumber)
    expect(mails.docs[0]?.text).toContain(`受付番号：${receiptNumber}`)
    // The address is unverified: the receipt is fixed shop text, never the sender's message or name (ADR 025).
    expect(mails.docs[0]?.text).not.toContain('セサミンの飲み方')
    expect(mails.docs[0]?.text).not.toContain('山田')
    // Staff still read the whole message in the stored inquiry.
    expect(stored.docs[0]?.message).toContain('セサミンの飲み方')
  })
})
