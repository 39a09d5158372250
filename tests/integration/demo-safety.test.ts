/**
 * Demo mode safe if someone exposes it (issue 10 items 1 and 5, docs/adr/025-safe-demo-mode.md). Runs the way
 * the demo does: sandbox on and no PAYLOAD_SECRET, so the secret is the install's generated one.
 * - the sandbox pages (mailbox, OIDC sandbox, card sandbox front door) answer loopback clients or a signed-in admin
 *   only, 404 for anyone else;
 * - a receipt cookie signed with the old constant demo secret opens no complete page; look-ups are rate-limited;
 * - staff password-reset tokens never reach the mailbox;
 * - the inquiry receipt repeats nothing the sender typed, and sends are limited per recipient and per IP;
 * - a second card sandbox on a busy port throws, naming CARD_SANDBOX_PORT.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const requestHeaders = vi.hoisted(() => {
  // The demo: no PAYLOAD_SECRET (the install secret beside the database is used), its own card sandbox port.
  delete process.env.PAYLOAD_SECRET
  process.env.CARD_SANDBOX_PORT = '0'
  return { current: new Headers() }
})

// The mailbox is a server component: its request headers come from next/headers.
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

import { POST as inquiry } from '@/app/api/inquiry/route'
import { POST as order } from '@/app/api/order/route'
import { GET as completePage } from '@/app/api/pages/cart/shopping/complete/route'
import MailboxPage from '@/app/(shop)/sandbox/mailbox/page'
import { GET as oidcSandbox } from '@/app/sandbox/oidc/[provider]/[[...path]]/route'
import { GET as cardSandboxPage } from '@/app/sandbox/payments/route'
import { env } from '@/lib/config/env'
import { INSTALL_SECRET_FILE, OLD_DEMO_SECRET } from '@/lib/config/startup-rules'
import { receiptCookieValue } from '@/shop/checkout/receipt-cookie'
import { COMPLETE_PAGE_LIMIT_MESSAGE, COMPLETE_PAGE_LIMIT_RULE } from '@/shop/checkout/complete-page-limits'
import { INQUIRY_LIMIT_MESSAGES, INQUIRY_LIMIT_RULES } from '@/shop/inquiry/inquiry-limits'
import { listMailbox } from '@/shop/mail/mail-service'
import { ADDRESSEE_ONLY_LINK_NOTE } from '@/shop/mail/outbox-redaction'
import { CardSandboxPortInUse, startCardSandbox } from '@/shop/payments/sandbox/card-sandbox'

import { solvedBotCheck } from './bot-check-helper'
import { browser, GUEST_FORM } from './checkout-helper'
import { fromClient, LOOPBACK, REMOTE } from './client-address'
import { apiRequest, noParams, testPayload } from './helpers'
import { createProduct, guestCart } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'ds-lotion', { taxClass: 'standard', price: 3000, stock: 100, name: '化粧水' })
})

let ipSeq = 0
/** A fresh client address per use, so one test's counts never reach another's. */
const freshIp = () => `198.51.100.${++ipSeq}`

async function staffSession(role: 'admin' | 'editor'): Promise<string> {
  const email = `${role}-${randomUUID()}@example.jp`
  const password = `Pw-${randomUUID()}`
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: `${role} demo`, roles: [role] },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return `payload-token=${token}`
}

/** A browser's navigation with the staff cookie (Payload reads the cookie only from the shop's own pages). */
const withStaffCookie = (cookie: string) => ({ cookie, 'sec-fetch-site': 'same-origin' })

const discovery = (headers: Record<string, string>) =>
  oidcSandbox(
    new Request('http://localhost:3000/sandbox/oidc/line/.well-known/openid-configuration/', { headers }),
    { params: Promise.resolve({ provider: 'line', path: ['.well-known', 'openid-configuration'] }) },
  )

