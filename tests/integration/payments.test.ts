/**
 * Payments through the in-process card sandbox (docs/adr/018): the sandbox listens on its own port (a free one
 * here), the browser's part is played with fetch (the token script run in a VM, the ACS and app pages posted as
 * forms), and the shop's part is the real gateways over HTTP.
 */
import vm from 'node:vm'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
  // Every payment log line is looked at (no card numbers, tokens or names in logs).
  process.env.LOG_LEVEL = 'info'
})

import { createAppPaymentGateway } from '@/shop/payments/app-payment-gateway'
import {
  CARD_LIMIT_MESSAGE,
  createCardAttemptLimits,
  DEFAULT_CARD_ATTEMPT_LIMITS,
  httpStatusForDecline,
  RATE_LIMITED_CODE,
} from '@/shop/payments/card-attempt-limits'
import { createCardGateway } from '@/shop/payments/card-gateway'
import { gatewayFor } from '@/shop/payments/gateways'
import type { AuthorizeRequest } from '@/shop/payments/payment-gateway'
import { PAYMENT_MESSAGES } from '@/shop/payments/payment-messages'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import {
  cardTokenScriptUrl,
  createProviderClient,
  paymentProviderConfig,
  type ProviderFetch,
} from '@/shop/payments/provider-client'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'
import { paymentProviderOrigins } from '@/shop/payments/payment-return'

import { GET as sandboxPage } from '@/app/sandbox/payments/route'

import { fromClient, LOOPBACK } from './client-address'
import { isolatedRateLimiter } from './rate-limit-helper'

const SHOP_ORIGIN = 'http://localhost:3000'
/** Card limits in the database, counted from zero for each gateway a test makes. */
const freshLimits = () => createCardAttemptLimits(DEFAULT_CARD_ATTEMPT_LIMITS, isolatedRateLimiter())
const CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
  challengeSuccess: '4000000000003220',
  challengeFailure: '4000000000009235',
}

interface TokenApi {
  createToken(card: Record<string, unknown>): Promise<{ token: string; brand: string; last4: string }>
}

let origin = ''
let tokenApi: TokenApi
const sent: Array<{ url: string; body: string }> = []

/** The shop's outgoing provider requests, recorded on their way out. */
const recordingFetch: ProviderFetch = (url, init) => {
  sent.push({ url, body: typeof init.body === 'string' ? init.body : '' })
  return fetch(url, init)
}
const client = createProviderClient(paymentProviderConfig, recordingFetch)

let orderSeq = 0
const request = (overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest => ({
  orderNumber: `W-20261123-${String(++orderSeq).padStart(4, '0')}`,
  amount: 5480,
  method: PAYMENT_METHODS.CREDIT_CARD,
  returnUrl: `${SHOP_ORIGIN}/api/pages/cart/tds-callback`,
  ip: `203.0.113.${orderSeq % 250}`,
  ...overrides,
})

const cardOf = (number: string) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'TARO YAMADA',
})
const tokenFor = async (number: string) => (await tokenApi.createToken(cardOf(number))).token

/** The browser submitting a form on a sandbox page. */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

/** The hand-back page's form: where it posts and what it carries back to the shop. */
function handBack(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)" id="hand-back">/.exec(html)?.[1] ?? ''
  const fields: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[name!] = value!
  return { action: action.replace(/&amp;/g, '&'), fields }
}

const logLines: string[] = []
const capture = (chunk: unknown) => {
  logLines.push(String(chunk))
  return true
}
vi.spyOn(process.stdout, 'write').mockImplementation(capture)
vi.spyOn(process.stderr, 'write').mockImplementation(capture)

afterAll(() => {
  vi.restoreAllMocks()
  // The payment log lines were written, and none holds a card number, a token, a saved-card reference or a name.
  expect(logLines.some((line) => line.includes('card authorisation'))).toBe(true)
  for (const line of logLines) {
    for (const number of Object.values(CARDS)) expect(line).not.toContain(number)
    expect(line).not.toMatch(/tok_|cfm_|card_[\w-]{10}|TARO|YAMADA/)
  }
})

