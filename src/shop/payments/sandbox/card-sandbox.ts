/**
 * The card and app-payment provider's sandbox (docs/adr/018): an in-process HTTP server on its own port, so a
 * different origin from the shop, started once per process (at server start, src/instrumentation.ts, else on first
 * use) and kept on globalThis. Each process has its own: a port in use (CARD_SANDBOX_PORT) is an error, never
 * another process's sandbox (docs/adr/025-safe-demo-mode.md). Only loopback clients get an answer. It serves
 *
 * - the card-token service: GET /v1/token.js and POST /v1/tokens (CORS for the shop's origin only);
 * - the provider API, merchant-authenticated (HTTP Basic): POST /v1/payments, /v1/payments/:id/complete,
 *   /v1/payments/:id/void, /v1/payments/:id/capture, /v1/payments/:id/refund (docs/adr/066) and the same under
 *   /v1/app-payments; POST /v1/direct-debit/accounts (口座振替の登録);
 * - the browser pages: the 3-D Secure ACS challenge /acs/:id and the app approval page /app/:id.
 *
 * Like a real provider it keeps everything on its side, in memory: tokens (single use, 10 minutes), kept cards
 * payments and refunds. It never keeps a card number either: a token holds the card's fingerprint, brand, last four
 * digits and its sandbox behaviour (which test card it was).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { env } from '@/lib/config/env'
import { isLoopbackAddress } from '@/lib/http/client-address'
import { logger } from '@/lib/log'

import { checkCard } from '../card-rules'
import {
  decideCapture,
  decideRefund,
  type HeldPayment,
  isIdempotencyKey,
  isPaymentYen,
  MAX_PAYMENT_YEN,
} from '../refund-rules'
import { appApprovalPage, challengePage, handBackPage, messagePage } from './sandbox-pages'
import { tokenScript } from './token-script'
import { SHOP_NAME } from '@/shop/site/shop-name'

/** What the sandbox does with a card: by test number (ADR 018), every other valid number succeeds. */
export type CardBehaviour = 'success' | 'decline' | 'challenge-success' | 'challenge-failure'

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4111111111111111': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge-success',
  '4000000000009235': 'challenge-failure',
}

export const SANDBOX_OTP = '1234'

/** Banks the sandbox's direct-debit registration knows (金融機関コード → name); others are refused. */
export const DIRECT_DEBIT_TEST_BANKS: Record<string, string> = {
  '0001': 'みずほ銀行',
  '0005': '三菱UFJ銀行',
  '0009': '三井住友銀行',
  '9900': 'ゆうちょ銀行',
}

/**
 * Saved cards every sandbox knows from its start, for the demo seed's regular-delivery member (whose card was
 * "saved" before this process existed; docs/adr/033): a reference, its brand and last four, and the test card's
 * behaviour. Any member of the merchant may use them — sandbox only.
 */
export const SANDBOX_DEMO_SAVED_CARDS = {
  card_demo_regular_visa: { brand: 'VISA', last4: '1111', behaviour: 'success' },
} as const satisfies Record<string, { brand: string; last4: string; behaviour: CardBehaviour }>
const TOKEN_TTL_MS = 10 * 60 * 1000
const MAX_BODY_BYTES = 16 * 1024
const MAX_CHALLENGE_TRIES = 3

interface CardFacts {
  fingerprint: string
  brand: string
  last4: string
  behaviour: CardBehaviour
}

interface TokenRecord {
  card: CardFacts
  expiresAt: number
  used: boolean
}

interface SavedCardRecord {
  merchantId: string
  customerRef: string
  card: CardFacts
}

type PaymentState =
  'challenge' | 'challenge-passed' | 'challenge-failed' | 'authorized' | 'captured' | 'declined' | 'voided'

/** What happened to an authorised payment's money since (docs/adr/066), in yen. */
interface Settlement {
  /** Taken off the authorisation before capture (減額). */
  reduced: number
  /** Charged (売上確定); 0 until captured. */
  captured: number
  /** Returned of what was captured. */
  refunded: number
}