/** The mailbox page for a client: 'shown', or 'not-found' when it called notFound(). */
async function openMailbox(headers: Record<string, string>): Promise<'shown' | 'not-found'> {
  requestHeaders.current = new Headers(headers)
  try {
    await MailboxPage()
    return 'shown'
  } catch (error) {
    if ((error as { digest?: string }).digest?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'not-found'
    throw error
  }
}

describe('the app secret in demo mode', () => {
  it('is generated once per install beside the database (0600), never the old constant', () => {
    expect(env.payloadSecretSource).toBe('install-file')
    const secret = env.payloadSecret
    expect(secret).not.toBe(OLD_DEMO_SECRET)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(path.dirname(env.SQLITE_FILE), INSTALL_SECRET_FILE)
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })
})

describe('sandbox pages: loopback or a signed-in admin only', () => {
  it('the OIDC sandbox answers this machine and 404 (plain, no hint) to anyone else', async () => {
    expect((await discovery(fromClient(LOOPBACK))).status).toBe(200)
    const remote = await discovery(fromClient(REMOTE))
    expect(remote.status).toBe(404)
    expect(await remote.text()).toBe('Not Found')
    // No client address at all is not loopback either.
    expect((await discovery({})).status).toBe(404)
  })

  it('the card sandbox front door answers this machine only', async () => {
    const page = (headers: Record<string, string>) =>
      cardSandboxPage(new Request('http://localhost:3000/sandbox/payments/', { headers }))
    expect((await page(fromClient(LOOPBACK))).status).toBe(200)
    expect((await page(fromClient(REMOTE))).status).toBe(404)
  })

  it('the mailbox shows this machine the mails and gives anyone else the ordinary 404', async () => {
    expect(await openMailbox(fromClient(LOOPBACK))).toBe('shown')
    expect(await openMailbox(fromClient(REMOTE))).toBe('not-found')
    expect(await openMailbox({})).toBe('not-found')
  })

  it('a signed-in admin may open them from elsewhere; an editor may not', async () => {
    const admin = await staffSession('admin')
    const editor = await staffSession('editor')
    expect((await discovery({ ...fromClient(REMOTE), ...withStaffCookie(admin) })).status).toBe(200)
    expect(await openMailbox({ ...fromClient(REMOTE), ...withStaffCookie(admin) })).toBe('shown')
    expect((await discovery({ ...fromClient(REMOTE), ...withStaffCookie(editor) })).status).toBe(404)
    expect(await openMailbox({ ...fromClient(REMOTE), ...withStaffCookie(editor) })).toBe('not-found')
    expect(
      (await discovery({ ...fromClient(REMOTE), ...withStaffCookie('payload-token=forged') })).status,
    ).toBe(404)
  })
})

describe('staff password reset', () => {
  it('the reset token reaches no sandbox surface: the outbox and the mailbox keep a note instead of the link', async () => {
    const email = `staff-${randomUUID()}@example.jp`
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: `Pw-${randomUUID()}`, name: 'editor demo', roles: ['editor'] },
    })
    // What POST /cms-api/users/forgot-password does.
    const token = await payload.forgotPassword({ collection: 'users', data: { email } })
    expect(token).toMatch(/\w{20,}/)
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      overrideAccess: true,
      where: { to: { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.kind).toBe('staff')
    expect(docs[0]?.text).not.toContain(token)
    expect(docs[0]?.text).not.toContain('/reset/')
    expect(docs[0]?.text).toContain(ADDRESSEE_ONLY_LINK_NOTE)
    const shown = (await listMailbox(payload)).find((m) => m.to === email)
    expect(shown?.text).not.toContain(token)
    expect(JSON.stringify(await listMailbox(payload))).not.toContain(token)
  })
})