beforeAll(async () => {
  origin = (await cardSandbox()).origin
  expect(new URL(origin).origin).not.toBe(SHOP_ORIGIN)
  // Load the token script as the checkout page would, into a VM standing in for the browser window.
  const scriptUrl = await cardTokenScriptUrl()
  expect(scriptUrl).toBe(`${origin}/v1/token.js`)
  const response = await fetch(scriptUrl)
  expect(response.headers.get('content-type')).toContain('javascript')
  const window: { SandboxCardToken?: TokenApi } = {}
  vm.runInNewContext(await response.text(), { window, fetch, JSON, String, Error })
  tokenApi = window.SandboxCardToken!
})

describe('card-token service', () => {
  it('issues a token with brand and last four digits', async () => {
    const answer = await tokenApi.createToken(cardOf('4111 1111 1111 1111'))
    expect(answer).toEqual({ token: expect.stringMatching(/^tok_/), brand: 'VISA', last4: '1111' })
  })

  it('answers wrong card details with Japanese messages', async () => {
    await expect(tokenApi.createToken(cardOf('4111111111111112'))).rejects.toMatchObject({
      message: 'カード番号が正しくありません。ご確認のうえ、もう一度入力してください。',
      field: 'number',
    })
    await expect(tokenApi.createToken({ ...cardOf(CARDS.success), expYear: 2020 })).rejects.toMatchObject({
      code: 'expired_card',
      message: expect.stringContaining('有効期限'),
    })
    await expect(tokenApi.createToken({ ...cardOf(CARDS.success), cvc: '12' })).rejects.toMatchObject({
      field: 'cvc',
      message: 'セキュリティコードは3桁または4桁の数字で入力してください。',
    })
  })

  it('allows the shop origin by CORS and refuses other sites', async () => {
    const preflight = await fetch(`${origin}/v1/tokens`, {
      method: 'OPTIONS',
      headers: { origin: SHOP_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN)
    const evil = await fetch(`${origin}/v1/tokens`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(cardOf(CARDS.success)),
    })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('provider API', () => {
  it('refuses requests without the merchant credentials', async () => {
    const response = await fetch(`${origin}/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('sandbox-shop:wrong')}` },
      body: JSON.stringify({ orderNumber: 'X', amount: 1, token: 'tok_x', returnUrl: SHOP_ORIGIN }),
    })
    expect(response.status).toBe(401)
  })
})

describe('card payments', () => {
  const gateway = createCardGateway({ client, limits: freshLimits() })

  it('authorises a good card', async () => {
    const result = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.success) }))
    expect(result).toEqual({ status: 'authorized', reference: expect.stringMatching(/^pay_/) })
    if (result.status === 'authorized')
      await expect(gateway.cancel(result.reference)).resolves.toBeUndefined()
  })

  it('declines a declined card without saying why', async () => {
    const result = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.decline) }))
    expect(result).toEqual({
      status: 'declined',
      code: 'card_declined',
      message:
        'このカードはご利用いただけません。別のカードをご利用いただくか、カード会社にお問い合わせください。',
    })
  })

  it('passes a 3-D Secure challenge and completes authorised', async () => {
    const shopRequest = request({ cardToken: await tokenFor(CARDS.challengeSuccess) })
    const result = await gateway.authorize(shopRequest)
    if (result.status !== 'redirect') throw new Error(`expected a challenge, got ${result.status}`)
    expect(new URL(result.redirectUrl).origin).toBe(origin)

    const page = await fetch(result.redirectUrl)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<html lang="ja">')
    expect(html).toContain('<label for="otp">ワンタイムパスワード</label>')
    expect(html).toContain('認証する')
    expect(html).toContain('キャンセル')
    expect(html).toContain('下4桁 3220')
    expect(html).not.toContain(CARDS.challengeSuccess)

    const wrong = await postForm(result.redirectUrl, { code: '0000', action: 'authenticate' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('ワンタイムパスワードが正しくありません。')

    const done = await postForm(result.redirectUrl, { code: '1234', action: 'authenticate' })
    const back = handBack(await done.text())
    expect(back.action).toBe(shopRequest.returnUrl)
    expect(back.fields).toEqual({ reference: result.reference })

    await expect(gateway.complete(result.reference, back.fields)).resolves.toEqual({
      status: 'authorized',
      reference: result.reference,
    })
    // The challenge is over: its page is gone.
    expect((await fetch(result.redirectUrl)).status).toBe(404)
  })

  it('fails a 3-D Secure challenge and completes declined', async () => {
    const result = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeFailure) }))
    if (result.status !== 'redirect') throw new Error(`expected a challenge, got ${result.status}`)
    const back = handBack(
      await (await postForm(result.redirectUrl, { code: '1234', action: 'authenticate' })).text(),
    )
    await expect(gateway.complete(result.reference, back.fields)).resolves.toEqual({
      status: 'declined',
      code: 'authentication_failed',
      message: PAYMENT_MESSAGES.authenticationFailed,
    })
  })

  it('declines a challenge the shopper cancelled, and one the browser abandoned', async () => {
    const cancelled = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeSuccess) }))
    if (cancelled.status !== 'redirect') throw new Error('expected a challenge')
    const back = handBack(await (await postForm(cancelled.redirectUrl, { action: 'cancel' })).text())
    await expect(gateway.complete(cancelled.reference, back.fields)).resolves.toMatchObject({
      status: 'declined',
    })

    const abandoned = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeSuccess) }))
    if (abandoned.status !== 'redirect') throw new Error('expected a challenge')
    await expect(gateway.complete(abandoned.reference, {})).resolves.toMatchObject({ status: 'declined' })
    // A forged return for another payment is refused without asking the provider.
    await expect(gateway.complete(abandoned.reference, { reference: 'pay_other' })).resolves.toMatchObject({
      status: 'declined',
      code: 'reference_mismatch',
    })
  })

  it('voids a payment waiting for its 3-D Secure challenge, after which it cannot complete', async () => {
    // Its own limits: the card's attempts here do not count towards the other tests'.
    const gateway = createCardGateway({ client, limits: freshLimits() })
    const pending = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeSuccess) }))
    if (pending.status !== 'redirect') throw new Error('expected a challenge')
    const logged = logLines.length
    await expect(gateway.cancel(pending.reference)).resolves.toBeUndefined()
    expect(logLines.slice(logged).filter((line) => line.includes('not understood'))).toEqual([])
    await expect(gateway.complete(pending.reference, {})).resolves.toMatchObject({ status: 'declined' })
  })

  it('keeps a card for a member and authorises with the saved reference', async () => {
    const first = await gateway.authorize(
      request({ cardToken: await tokenFor(CARDS.success), saveCard: true, customerId: 42 }),
    )
    if (first.status !== 'authorized' || !first.savedCard) throw new Error('expected a saved card')
    expect(first.savedCard).toEqual({
      reference: expect.stringMatching(/^card_/),
      brand: 'VISA',
      last4: '1111',
    })

    const again = await gateway.authorize(
      request({ savedCardReference: first.savedCard.reference, customerId: 42 }),
    )
    expect(again).toMatchObject({ status: 'authorized' })
    // Another member cannot use it.
    const stranger = await gateway.authorize(
      request({ savedCardReference: first.savedCard.reference, customerId: 43 }),
    )
    expect(stranger).toMatchObject({ status: 'declined', code: 'invalid_saved_card' })
  })

  it('saves a card only after a passed challenge', async () => {
    const result = await gateway.authorize(
      request({ cardToken: await tokenFor(CARDS.challengeSuccess), saveCard: true, customerId: 77 }),
    )
    if (result.status !== 'redirect') throw new Error('expected a challenge')
    await postForm(result.redirectUrl, { code: '1234', action: 'authenticate' })
    const completed = await gateway.complete(result.reference, {})
    expect(completed).toMatchObject({ status: 'authorized', savedCard: { brand: 'VISA', last4: '3220' } })
  })

  it('refuses a token used once already', async () => {
    const token = await tokenFor(CARDS.success)
    expect(await gateway.authorize(request({ cardToken: token }))).toMatchObject({ status: 'authorized' })
    expect(await gateway.authorize(request({ cardToken: token }))).toEqual({
      status: 'declined',
      code: 'invalid_token',
      message: PAYMENT_MESSAGES.tokenExpired,
    })
  })

  it('asks for a card when the request has neither a token nor a saved card', async () => {
    expect(await gateway.authorize(request())).toMatchObject({ status: 'declined', code: 'missing_card' })
  })
})