/** A refund as first answered, kept under its merchant and idempotency key so a retry gets the same answer. */
interface RefundRecord {
  paymentId: string
  amount: number
  answer: { status: 'refunded'; id: string; refundId: string; kind: string; amount: number }
}

interface CardPayment {
  kind: 'card'
  merchantId: string
  orderNumber: string
  amount: number
  card: CardFacts
  returnUrl: string
  state: PaymentState
  declineCode?: string
  saveCard: boolean
  customerRef?: string
  savedCardReference?: string
  challengeTries: number
  settlement: Settlement
}

interface AppPayment {
  kind: 'app'
  merchantId: string
  orderNumber: string
  amount: number
  method: string
  returnUrl: string
  state: 'pending' | 'approved' | 'cancelled' | 'authorized' | 'captured' | 'declined' | 'voided'
  /** Rakuten Pay: the one-time value the hand-back carries and the merchant must present to complete. */
  confirmId?: string
  settlement: Settlement
}

const noSettlement = (): Settlement => ({ reduced: 0, captured: 0, refunded: 0 })

/** App payments, and Rakuten Pay, which the sandbox serves the same way (its confirmId aside). */
const APP_METHODS = new Set(['PAYPAY', 'AUPAY', 'DBARAI', 'RAKUTEN'])

export interface SandboxMerchant {
  merchantId: string
  secret: string
  name: string
}

export interface CardSandboxOptions {
  port: number
  /** Origins allowed to call the token endpoint from a browser (the shop's). */
  allowedOrigins: string[]
  merchants: SandboxMerchant[]
}

export interface CardSandbox {
  /** http://127.0.0.1:<port>: where browsers and the shop's server reach it. */
  origin: string
  close(): Promise<void>
}

/**
 * The card sandbox's port is taken (ADR 025). Never "use the sandbox already listening there": that is another
 * process's sandbox, with another merchant secret (every payment would answer 401) and another memory.
 */
export class CardSandboxPortInUse extends Error {
  readonly code = 'CARD_SANDBOX_PORT_IN_USE'
  constructor(readonly port: number) {
    super(
      `The card sandbox cannot listen on 127.0.0.1:${port}: the port is in use (another process, such as a second ` +
        `\`npm run demo\`, dev or e2e server, may run its own card sandbox there). Set CARD_SANDBOX_PORT to a free ` +
        `port, or CARD_SANDBOX_PORT=0 for any free port.`,
    )
    this.name = 'CardSandboxPortInUse'
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code)
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body_too_large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse((await readBody(req)) || '{}')
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch (error) {
    if (error instanceof HttpError) throw error
  }
  throw new HttpError(400, 'invalid_json')
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(JSON.stringify(body))
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  })
  res.end(html)
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const positiveYen = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_PAYMENT_YEN

/** The money a payment holds, for the refund rules; null when it holds none (pending, declined, voided). */
function heldOf(payment: CardPayment | AppPayment): HeldPayment | null {
  const { reduced, captured, refunded } = payment.settlement
  const authorized = payment.amount - reduced
  if (payment.state === 'authorized') return { stage: 'authorized', authorized, captured: 0, refunded: 0 }
  if (payment.state === 'captured') return { stage: 'captured', authorized, captured, refunded }
  return null
}

