/**
 * The browser's side of checkout in integration tests (ADR 020): a cookie jar, JSON and form requests to the
 * route handlers, card tokens from the card sandbox's script (run in a VM as the card form would), the sandbox's
 * ACS and app pages posted as forms, and a complete guest form under the spec's field names.
 */
import vm from 'node:vm'

import { expect } from 'vitest'

import type { RouteHandler } from '@/lib/api/server'
import { cardTokenScriptUrl } from '@/shop/payments/provider-client'

import { noParams } from './helpers'
import { nextIp } from './member-helper'

export const SITE = 'http://localhost:3000'

export const CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
  challengeSuccess: '4000000000003220',
  challengeFailure: '4000000000009235',
} as const

/** A complete guest form (cash on delivery, no date, no wrapping). */
export const GUEST_FORM: Record<string, string | boolean> = {
  LAST_NAME: '森野',
  FIRST_NAME: '花子',
  LAST_NAME_KANA: 'モリノ',
  FIRST_NAME_KANA: 'ハナコ',
  ZIP_NUMBER: '100-0001',
  PREFECTURES: '13',
  PREFECTURE: '東京都',
  CITY: '千代田区',
  TOWN: '千代田',
  STREET_ADDRESS: '1-1',
  BUILDING_NAME: '',
  PHONE_NUMBER: '03-1234-5678',
  EMAIL1: 'hanako@example.jp',
  EMAIL2: 'hanako@example.jp',
  DESTINATION: '0',
  DELIVERY_DATE: '1',
  DELIVERY_TIME: '0',
  WANT_GIFT_WRAPPING: '0',
  PAYMENT_METHOD: '1',
  POINT_METHOD: '0',
  POINT_NUMBER: '0',
}

/** What a guest registering while ordering adds to GUEST_FORM on shopping01. */
export const REGISTERING_FIELDS: Record<string, string | boolean> = {
  GENDER: 'Female',
  BIRTH_YEAR: '1985',
  BIRTH_MONTH: '4',
  BIRTH_DAY: '1',
  PASSWORD: 'mori-no-kaze-2026',
  AGREE_TERMS: true,
}

/** A member's form: the orderer is the profile (no shopping01 fields). */
export const MEMBER_FORM: Record<string, string | boolean> = {
  DESTINATION: '0',
  DELIVERY_DATE: '1',
  DELIVERY_TIME: '0',
  WANT_GIFT_WRAPPING: '0',
  PAYMENT_METHOD: '1',
  POINT_METHOD: '0',
  POINT_NUMBER: '0',
}

export interface Browser {
  cookies: Map<string, string>
  cookie(): string
  remember(res: Response): void
  /** A JSON call from the shop's own pages (Origin = the shop). */
  json(
    handler: RouteHandler,
    path: string,
    method: 'GET' | 'POST',
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>
}

export function browser(cookies: Record<string, string> = {}): Browser {
  const jar = new Map(Object.entries(cookies))
  const ip = nextIp()
  const b: Browser = {
    cookies: jar,
    cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    remember(res) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair?.indexOf('=') ?? -1
        if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
      }
    },
    async json(handler, path, method, body, headers = {}) {
      const res = await handler(
        new Request(`${SITE}/api/${path}`, {
          method,
          headers: {
            accept: 'application/json',
            cookie: b.cookie(),
            'x-forwarded-for': ip,
            ...(method === 'POST' ? { 'content-type': 'application/json', origin: SITE } : {}),
            ...headers,
          },
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        }),
        noParams,
      )
      b.remember(res)
      return res
    },
  }
  return b
}

/** A form POST to a route, as a provider's hand-back page (or the shop's own form) sends it. */
export function formPost(
  handler: RouteHandler,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return handler(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    noParams,
  )
}

interface TokenApi {
  createToken(card: Record<string, unknown>): Promise<{ token: string; brand: string; last4: string }>
}
let tokenApi: TokenApi | undefined

/** What the card form posts for a test card: the token and its display fields. */
export async function cardFields(number: string): Promise<Record<string, string>> {
  if (!tokenApi) {
    const window: { SandboxCardToken?: TokenApi } = {}
    vm.runInNewContext(await (await fetch(await cardTokenScriptUrl())).text(), {
      window,
      fetch,
      JSON,
      String,
      Error,
    })
    tokenApi = window.SandboxCardToken!
  }
  const { token, brand, last4 } = await tokenApi.createToken({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    holderName: 'HANAKO MORINO',
  })
  return { CARD_TOKEN: token, CARD_BRAND: brand, CARD_LAST4: last4 }
}

/** The browser submitting a form on a sandbox page; the answer's hand-back form (where it posts, what it carries). */
export async function submitSandboxPage(
  url: string,
  fields: Record<string, string>,
): Promise<{ action: string; fields: Record<string, string> }> {
  const html = await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  ).text()
  const action = /<form method="post" action="([^"]+)" id="hand-back">/.exec(html)?.[1] ?? ''
  const back: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    back[name!] = value!
  expect(action).not.toBe('')
  return { action: action.replace(/&amp;/g, '&'), fields: back }
}

export async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error
}