describe('card-testing limits', () => {
  const refused = {
    status: 'declined',
    code: RATE_LIMITED_CODE,
    message: expect.stringContaining(CARD_LIMIT_MESSAGE),
    retryAfterSeconds: expect.any(Number),
  }

  it('stops a card after 3 declines, with new tokens and from new IPs', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    for (let i = 0; i < DEFAULT_CARD_ATTEMPT_LIMITS.perCard.points; i++)
      expect(await gateway.authorize(request({ cardToken: await tokenFor(CARDS.decline) }))).toMatchObject({
        code: 'card_declined',
      })
    const fourth = await gateway.authorize(request({ cardToken: await tokenFor(CARDS.decline) }))
    expect(fourth).toEqual(refused)
    expect(httpStatusForDecline(fourth)).toBe(429)
    // Other cards are not affected.
    expect(await gateway.authorize(request({ cardToken: await tokenFor(CARDS.success) }))).toMatchObject({
      status: 'authorized',
    })
  })

  it('stops a member after 10 attempts an hour', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    for (let i = 0; i < DEFAULT_CARD_ATTEMPT_LIMITS.perMember.points; i++)
      await gateway.authorize(request({ cardToken: await tokenFor(CARDS.success), customerId: 5 }))
    const refusedToken = await tokenFor(CARDS.success)
    expect(await gateway.authorize(request({ cardToken: refusedToken, customerId: 5 }))).toEqual(refused)
    expect(await gateway.authorize(request({ cardToken: refusedToken, customerId: 6 }))).toMatchObject({
      status: 'authorized',
    })
  })

  // Issue 26 §4: the void's answer ({status:'voided'}) was read as an authorisation and logged as an error.
  it('voids the pending 3-D Secure payment of a card over its limit, and understands the answer', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    for (let i = 0; i < DEFAULT_CARD_ATTEMPT_LIMITS.perCard.points; i++)
      expect(
        await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeSuccess) })),
      ).toMatchObject({ status: 'redirect' })
    const logged = logLines.length
    const before = sent.length
    expect(await gateway.authorize(request({ cardToken: await tokenFor(CARDS.challengeSuccess) }))).toEqual(
      refused,
    )
    // The challenge the provider opened for the refused attempt was voided…
    expect(sent.slice(before).map((r) => new URL(r.url).pathname)).toEqual([
      '/v1/payments',
      expect.stringMatching(/^\/v1\/payments\/[\w-]+\/void$/),
    ])
    // …and its answer understood: nothing logged as an error.
    const lines = logLines.slice(logged)
    expect(lines.filter((line) => line.includes('not understood'))).toEqual([])
    expect(lines.filter((line) => /"level":"(error|fatal)"/.test(line))).toEqual([])
  })

  it('stops an IP after 20 attempts an hour, before asking the provider', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    const ip = '198.51.100.77'
    for (let i = 0; i < DEFAULT_CARD_ATTEMPT_LIMITS.perIp.points; i++)
      await gateway.authorize(request({ cardToken: await tokenFor(CARDS.success), ip }))
    const before = sent.length
    expect(await gateway.authorize(request({ cardToken: await tokenFor(CARDS.success), ip }))).toEqual(
      refused,
    )
    expect(sent.length).toBe(before)
  })
})

