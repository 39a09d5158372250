/**
 * The support console's admin views rendered on a real database (issue 29 §3, docs/adr/071-support-console.md):
 * the headings, labels and buttons the e2e test reads, the view recorded in the access log, and the refusal for an
 * editor; a refused form comes back as it was filled in (the endpoint's draft cookie). Payload's admin frame
 * (AdminPage) is left out: it needs the whole admin, which the e2e test has.
 */
import { randomUUID } from 'node:crypto'

import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Customer, User } from '@/cms/payload-types'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

vi.mock('@/cms/admin/AdminPage', () => ({
  AdminPage: ({ children }: { children: ReactNode }) => createElement(Fragment, null, children),
}))

const { SupportCustomerView } = await import('@/cms/support/admin/SupportCustomerView')
const { SupportSearchView } = await import('@/cms/support/admin/SupportSearchView')
const { AccessLogView } = await import('@/cms/support/admin/AccessLogView')
const { supportActionHandler } = await import('@/cms/support/support-endpoints')

let payload: Payload
let member: Customer
const staff: Record<'admin' | 'support' | 'editor', User & { collection: 'users' }> = {} as never

type View = (props: AdminViewServerProps) => Promise<ReactElement>

async function render(
  view: View,
  user: User & { collection: 'users' },
  params: Record<string, string | string[]> = {},
  searchParams: Record<string, string> = {},
  cookie?: string,
) {
  const element = await view({
    initPageResult: { req: { user, payload, ...(cookie ? { headers: new Headers({ cookie }) } : {}) } },
    params,
    searchParams,
  } as unknown as AdminViewServerProps)
  expect(isValidElement(element)).toBe(true)
  return renderToStaticMarkup(element)
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'support', 'editor'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `${role}-scv-${randomUUID()}@example.jp`,
        password: `${role}-pass-2026`,
        name: `${role}担当`,
        roles: [role],
      },
    })
    staff[role] = { ...user, collection: 'users' }
  }
  await createProduct(payload, 'scv-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1'],
    stock: 100,
    name: 'セサミンEX',
  })
  member = await createMember(payload, 'hoshino@example.jp', {
    lastName: '星野',
    firstName: '光',
    lastNameKana: 'ホシノ',
    firstNameKana: 'ヒカリ',
    customerNumber: '40000001',
  })
  await placeMemberOrder(payload, member.id, [{ productCode: 'scv-sesamin', quantity: 1 }])
  await placeMemberOrder(payload, member.id, [{ productCode: 'scv-sesamin', cycleType: '1', quantity: 1 }])
})

