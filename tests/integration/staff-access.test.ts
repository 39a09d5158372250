/**
 * Staff roles (docs/adr/023-staff-roles-least-privilege.md): what each role reads and changes through the local
 * API, Payload's REST handlers (/cms-api/…) and GraphQL (/cms-api/graphql).
 */
import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'

import { GRAPHQL_POST, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'

import { staffLoggerOptions } from '@/cms/logging'
import type { User } from '@/cms/payload-types'
import { submitOrder } from '@/shop/orders/order-service'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, memberCart, ORDER_FORM, stockOf } from './order-helper'

type StaffRole = 'admin' | 'editor' | 'marketer' | 'support' | 'reviewer'
const STAFF_ROLES: StaffRole[] = ['admin', 'editor', 'marketer', 'support', 'reviewer']

let payload: Payload
const staff: Record<StaffRole, User & { collection: 'users' }> = {} as never
const tokens: Record<StaffRole, string> = {} as never
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  for (const role of STAFF_ROLES) {
    const password = `${role}-pass-2026`
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}-acl@example.jp`, password, name: role, roles: [role] },
    })
    staff[role] = { ...user, collection: 'users' }
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `${role}-acl@example.jp`, password },
    })
    tokens[role] = token!
  }
})

/** A request as the browser of a signed-in staff member (or an anonymous one) sends it to /cms-api. */
function cmsRequest(method: string, path: string, role?: StaffRole, json?: unknown): Request {
  return new Request(`http://localhost:3000/cms-api/${path}`, {
    method,
    headers: {
      ...(role ? { authorization: `JWT ${tokens[role]}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  })
}

const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }) })
const restGet = (path: string, role?: StaffRole) =>
  REST_GET(config)(cmsRequest('GET', path, role), slugOf(path))
const restPatch = (path: string, role: StaffRole | undefined, json: unknown) =>
  REST_PATCH(config)(cmsRequest('PATCH', path, role, json), slugOf(path))
const restPost = (path: string, role: StaffRole | undefined, json: unknown) =>
  REST_POST(config)(cmsRequest('POST', path, role, json), slugOf(path))

type GraphQLAnswer = { data?: Record<string, { docs: Record<string, unknown>[] } | null>; errors?: unknown[] }
async function graphql(query: string, role?: StaffRole): Promise<GraphQLAnswer> {
  const res = await GRAPHQL_POST(config)(cmsRequest('POST', 'graphql', role, { query }))
  return (await res.json()) as GraphQLAnswer
}

const notice = (code: string) => ({
  code,
  title: 'テスト',
  selectionDiv: 'system' as const,
  publishedAt: '2026-11-01T00:00:00.000Z',
  _status: 'published' as const,
})

const banner = (key: string) => ({
  key,
  title: 'バナー',
  href: '/first/',
  placement: 'top-sub' as const,
  _status: 'published' as const,
})

describe('staff roles', () => {
  it('editors edit notices; marketers cannot', async () => {
    await expect(
      payload.create({
        collection: 'information',
        data: notice('acl-e'),
        user: staff.editor,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ code: 'acl-e' })
    await expect(
      payload.create({
        collection: 'information',
        data: notice('acl-m'),
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('marketers edit banners and campaign pages, but not information pages', async () => {
    await expect(
      payload.create({
        collection: 'banners',
        data: banner('acl-b'),
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ key: 'acl-b' })
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          path: 'campaign/acl',
          title: 'キャンペーン',
          section: 'campaign',
          template: 'standard',
          _status: 'published',
        },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ path: 'campaign/acl' })
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          path: 'acl-info',
          title: '案内',
          section: 'information',
          template: 'standard',
          _status: 'published',
        },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('a marketer may open the create screen, and the page they create is a campaign page', async () => {
    // The admin asks for the permissions without a document: create must be allowed for a marketer.
    const access = await restGet('access', 'marketer')
    expect(access.status).toBe(200)
    const permissions = (await access.json()) as {
      collections: Record<string, { create: boolean; fields?: Record<string, unknown> }>
    }
    expect(permissions.collections.pages!.create).toBe(true)
    // The section field is theirs to read only (the admin shows it read-only).
    expect(permissions.collections.pages!.fields?.section).toEqual({ read: true })
    const created = await payload.create({
      collection: 'pages',
      data: { path: 'campaign/marketer-new', title: '新キャンペーン', template: 'standard' },
      user: staff.marketer,
      overrideAccess: false,
      context: ctx,
      draft: true,
    })
    expect(created.section).toBe('campaign')
    const byEditor = await payload.create({
      collection: 'pages',
      data: { path: 'editor-new', title: '新しい案内', template: 'standard' },
      user: staff.editor,
      overrideAccess: false,
      context: ctx,
      draft: true,
    })
    expect(byEditor.section).toBe('information')
  })

  it('a marketer cannot move a campaign page out of the campaign section', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        path: 'campaign/move',
        title: '移動',
        section: 'campaign',
        template: 'standard',
        _status: 'published',
      },
      context: ctx,
    })
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { section: 'information' },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('only admins manage users', async () => {
    const data = {
      email: 'new-staff@example.jp',
      password: 'new-pass-2026',
      name: '新人',
      roles: ['editor' as const],
    }
    await expect(
      payload.create({ collection: 'users', data, user: staff.editor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data, user: staff.marketer, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data, user: staff.admin, overrideAccess: false }),
    ).resolves.toMatchObject({
      email: 'new-staff@example.jp',
    })
  })

  it('an editor cannot give themselves the admin role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: staff.editor.id,
      data: { roles: ['admin'] },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('inquiries and the outbox are not readable without staff rights', async () => {
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.find({ collection: 'mail-outbox', overrideAccess: false, user: staff.editor }),
    ).rejects.toThrow()
  })
})

describe('customers, orders, points and fraud signals are support work, not content work', () => {
  let customerId: number
  let orderId: number
  let courseId: number

  beforeAll(async () => {
    await createProduct(payload, 'acl-sesamin', {
      taxClass: 'food',
      price: 5000,
      regularPrice: 4300,
      regularCycles: ['1', '2'],
      stock: 20,
    })
    const member = await createMember(payload, 'acl-member@example.jp', { swcPoint: 300 })
    customerId = member.id
    await payload.create({
      collection: 'point-ledger',
      overrideAccess: true,
      data: { customer: member.id, delta: 300, reason: 'adjustment', state: 'settled', balanceAfter: 300 },
    })
    await payload.create({
      collection: 'fraud-signals',
      overrideAccess: true,
      data: { page: '/cart/shopping05/', signals: { screen: '375x667' }, ownerHash: 'acl-owner' },
    })
    await memberCart(payload, member.id, [{ productCode: 'acl-sesamin', cycleType: '2', quantity: 2 }])
    const placed = await submitOrder(payload, {
      ...ORDER_FORM,
      shopper: { customerId: member.id },
      paymentMethod: PAYMENT_METHODS.DIRECT_DEBIT,
      idempotencyKey: randomUUID(),
      check: { pointMethod: '2', pointNumber: '100' },
    })
    if (!placed.ok || !('orderId' in placed)) throw new Error(JSON.stringify(placed))
    orderId = placed.orderId
    const { docs } = await payload.find({
      collection: 'regular-courses',
      where: { order: { equals: orderId } },
      overrideAccess: true,
    })
    courseId = docs[0]!.id
  })

  const points = async () =>
    (await payload.findByID({ collection: 'customers', id: customerId, overrideAccess: true })).swcPoint
  const orderStatus = async () =>
    (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })).status

  const PERSONAL_COLLECTIONS = [
    'customers',
    'orders',
    'point-ledger',
    'fraud-signals',
    'regular-courses',
  ] as const

  it.each(['editor', 'marketer', 'reviewer'] as const)(
    '%s gets 403 on customers, orders, the point ledger, fraud signals and courses over REST',
    async (role) => {
      for (const collection of PERSONAL_COLLECTIONS) {
        const list = await restGet(`${collection}?limit=10`, role)
        expect([collection, list.status]).toEqual([collection, 403])
        expect(JSON.stringify(await list.json())).not.toContain('森野')
      }
      expect((await restGet(`customers/${customerId}`, role)).status).toBe(403)
      expect((await restGet(`orders/${orderId}`, role)).status).toBe(403)
    },
  )

  it.each(['editor', 'marketer', 'reviewer'] as const)(
    '%s gets Forbidden and no data for the same collections over GraphQL',
    async (role) => {
      const queries = {
        Customers: '{ Customers { docs { email lastName phone birthDate } } }',
        Orders: '{ Orders { docs { orderNumber orderer { lastName email phone } } } }',
        PointLedgers: '{ PointLedgers { docs { delta } } }',
        FraudSignals: '{ FraudSignals { docs { ipHash userAgent } } }',
        RegularCourses: '{ RegularCourses { docs { productCode } } }',
      }
      for (const [name, query] of Object.entries(queries)) {
        const answer = await graphql(query, role)
        expect([name, answer.data?.[name] ?? null]).toEqual([name, null])
        expect(JSON.stringify(answer.errors)).toContain('Forbidden')
      }
      // Relationship lookups from a readable document do not leak them either: nothing readable points there.
      const nested = await graphql(`{ Customer(id: ${customerId}) { email } }`, role)
      expect(nested.data?.Customer ?? null).toBeNull()
    },
  )

  it.each(['editor', 'marketer', 'reviewer'] as const)(
    '%s cannot cancel an order: 403, stock and points unchanged',
    async (role) => {
      const stock = await stockOf(payload, 'acl-sesamin')
      const balance = await points()
      const res = await restPatch(`orders/${orderId}`, role, { status: 'cancelled' })
      expect(res.status).toBe(403)
      expect(await orderStatus()).toBe('received')
      expect(await stockOf(payload, 'acl-sesamin')).toBe(stock)
      expect(await points()).toBe(balance)
      await expect(
        payload.update({
          collection: 'regular-courses',
          id: courseId,
          data: { status: 'cancelled' },
          user: staff[role],
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    },
  )

  it('support reads customers, orders and the ledger over REST and GraphQL, without secrets', async () => {
    const customers = await restGet('customers?limit=10', 'support')
    expect(customers.status).toBe(200)
    const [customer] = ((await customers.json()) as { docs: Record<string, unknown>[] }).docs
    expect(customer).toMatchObject({ lastName: '森野', email: 'acl-member@example.jp', phone: '0312345678' })
    for (const hidden of ['passwordHash', 'lineSubject', 'groupSubject'])
      expect(customer).not.toHaveProperty(hidden)
    expect(customer!.savedCard).not.toHaveProperty('reference')

    const order = await restGet(`orders/${orderId}`, 'support')
    expect(order.status).toBe(200)
    const orderDoc = (await order.json()) as Record<string, unknown>
    expect(orderDoc).toMatchObject({ status: 'received', orderer: { lastName: '森野' } })
    for (const hidden of ['idempotencyKey', 'cartOwner']) expect(orderDoc).not.toHaveProperty(hidden)

    expect((await restGet('point-ledger?limit=10', 'support')).status).toBe(200)
    expect((await restGet('regular-courses?limit=10', 'support')).status).toBe(200)
    expect((await restGet('inquiries?limit=10', 'support')).status).toBe(200)
    const answer = await graphql('{ Orders { docs { orderNumber orderer { lastName } } } }', 'support')
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.Orders?.docs).toHaveLength(1)
  })

  it('support sees no fraud signals, sessions, codes, invitations, carts, outbox or other staff', async () => {
    for (const collection of [
      'fraud-signals',
      'customer-sessions',
      'one-time-passwords',
      'kankeisha-invitations',
      'carts',
      'mail-outbox',
    ]) {
      const res = await restGet(`${collection}?limit=10`, 'support')
      expect([collection, res.status]).toEqual([collection, 403])
    }
    const users = (await (await restGet('users?limit=50', 'support')).json()) as { docs: { email: string }[] }
    expect(users.docs.map((u) => u.email)).toEqual(['support-acl@example.jp'])
    // The admin reads the signals.
    expect((await restGet('fraud-signals?limit=10', 'admin')).status).toBe(200)
  })

  it('support neither edits content nor reads drafts', async () => {
    await payload.create({
      collection: 'information',
      data: { ...notice('acl-draft'), _status: 'draft' },
      draft: true,
      context: ctx,
    })
    await expect(
      payload.create({
        collection: 'information',
        data: notice('acl-s'),
        user: staff.support,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
    const seen = await payload.find({
      collection: 'information',
      draft: true,
      user: staff.support,
      overrideAccess: false,
    })
    expect(seen.docs.map((d) => d.code)).not.toContain('acl-draft')
    const editorSees = await payload.find({
      collection: 'information',
      draft: true,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(editorSees.docs.map((d) => d.code)).toContain('acl-draft')
  })

  it('support cancels a regular course and an order: stock and points come back once', async () => {
    const course = await restPatch(`regular-courses/${courseId}`, 'support', { status: 'cancelled' })
    expect(course.status).toBe(200)
    const stock = await stockOf(payload, 'acl-sesamin')
    const balance = await points()
    const res = await restPatch(`orders/${orderId}`, 'support', { status: 'cancelled' })
    expect(res.status).toBe(200)
    expect(await orderStatus()).toBe('cancelled')
    expect(await stockOf(payload, 'acl-sesamin')).toBe(stock + 2)
    expect(await points()).toBe(balance! + 100)
    // Support changes the status only: every other order field stays as placed.
    const other = await restPatch(`orders/${orderId}`, 'support', { orderer: { lastName: '改竄' } })
    expect(other.status).toBeLessThan(500)
    const after = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(after.orderer?.lastName).toBe('森野')
  })

  it('the local API refuses editors and marketers the same collections', async () => {
    for (const role of ['editor', 'marketer'] as const) {
      for (const collection of PERSONAL_COLLECTIONS) {
        await expect(
          payload.find({ collection, user: staff[role], overrideAccess: false }),
          `${role} ${collection}`,
        ).rejects.toThrow()
      }
    }
  })
})

describe('only the admin unlocks staff accounts', () => {
  let lockedId: number

  beforeAll(async () => {
    const locked = await payload.create({
      collection: 'users',
      data: {
        email: 'locked-acl@example.jp',
        password: 'locked-pass-2026',
        name: 'locked',
        roles: ['editor'],
      },
    })
    lockedId = locked.id
  })

  const lock = () =>
    payload.db.updateOne({
      collection: 'users',
      id: lockedId,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 10 * 60_000).toISOString() },
    })
  const lockUntil = async () => {
    const doc = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
      collection: 'users',
      where: { id: { equals: lockedId } },
    })
    return doc?.lockUntil ?? null
  }

  it.each(['editor', 'marketer', 'support', 'reviewer'] as const)(
    '%s cannot unlock another staff account',
    async (role) => {
      await lock()
      const res = await restPost('users/unlock', role, { email: 'locked-acl@example.jp' })
      expect(res.status).toBe(403)
      expect(await lockUntil()).not.toBeNull()
    },
  )

  it('anonymous callers cannot unlock either', async () => {
    await lock()
    expect((await restPost('users/unlock', undefined, { email: 'locked-acl@example.jp' })).status).toBe(403)
    expect(await lockUntil()).not.toBeNull()
  })

  it('the admin unlocks it', async () => {
    await lock()
    const res = await restPost('users/unlock', 'admin', { email: 'locked-acl@example.jp' })
    expect(res.status).toBe(200)
    expect(await lockUntil()).toBeNull()
  })
})

describe('the staff cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure exactly when SITE_URL is https', async () => {
    const res = await restPost('users/login', undefined, {
      email: 'support-acl@example.jp',
      password: 'support-pass-2026',
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/)
    const https = new URL(payload.config.serverURL).protocol === 'https:'
    expect(/;\s*Secure/i.test(cookie!)).toBe(https)
    expect(payload.collections.users.config.auth.cookies).toMatchObject({ secure: https, sameSite: 'Lax' })
  })
})

describe('refused requests are logged as one line', () => {
  it('an anonymous 403 over REST and GraphQL writes one line, without a stack', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    const original = payload.logger
    payload.logger = pino({ ...staffLoggerOptions }, sink)
    try {
      expect((await restGet('customers?limit=10')).status).toBe(403)
      expect((await restGet('orders?limit=10', 'editor')).status).toBe(403)
      const answer = await graphql('{ Customers { docs { email } } }')
      expect(answer.data?.Customers ?? null).toBeNull()
    } finally {
      payload.logger = original
    }
    expect(lines).toHaveLength(3)
    for (const line of lines) {
      expect(line.trimEnd()).not.toContain('\n')
      const entry = JSON.parse(line) as Record<string, unknown>
      expect(entry).not.toHaveProperty('err')
      expect(entry.level).toBe(30)
      // Payload's own one-liner for a REST Forbidden ('info': the message), or ours ('403 Forbidden: …').
      expect(entry.msg).toMatch(/^(403 Forbidden: )?このアクションは許可されていません/)
      expect(line).not.toMatch(/\bat .*\.js:\d+/)
    }
  })

  it('payload.config.ts uses that logger', () => {
    const logger = payload.config.logger as { options?: typeof staffLoggerOptions }
    expect(logger.options?.hooks?.logMethod).toBe(staffLoggerOptions.hooks?.logMethod)
  })
})