describe('app payments', () => {
  const gateway = createAppPaymentGateway({ client })

  it.each([
    [PAYMENT_METHODS.PAYPAY, 'PayPay'],
    [PAYMENT_METHODS.AUPAY, 'au PAY'],
    [PAYMENT_METHODS.DBARAI, 'd払い'],
  ])('redirects %s to the approval page, approves and completes authorised', async (method, app) => {
    const returnUrl = `${SHOP_ORIGIN}/api/gmo-app-payment-callback`
    const result = await gateway.authorize(request({ method, returnUrl }))
    if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`)
    const page = await (await fetch(result.redirectUrl)).text()
    expect(page).toContain('<html lang="ja">')
    expect(page).toContain(`<h1>${app}でのお支払い</h1>`)
    expect(page).toContain('承認する')

    const back = handBack(await (await postForm(result.redirectUrl, { action: 'approve' })).text())
    expect(back).toEqual({ action: returnUrl, fields: { reference: result.reference } })
    await expect(gateway.complete(result.reference, back.fields)).resolves.toEqual({
      status: 'authorized',
      reference: result.reference,
    })
  })

  it('completes declined when the shopper cancels in the app', async () => {
    const result = await gateway.authorize(request({ method: PAYMENT_METHODS.PAYPAY }))
    if (result.status !== 'redirect') throw new Error('expected a redirect')
    const back = handBack(await (await postForm(result.redirectUrl, { action: 'cancel' })).text())
    await expect(gateway.complete(result.reference, back.fields)).resolves.toEqual({
      status: 'declined',
      code: 'cancelled_by_user',
      message: PAYMENT_MESSAGES.appCancelled,
    })
  })
})

describe('Rakuten Pay', () => {
  const returnUrl = `${SHOP_ORIGIN}/api/rakuten/confirm`

  it('redirects to the sandbox, approves, and completes with the confirmId it brought back', async () => {
    const gateway = gatewayFor(PAYMENT_METHODS.EXTERNAL_SETTLEMENT)
    const result = await gateway.authorize(
      request({ method: PAYMENT_METHODS.EXTERNAL_SETTLEMENT, returnUrl }),
    )
    if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`)
    expect(await (await fetch(result.redirectUrl)).text()).toContain('<h1>楽天ペイでのお支払い</h1>')
    const back = handBack(await (await postForm(result.redirectUrl, { action: 'approve' })).text())
    expect(back.action).toBe(returnUrl)
    expect(back.fields).toEqual({ reference: result.reference, confirmId: expect.stringMatching(/^cfm_/) })
    await expect(gateway.complete(result.reference, back.fields)).resolves.toEqual({
      status: 'authorized',
      reference: result.reference,
    })
  })

  it('does not complete without the confirmId', async () => {
    const gateway = gatewayFor(PAYMENT_METHODS.EXTERNAL_SETTLEMENT)
    const result = await gateway.authorize(
      request({ method: PAYMENT_METHODS.EXTERNAL_SETTLEMENT, returnUrl }),
    )
    if (result.status !== 'redirect') throw new Error('expected a redirect')
    await postForm(result.redirectUrl, { action: 'approve' })
    await expect(gateway.complete(result.reference, { reference: result.reference })).resolves.toMatchObject({
      status: 'declined',
      code: 'not_confirmed',
    })
  })
})