describe('サポート (search)', () => {
  it('finds by kana and links the customer page; the search is recorded without the query', async () => {
    const html = await render(SupportSearchView as View, staff.support, {}, { q: 'ほしの' })
    expect(html).toContain('<h1')
    expect(html).toContain('<label for="support-q">検索</label>')
    expect(html).toContain('検索する</button>')
    expect(html).toContain(`href="/admin/support/customers/${member.id}/"`)
    expect(text(html)).toContain('星野 光')
    const { docs } = await payload.find({
      collection: 'support-access-log',
      where: { action: { equals: 'search' } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.detail)).toContain('お名前で検索（1件表示）')
  })

  it('an editor is refused', async () => {
    const html = await render(SupportSearchView as View, staff.editor, {}, { q: 'ほしの' })
    expect(html).toContain('このページを表示する権限がありません。')
    expect(html).not.toContain('星野')
  })
})

describe('the customer page', () => {
  it('shows every section, the forms and the status line, and records the view', async () => {
    const html = await render(
      SupportCustomerView as View,
      staff.support,
      { segments: ['support', 'customers', String(member.id)] },
      { done: 'points-adjusted', delta: '100' },
    )
    const t = text(html)
    expect(html).toMatch(/<h1[^>]*>星野 光 様<\/h1>/)
    for (const h of [
      'お客さま情報',
      '操作',
      'これまでの経過',
      'ご注文',
      '定期コース',
      'ポイント',
      'メール',
      'お問い合わせ',
      'ログイン・セキュリティ',
    ])
      expect(html).toMatch(new RegExp(`<h2 id="[a-z-]+">${h}</h2>`))
    expect(html).toContain('<p role="status"')
    expect(t).toContain('ポイントを100ポイント加算しました。')
    expect(html).toContain('<label for="adjust-delta">ポイント数（増減）</label>')
    expect(html).toContain('<label for="adjust-reason">理由</label>')
    expect(html).toContain('ポイントを調整する</button>')
    expect(html).toContain('<label for="support-note">メモ</label>')
    expect(html).toContain('メモを記録する</button>')
    expect(html).toContain('この注文をキャンセルする</button>')
    expect(html).toContain('休止する</button>')
    expect(html).toContain('次回をスキップする</button>')
    expect(html).not.toContain('ロックを解除する')
    expect(html).toContain(`action="/cms-api/support/customers/${member.id}/actions"`)
    expect(html.match(/name="key" value="[0-9a-f-]{36}"/g)!.length).toBeGreaterThan(4)
    const { docs } = await payload.find({
      collection: 'support-access-log',
      where: { and: [{ action: { equals: 'view' } }, { customer: { equals: member.id } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })

  it('field problems come back as messages naming the field', async () => {
    const html = await render(
      SupportCustomerView as View,
      staff.admin,
      { segments: ['support', 'customers', String(member.id)] },
      { error: 'form', 'f.delta': 'zero', 'f.reason': 'empty', 'f.bogus': 'x' },
    )
    expect(html).toContain('role="alert"')
    expect(text(html)).toContain('「ポイント数（増減）」に0は指定できません。')
    expect(text(html)).toContain('「理由」を入力してください。')
    expect(html).toContain('aria-invalid="true"')
  })

  it('a refused form comes back as it was typed, with its key; another form, another staff member or a visit without a refusal starts empty', async () => {
    const post = async (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.set(k, v)
      return supportActionHandler()({
        payload,
        user: staff.support,
        url: 'http://localhost:3000/cms-api/support/customers/1/actions',
        headers: new Headers({ origin: 'http://localhost:3000' }),
        routeParams: { id: String(member.id) },
        formData: async () => form,
      } as unknown as PayloadRequest)
    }
    const key = randomUUID()
    const refused = await post({ action: 'adjust-points', key, delta: '0', reason: '配送遅延のお詫び' })
    const where = new URL(refused.headers.get('location')!, 'http://localhost:3000')
    expect(where.href).not.toContain(encodeURIComponent('お詫び'))
    const cookie = refused.headers.get('set-cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^support_form_draft=/)
    const segments = { segments: ['support', 'customers', String(member.id)] }
    const search = Object.fromEntries(where.searchParams)
    const html = await render(SupportCustomerView as View, staff.support, segments, search, cookie)
    expect(html).toMatch(/id="adjust-delta"[^>]*value="0"/)
    expect(html).toMatch(/id="adjust-reason"[^>]*value="配送遅延のお詫び"/)
    expect(html).toContain(`name="key" value="${key}"`)
    expect(text(html)).toContain('「ポイント数（増減）」に0は指定できません。')
    // The note form is another form: empty, its own key.
    expect(html).toMatch(/<textarea id="support-note"[^>]*><\/textarea>/)
    expect(html.split(key)).toHaveLength(2)

    const noteKey = randomUUID()
    const long = await post({ action: 'note', key: noteKey, note: 'あ'.repeat(1001) })
    const noteCookie = long.headers.get('set-cookie')!.split(';')[0]!
    const noteSearch = Object.fromEntries(new URL(long.headers.get('location')!, 'http://x').searchParams)
    const noteHtml = await render(
      SupportCustomerView as View,
      staff.support,
      segments,
      noteSearch,
      noteCookie,
    )
    expect(noteHtml).toContain(`${'あ'.repeat(1000)}</textarea>`)
    expect(noteHtml).toContain(`name="key" value="${noteKey}"`)

    for (const other of [
      await render(SupportCustomerView as View, staff.admin, segments, search, cookie),
      await render(SupportCustomerView as View, staff.support, segments, {}, cookie),
    ]) {
      expect(other).not.toContain('配送遅延のお詫び')
      expect(other).not.toContain(key)
    }
  })

  it('an editor is refused and nothing is recorded; an unknown customer says so', async () => {
    const before = (await payload.count({ collection: 'support-access-log', overrideAccess: true })).totalDocs
    const html = await render(SupportCustomerView as View, staff.editor, {
      segments: ['support', 'customers', String(member.id)],
    })
    expect(html).toContain('このページを表示する権限がありません。')
    expect(html).not.toContain('星野')
    expect((await payload.count({ collection: 'support-access-log', overrideAccess: true })).totalDocs).toBe(
      before,
    )
    const missing = await render(SupportCustomerView as View, staff.support, {
      segments: ['support', 'customers', '999999'],
    })
    expect(missing).toContain('このお客さまは見つかりません。')
  })
})

describe('閲覧・操作の記録', () => {
  it('admins see the table, newest first, with the member number linked', async () => {
    const html = await render(AccessLogView as View, staff.admin, {}, {})
    for (const th of ['日時', '担当者', 'お客さま', '操作', '内容'])
      expect(html).toContain(`<th scope="col">${th}</th>`)
    expect(html).toContain(`<a href="/admin/support/customers/${member.id}/">会員番号 40000001</a>`)
    expect(text(html)).toContain('閲覧')
  })

  it('support and editors are refused', async () => {
    for (const who of [staff.support, staff.editor])
      expect(await render(AccessLogView as View, who)).toContain('このページを表示する権限がありません。')
  })
})