describe('the complete page of a guest order', () => {
  async function placeGuestOrder(): Promise<string> {
    const b = browser({ cart_token: await guestCart(payload, [{ productCode: 'ds-lotion', quantity: 1 }]) })
    const email = `guest-${randomUUID()}@example.jp`
    const res = await b.json(order, 'order', 'POST', {
      ...GUEST_FORM,
      EMAIL1: email,
      EMAIL2: email,
      idempotencyKey: randomUUID(),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { orderNumber: string }).orderNumber
  }

  const lookUp = (orderNumber: string, receipt: string | null, ip = freshIp()) =>
    browser(receipt ? { order_receipt: receipt } : {}).json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${orderNumber}`,
      'GET',
      undefined,
      fromClient(ip),
    )

  it('refuses a receipt cookie signed with the old constant demo secret, opens with the real one', async () => {
    const orderNumber = await placeGuestOrder()
    expect((await lookUp(orderNumber, receiptCookieValue(orderNumber, OLD_DEMO_SECRET))).status).toBe(404)
    // The same call with the install's secret opens it: the refusal above is the secret, not the call.
    expect((await lookUp(orderNumber, receiptCookieValue(orderNumber, env.payloadSecret))).status).toBe(200)
  })

  it('counts look-ups per client IP: beyond the limit 429 with a Japanese message and Retry-After', async () => {
    const orderNumber = await placeGuestOrder()
    const ip = freshIp()
    for (let i = 0; i < COMPLETE_PAGE_LIMIT_RULE.points; i++)
      expect((await lookUp(`W000000-${String(i).padStart(6, '0')}`, null, ip)).status).toBe(404)
    // Even the owner's own valid cookie waits: the IP has used its look-ups.
    const limited = await lookUp(orderNumber, receiptCookieValue(orderNumber, env.payloadSecret), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      COMPLETE_PAGE_LIMIT_MESSAGE,
    )
    // Another client is not affected.
    expect((await lookUp(orderNumber, receiptCookieValue(orderNumber, env.payloadSecret))).status).toBe(200)
  })
})

describe('inquiry: no spam relay', () => {
  const SPAM = 'https://spam.example/buy-now 今すぐ購入 www.spam.example'
  const inquiryFrom = async (ip: string, email: string, extra: Record<string, string> = {}) =>
    inquiry(
      apiRequest('inquiry', {
        method: 'POST',
        json: {
          category: 'product',
          lastName: '山田',
          firstName: '花子',
          lastNameKana: 'ヤマダ',
          firstNameKana: 'ハナコ',
          email,
          message: SPAM,
          botCheck: await solvedBotCheck(),
          ...extra,
        },
        headers: fromClient(ip),
      }),
      noParams,
    )
  const mailsTo = async (email: string) =>
    (
      await payload.find({
        collection: 'mail-outbox',
        overrideAccess: true,
        where: { to: { equals: email } },
        limit: 100,
      })
    ).docs

  it('the receipt is fixed shop text with the number: no message, link, name or order number of the sender', async () => {
    const email = `victim-${randomUUID()}@example.jp`
    const res = await inquiryFrom(freshIp(), email, {
      lastName: 'www.example',
      orderNumber: 'W123456-654321',
    })
    expect(res.status).toBe(200)
    const { receiptNumber } = (await res.json()) as { receiptNumber: string }
    const [mail] = await mailsTo(email)
    expect(mail?.text).toContain(`受付番号：${receiptNumber}`)
    expect(mail?.text).not.toContain('spam.example')
    expect(mail?.text).not.toContain('今すぐ購入')
    expect(mail?.text).not.toMatch(/https?:\/\/|www\./)
    expect(mail?.text).not.toContain('W123456-654321')
    expect(mail?.text).not.toContain('花子')
    expect(`${mail?.subject}`).not.toContain('spam')
    // Staff still have the whole inquiry.
    const stored = await payload.find({
      collection: 'inquiries',
      overrideAccess: true,
      where: { receiptNumber: { equals: receiptNumber } },
    })
    expect(stored.docs[0]?.message).toBe(SPAM)
  })

  it('12 sends to one third party from changing IPs: the recipient limit lets only its share through', async () => {
    const victim = `Third.Party-${randomUUID()}@example.jp`
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 12; i++) {
      // Case and spaces make no new recipient.
      last = await inquiryFrom(freshIp(), i % 2 ? victim.toLowerCase() : ` ${victim} `)
      statuses.push(last.status)
    }
    const allowed = INQUIRY_LIMIT_RULES.perRecipient.points
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed)
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(
      INQUIRY_LIMIT_MESSAGES.perRecipient,
    )
    const sent = [...(await mailsTo(victim.toLowerCase())), ...(await mailsTo(victim))]
    expect(sent).toHaveLength(allowed)
  })

  it('one IP sending to many addresses stops at the per-IP limit, storing and sending nothing more', async () => {
    const ip = freshIp()
    const count = async () =>
      (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs
    for (let i = 0; i < INQUIRY_LIMIT_RULES.perIp.points; i++)
      expect((await inquiryFrom(ip, `many-${i}-${randomUUID()}@example.jp`)).status).toBe(200)
    const before = await count()
    const target = `many-last-${randomUUID()}@example.jp`
    const limited = await inquiryFrom(ip, target)
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      INQUIRY_LIMIT_MESSAGES.perIp,
    )
    expect(await count()).toBe(before)
    expect(await mailsTo(target)).toHaveLength(0)
    // Another client still gets through.
    expect((await inquiryFrom(freshIp(), target)).status).toBe(200)
  })
})

describe('card sandbox: each process its own', () => {
  it('a busy port throws a clear error naming CARD_SANDBOX_PORT, never uses the sandbox listening there', async () => {
    const other = net.createServer()
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as net.AddressInfo).port
    try {
      const started = startCardSandbox({
        port,
        allowedOrigins: ['http://localhost:3000'],
        merchants: [{ merchantId: 'm', secret: 's', name: 'n' }],
      })
      await expect(started).rejects.toBeInstanceOf(CardSandboxPortInUse)
      await expect(started).rejects.toThrow(/CARD_SANDBOX_PORT/)
      await expect(started).rejects.toThrow(new RegExp(`127\\.0\\.0\\.1:${port}`))
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()))
    }
  })
})