describe('token lifetime', () => {
  it('refuses a token older than 10 minutes', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    const token = await tokenFor(CARDS.success)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 })
    try {
      expect(await gateway.authorize(request({ cardToken: token }))).toMatchObject({ code: 'invalid_token' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('what the shop sends the provider', () => {
  it('carries tokens and references, never a card number', async () => {
    const gateway = createCardGateway({ client, limits: freshLimits() })
    const token = await tokenFor(CARDS.success)
    const from = sent.length
    await gateway.authorize(request({ cardToken: token }))
    const body = JSON.parse(sent[from]!.body) as Record<string, unknown>
    expect(body.token).toBe(token)
    expect(Object.keys(body).sort()).toEqual([
      'amount',
      'ip',
      'orderNumber',
      'returnUrl',
      'saveCard',
      'token',
    ])

    expect(sent.length).toBeGreaterThan(20)
    for (const { body: text } of sent) {
      for (const number of Object.values(CARDS)) expect(text).not.toContain(number)
      expect(text).not.toMatch(/\d{12,19}/)
      // As a field name (JSON key or form field): a random token may contain "Cvc" by chance.
      expect(text).not.toMatch(/"(?:cvc|expMonth|holderName)"|\b(?:cvc|expMonth|holderName)=/i)
    }
  })
})

describe('sandbox front door and callbacks', () => {
  it('/sandbox/payments starts the sandbox and loads the token script from its origin', async () => {
    const response = await sandboxPage(
      new Request('http://localhost:3000/sandbox/payments/', { headers: fromClient(LOOPBACK) }),
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="ja">')
    expect(html).toContain(`<script src="${origin}/v1/token.js"></script>`)
    expect(html).toContain('4000 0000 0000 3220')
  })

  it('names the provider origin the callback routes must accept hand-back POSTs from', async () => {
    expect(await paymentProviderOrigins()).toEqual([origin])
  })
})