export async function startCardSandbox(options: CardSandboxOptions): Promise<CardSandbox> {
  const fingerprintKey = randomBytes(32)
  const tokens = new Map<string, TokenRecord>()
  const savedCards = new Map<string, SavedCardRecord>()
  const payments = new Map<string, CardPayment | AppPayment>()
  const accounts = new Map<string, { merchantId: string; customerRef: string }>()
  /** By merchant id and idempotency key: a key is the merchant's own, never another merchant's. */
  const refunds = new Map<string, RefundRecord>()
  let origin = ''

  const merchantName = (merchantId: string) =>
    options.merchants.find((m) => m.merchantId === merchantId)?.name ?? merchantId

  function authenticate(req: http.IncomingMessage): string {
    const header = req.headers.authorization ?? ''
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header)
    if (match?.[1]) {
      const decoded = Buffer.from(match[1], 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      const id = decoded.slice(0, colon)
      const secret = decoded.slice(colon + 1)
      const merchant = options.merchants.find((m) => m.merchantId === id)
      if (colon > 0 && merchant && sameSecret(merchant.secret, secret)) return merchant.merchantId
    }
    throw new HttpError(401, 'unauthorized')
  }

  function corsHeaders(req: http.IncomingMessage): Record<string, string> {
    const requestOrigin = req.headers.origin
    if (!requestOrigin || !options.allowedOrigins.includes(requestOrigin)) return {}
    return {
      'access-control-allow-origin': requestOrigin,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
      vary: 'Origin',
    }
  }

  function purgeTokens(now: number) {
    for (const [token, record] of tokens) if (record.expiresAt < now || record.used) tokens.delete(token)
  }

  async function createToken(req: http.IncomingMessage, res: http.ServerResponse) {
    const cors = corsHeaders(req)
    // A browser on another site may not tokenise cards here (a real service ties its script to a shop key).
    if (req.headers.origin && !cors['access-control-allow-origin'])
      throw new HttpError(403, 'origin_not_allowed')
    const body = await readJson(req)
    const check = checkCard({
      number: String(body.number ?? ''),
      expMonth: body.expMonth as number | string,
      expYear: body.expYear as number | string,
      cvc: String(body.cvc ?? ''),
      holderName: typeof body.holderName === 'string' ? body.holderName : undefined,
    })
    if (!check.ok) {
      sendJson(res, 400, { error: { code: check.code, field: check.field, message: check.message } }, cors)
      return
    }
    const now = Date.now()
    purgeTokens(now)
    const token = newId('tok')
    tokens.set(token, {
      card: {
        fingerprint: createHmac('sha256', fingerprintKey)
          .update(check.digits)
          .digest('base64url')
          .slice(0, 27),
        brand: check.brand,
        last4: check.last4,
        behaviour: TEST_CARDS[check.digits] ?? 'success',
      },
      expiresAt: now + TOKEN_TTL_MS,
      used: false,
    })
    sendJson(
      res,
      201,
      { token, brand: check.brand, last4: check.last4, expiresInSeconds: TOKEN_TTL_MS / 1000 },
      cors,
    )
  }

  const cardSummary = (card: CardFacts) => ({
    fingerprint: card.fingerprint,
    brand: card.brand,
    last4: card.last4,
  })

  function keepCard(payment: CardPayment) {
    if (!payment.saveCard || !payment.customerRef || payment.savedCardReference) return undefined
    const reference = newId('card')
    savedCards.set(reference, {
      merchantId: payment.merchantId,
      customerRef: payment.customerRef,
      card: payment.card,
    })
    payment.savedCardReference = reference
    return { reference, brand: payment.card.brand, last4: payment.card.last4 }
  }

  function paymentAnswer(id: string, payment: CardPayment, savedCard?: ReturnType<typeof keepCard>) {
    // A captured payment was authorised: a late complete (a retry) still says so.
    if (payment.state === 'authorized' || payment.state === 'captured')
      return {
        status: 'authorized',
        id,
        card: cardSummary(payment.card),
        ...(savedCard ? { savedCard } : {}),
      }
    return {
      status: 'declined',
      id,
      code: payment.declineCode ?? 'card_declined',
      card: cardSummary(payment.card),
    }
  }

  async function authorizeCard(merchantId: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readJson(req)
    const { orderNumber, amount, token, savedCard, returnUrl } = body
    // Zero yen only verifies a new card to keep (a course's card change, docs/adr/035): nothing is charged.
    const verification = amount === 0 && body.saveCard === true && typeof token === 'string' && token !== ''
    if (
      typeof orderNumber !== 'string' ||
      !orderNumber ||
      !(positiveYen(amount) || verification) ||
      !isHttpUrl(returnUrl)
    )
      throw new HttpError(400, 'invalid_request')
    const customerRef =
      typeof body.customerRef === 'string' && body.customerRef ? body.customerRef : undefined
    let card: CardFacts
    if (typeof token === 'string' && token) {
      const record = tokens.get(token)
      if (!record || record.used || record.expiresAt < Date.now()) {
        sendJson(res, 200, { status: 'declined', code: 'invalid_token' })
        return
      }
      // Single use whatever the outcome: a token cannot be replayed to test a card again.
      record.used = true
      card = record.card
    } else if (typeof savedCard === 'string' && savedCard) {
      const kept = savedCards.get(savedCard)
      const demo = (
        SANDBOX_DEMO_SAVED_CARDS as Record<string, { brand: string; last4: string; behaviour: CardBehaviour }>
      )[savedCard]
      if (demo && !kept) card = { fingerprint: `demo-${savedCard}`, ...demo }
      else if (!kept || kept.merchantId !== merchantId || kept.customerRef !== customerRef) {
        sendJson(res, 200, { status: 'declined', code: 'invalid_saved_card' })
        return
      } else card = kept.card
    } else throw new HttpError(400, 'invalid_request')

    const id = newId('pay')
    const payment: CardPayment = {
      kind: 'card',
      merchantId,
      orderNumber,
      amount: amount as number,
      card,
      returnUrl,
      state: 'authorized',
      saveCard: body.saveCard === true && typeof token === 'string',
      customerRef,
      challengeTries: 0,
      settlement: noSettlement(),
    }
    payments.set(id, payment)
    if (card.behaviour === 'decline') {
      payment.state = 'declined'
      payment.declineCode = 'card_declined'
      sendJson(res, 200, paymentAnswer(id, payment))
      return
    }
    if (card.behaviour === 'challenge-success' || card.behaviour === 'challenge-failure') {
      payment.state = 'challenge'
      sendJson(res, 200, {
        status: 'challenge_required',
        id,
        acsUrl: `${origin}/acs/${id}`,
        card: cardSummary(card),
      })
      return
    }
    sendJson(res, 200, paymentAnswer(id, payment, keepCard(payment)))
  }

  function completeCard(payment: CardPayment, id: string, res: http.ServerResponse) {
    if (payment.state === 'challenge' || payment.state === 'challenge-failed') {
      // Back without finishing, cancelled, or failed: the authentication did not succeed.
      payment.state = 'declined'
      payment.declineCode = 'authentication_failed'
    } else if (payment.state === 'challenge-passed') payment.state = 'authorized'
    if (payment.state === 'voided') throw new HttpError(409, 'voided')
    const saved = payment.state === 'authorized' ? keepCard(payment) : undefined
    sendJson(res, 200, paymentAnswer(id, payment, saved))
  }

  async function authorizeApp(merchantId: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readJson(req)
    const { orderNumber, amount, method, returnUrl } = body
    if (
      typeof orderNumber !== 'string' ||
      !orderNumber ||
      !positiveYen(amount) ||
      !isHttpUrl(returnUrl) ||
      typeof method !== 'string' ||
      !APP_METHODS.has(method)
    )
      throw new HttpError(400, 'invalid_request')
    const id = newId('app')
    payments.set(id, {
      kind: 'app',
      merchantId,
      orderNumber,
      amount,
      method,
      returnUrl,
      state: 'pending',
      settlement: noSettlement(),
    })
    sendJson(res, 200, { status: 'redirect', id, redirectUrl: `${origin}/app/${id}` })
  }

  async function completeApp(
    payment: AppPayment,
    id: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    if (payment.state === 'voided') throw new HttpError(409, 'voided')
    const body = await readJson(req)
    // Rakuten Pay completes only with the confirmId its hand-back gave the shopper's browser.
    if (payment.state === 'approved' && payment.confirmId && body.confirmId !== payment.confirmId) {
      sendJson(res, 200, { status: 'declined', id, code: 'not_confirmed' })
      return
    }
    if (payment.state === 'approved') payment.state = 'authorized'
    else if (payment.state === 'pending' || payment.state === 'cancelled') payment.state = 'declined'
    sendJson(
      res,
      200,
      payment.state === 'authorized' || payment.state === 'captured'
        ? { status: 'authorized', id }
        : { status: 'declined', id, code: 'cancelled_by_user' },
    )
  }

  /**
   * Direct-debit (口座振替) registration: the provider checks the account with the bank and keeps it; the shop gets
   * a reference, the bank's name and the account's last four. Test banks: DIRECT_DEBIT_TEST_BANKS; account number
   * 0000000 is refused by the bank.
   */
  async function registerAccount(merchantId: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readJson(req)
    const { bankCode, branchCode, accountType, accountNumber, holderKana, customerRef } = body
    if (
      typeof bankCode !== 'string' ||
      !/^\d{4}$/.test(bankCode) ||
      typeof branchCode !== 'string' ||
      !/^\d{3}$/.test(branchCode) ||
      (accountType !== '1' && accountType !== '2') ||
      typeof accountNumber !== 'string' ||
      !/^\d{7}$/.test(accountNumber) ||
      typeof holderKana !== 'string' ||
      !holderKana ||
      typeof customerRef !== 'string' ||
      !customerRef
    )
      throw new HttpError(400, 'invalid_request')
    const bankName = DIRECT_DEBIT_TEST_BANKS[bankCode]
    if (!bankName) {
      sendJson(res, 200, { status: 'rejected', code: 'unknown_bank' })
      return
    }
    if (accountNumber === '0000000') {
      sendJson(res, 200, { status: 'rejected', code: 'account_rejected' })
      return
    }
    const reference = newId('dd')
    accounts.set(reference, { merchantId, customerRef })
    sendJson(res, 200, { status: 'registered', reference, bankName, accountLast4: accountNumber.slice(-4) })
  }

  /**
   * Capture (売上確定): all of the authorisation or less of it. Decided and stored with no await after the body
   * is read, so concurrent requests are decided one after the other by this process's event loop.
   */
  async function capture(
    payment: CardPayment | AppPayment,
    id: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    const body = await readJson(req)
    if (body.amount !== undefined && !positiveYen(body.amount)) throw new HttpError(400, 'invalid_request')
    const decision = decideCapture(heldOf(payment), body.amount)
    if (!decision.ok) {
      sendJson(res, 200, { status: 'refused', id, code: decision.code })
      return
    }
    payment.state = 'captured'
    payment.settlement.captured = decision.after.captured
    sendJson(res, 200, { status: 'captured', id, amount: decision.after.captured })
  }

  /**
   * Refund: void, reduce or refund (refund-rules.ts), once per idempotency key. Everything from looking the key
   * up to storing the answer runs with no await in between: two requests with the same key, however close,
   * are decided one after the other, and the second finds the first's answer. (The sandbox keeps its state in
   * this process's memory, like its payments; a real provider does the same in its own store.)
   */
  async function refund(
    merchantId: string,
    payment: CardPayment | AppPayment,
    id: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    const { amount, idempotencyKey, orderNumber } = await readJson(req)
    if (!isPaymentYen(amount) || !isIdempotencyKey(idempotencyKey) || typeof orderNumber !== 'string')
      throw new HttpError(400, 'invalid_request')
    const key = `${merchantId}\u0000${idempotencyKey}`
    const first = refunds.get(key)
    if (first) {
      // The same request again gets the first answer; the key on another refund gives back nothing.
      const same = first.paymentId === id && first.amount === amount
      sendJson(res, 200, same ? first.answer : { status: 'refused', id, code: 'idempotency_key_reused' })
      return
    }
    if (orderNumber !== payment.orderNumber) {
      sendJson(res, 200, { status: 'refused', id, code: 'order_mismatch' })
      return
    }
    const decision = decideRefund(heldOf(payment), amount)
    // A refusal is not kept under the key: it changed nothing, and asking again decides again.
    if (!decision.ok) {
      sendJson(res, 200, { status: 'refused', id, code: decision.code })
      return
    }
    if (decision.kind === 'void') payment.state = 'voided'
    if (decision.kind === 'refund') payment.settlement.refunded = decision.after.refunded
    else payment.settlement.reduced = payment.amount - decision.after.authorized
    const answer = { status: 'refunded', id, refundId: newId('ref'), kind: decision.kind, amount } as const
    refunds.set(key, { paymentId: id, amount, answer })
    sendJson(res, 200, answer)
  }

  function ownPayment(merchantId: string, id: string): CardPayment | AppPayment {
    const payment = payments.get(id)
    if (!payment || payment.merchantId !== merchantId) throw new HttpError(404, 'payment_not_found')
    return payment
  }

  async function acs(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
    const payment = payments.get(id)
    const action = `/acs/${id}`
    if (!payment || payment.kind !== 'card' || payment.state !== 'challenge') {
      sendHtml(
        res,
        404,
        messagePage(
          '本人認証',
          'この本人認証は見つからないか、すでに終了しています。ショップに戻って、もう一度お試しください。',
        ),
      )
      return
    }
    const page = {
      action,
      merchantName: merchantName(payment.merchantId),
      amount: payment.amount,
      brand: payment.card.brand,
      last4: payment.card.last4,
    }
    if (req.method !== 'POST') {
      sendHtml(res, 200, challengePage(page))
      return
    }
    const form = new URLSearchParams(await readBody(req))
    if (form.get('action') === 'cancel') payment.state = 'challenge-failed'
    else if ((form.get('code') ?? '').trim() !== SANDBOX_OTP) {
      payment.challengeTries += 1
      if (payment.challengeTries < MAX_CHALLENGE_TRIES) {
        sendHtml(
          res,
          400,
          challengePage({
            ...page,
            error: 'ワンタイムパスワードが正しくありません。もう一度入力してください。',
          }),
        )
        return
      }
      payment.state = 'challenge-failed'
    } else
      payment.state = payment.card.behaviour === 'challenge-success' ? 'challenge-passed' : 'challenge-failed'
    sendHtml(res, 200, handBackPage(payment.returnUrl, { reference: id }))
  }

  async function appPage(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
    const payment = payments.get(id)
    if (!payment || payment.kind !== 'app' || payment.state !== 'pending') {
      sendHtml(
        res,
        404,
        messagePage(
          'お支払い',
          'このお支払いは見つからないか、すでに終了しています。ショップに戻って、もう一度お試しください。',
        ),
      )
      return
    }
    if (req.method !== 'POST') {
      sendHtml(
        res,
        200,
        appApprovalPage({
          action: `/app/${id}`,
          method: payment.method,
          merchantName: merchantName(payment.merchantId),
          amount: payment.amount,
        }),
      )
      return
    }
    const form = new URLSearchParams(await readBody(req))
    payment.state = form.get('action') === 'approve' ? 'approved' : 'cancelled'
    if (payment.state === 'approved' && payment.method === 'RAKUTEN') {
      payment.confirmId = newId('cfm')
      sendHtml(res, 200, handBackPage(payment.returnUrl, { reference: id, confirmId: payment.confirmId }))
      return
    }
    sendHtml(res, 200, handBackPage(payment.returnUrl, { reference: id }))
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname
    const method = req.method ?? 'GET'
    if (path === '/v1/token.js' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(method === 'HEAD' ? undefined : tokenScript(origin))
      return
    }
    if (path === '/v1/tokens') {
      if (method === 'OPTIONS') {
        res.writeHead(204, corsHeaders(req))
        res.end()
        return
      }
      if (method === 'POST') return createToken(req, res)
    }
    let match = /^\/acs\/([\w-]+)$/.exec(path)
    if (match?.[1] && (method === 'GET' || method === 'POST')) return acs(req, res, match[1])
    match = /^\/app\/([\w-]+)$/.exec(path)
    if (match?.[1] && (method === 'GET' || method === 'POST')) return appPage(req, res, match[1])

    if (method === 'POST' && path.startsWith('/v1/')) {
      const merchantId = authenticate(req)
      if (path === '/v1/direct-debit/accounts') return registerAccount(merchantId, req, res)
      if (path === '/v1/payments') return authorizeCard(merchantId, req, res)
      if (path === '/v1/app-payments') return authorizeApp(merchantId, req, res)
      match = /^\/v1\/(payments|app-payments)\/([\w-]+)\/(complete|void|capture|refund)$/.exec(path)
      if (match?.[2]) {
        const [, kind, id, verb] = match
        const payment = ownPayment(merchantId, id)
        if ((kind === 'payments') !== (payment.kind === 'card')) throw new HttpError(404, 'payment_not_found')
        if (verb === 'capture') return capture(payment, id, req, res)
        if (verb === 'refund') return refund(merchantId, payment, id, req, res)
        if (verb === 'void') {
          // Charged money is given back by a refund, which counts it; a void would lose track of it.
          if (payment.state === 'captured') throw new HttpError(409, 'captured')
          payment.state = 'voided'
          sendJson(res, 200, { status: 'voided', id })
          return
        }
        return payment.kind === 'card' ? completeCard(payment, id, res) : completeApp(payment, id, req, res)
      }
    }
    sendJson(res, 404, { error: { code: 'not_found' } })
  }

  const server = http.createServer((req, res) => {
    // This machine only (ADR 025): it listens on 127.0.0.1, and answers nobody else should that ever change.
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      sendJson(res, 404, { error: { code: 'not_found' } })
      return
    }
    route(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      if (status === 500)
        logger.error('card sandbox error', { errorType: error instanceof Error ? error.name : typeof error })
      if (!res.headersSent)
        sendJson(res, status, { error: { code: error instanceof HttpError ? error.code : 'server_error' } })
      else res.end()
    })
  })
  // One promise for both outcomes: events.once('listening') would itself reject with the raw error first.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new CardSandboxPortInUse(options.port) : error),
    )
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  // Never the reason a process (a test worker, a dev server being stopped) stays alive.
  server.unref()
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  logger.info('card sandbox started', { port })
  return {
    origin,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/** The merchant the shop is in the sandbox: configured credentials, else ones derived from the app secret. */
export function sandboxMerchant(): SandboxMerchant {
  return {
    merchantId: env.CARD_PROVIDER_MERCHANT_ID ?? 'sandbox-shop',
    secret:
      env.CARD_PROVIDER_SECRET ??
      createHmac('sha256', env.payloadSecret).update('card-sandbox-merchant').digest('base64url'),
    name: SHOP_NAME,
  }
}

const HOLDER = Symbol.for('wellness-shop.card-sandbox')

/** The process's card sandbox, started on first use (only with the sandbox on). */
export function cardSandbox(): Promise<CardSandbox> {
  if (!env.sandboxEnabled) return Promise.reject(new Error('the sandbox is not enabled'))
  const holder = globalThis as typeof globalThis & { [HOLDER]?: Promise<CardSandbox> }
  if (!holder[HOLDER]) {
    const port = env.CARD_SANDBOX_PORT
    const started = startCardSandbox({
      port,
      allowedOrigins: [new URL(env.SITE_URL).origin],
      merchants: [sandboxMerchant()],
    })
    holder[HOLDER] = started
    started.catch((error: unknown) => {
      if (error instanceof CardSandboxPortInUse)
        logger.error('card sandbox port in use: set CARD_SANDBOX_PORT to a free port (0 = any)', { port })
      delete holder[HOLDER]
    })
  }
  return holder[HOLDER]
}
