import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/api/auth/login/route'
import { POST as logout } from '@/app/api/auth/logout/route'
import { POST as addCart } from '@/app/api/cart/route'
import { GET as cartPage } from '@/app/api/pages/cart/route'
import type { CartView } from '@/lib/api/calls/cart'
import { hashPassword } from '@/shop/auth/password-hash'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload
const PASSWORD = 'mori-no-kaze-2026'
const ctx = { disableRevalidate: true }

async function member(email: string, customerType: '1111' | '1421') {
  await payload.create({
    collection: 'customers',
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      customerType,
      stage: 0,
      lastName: '関野',
      firstName: '一郎',
      lastNameKana: 'セキノ',
      firstNameKana: 'イチロウ',
      gender: 'Male',
      postalCode: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      streetAddress: '1-1',
      phone: '0312345678',
    },
  })
}

/** A browser: keeps its cookies between calls; signs in when given an email. */
async function browserOf(email: string | null) {
  const cookies = new Map<string, string>()
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const signIn = async (who: string) => {
    const res = await login(
      apiRequest('auth/login', {
        method: 'POST',
        json: { email: who, password: PASSWORD, botCheck: await solvedBotCheck() },
        headers: { cookie: cookie() },
      }),
      noParams,
    )
    expect(res.status).toBe(200)
    remember(res)
  }
  if (email) await signIn(email)
  return {
    signIn,
    async logout() {
      const res = await logout(
        apiRequest('auth/logout', { method: 'POST', json: {}, headers: { cookie: cookie() } }),
        noParams,
      )
      remember(res)
    },
    async add(productCode: string, quantity = 1) {
      const res = await addCart(
        apiRequest('cart', {
          method: 'POST',
          json: { productCode, quantity },
          headers: { cookie: cookie() },
        }),
        noParams,
      )
      expect(res.status).toBe(200)
      remember(res)
      return (await res.json()) as CartView
    },
    async view() {
      const res = await cartPage(apiRequest('pages/cart', { headers: { cookie: cookie() } }), noParams)
      return (await res.json()) as CartView
    },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'products',
    context: ctx,
    data: {
      productCode: 'mp-sesamin',
      name: 'テスト商品 セサミン',
      nameKana: 'テストショウヒン',
      category: 'supplement',
      productClass: 'single',
      taxClass: 'food',
      price: 4000,
      saleStatus: 'on-sale',
      releasedAt: '2026-01-01T00:00:00.000Z',
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'inventory',
    context: ctx,
    data: { productCode: 'mp-sesamin', stock: 50 },
  })
  await member('kankeisha-cart@example.jp', '1421')
  await member('general-cart@example.jp', '1111')
  await member('merge@example.jp', '1111')
})

describe('kankeisha price in the cart', () => {
  it('a kankeisha member gets 25% off the one-time price', async () => {
    const browser = await browserOf('kankeisha-cart@example.jp')
    const added = await browser.add('mp-sesamin')
    expect(added.memberPrice).toBe(true)
    expect(added.oneTime.lines[0]?.unitPrice.excludingTax).toBe(3000)
    expect(added.oneTime.lines[0]?.listUnitPrice.excludingTax).toBe(4000)
    expect((await browser.view()).oneTime.lines[0]?.unitPrice.excludingTax).toBe(3000)
  })

  it('a general member and a guest pay the list price', async () => {
    for (const email of ['general-cart@example.jp', null]) {
      const browser = await browserOf(email)
      const added = await browser.add('mp-sesamin')
      expect(added.memberPrice).toBe(false)
      expect(added.oneTime.lines[0]?.unitPrice.excludingTax).toBe(4000)
    }
  })
})

describe('guest cart merge at sign-in', () => {
  const quantities = (view: CartView) => view.oneTime.lines.map((l) => l.quantity)

  it('the guest cart becomes the member cart, follows the member to another browser, and is gone after logout', async () => {
    const first = await browserOf(null)
    await first.add('mp-sesamin', 2)
    await first.signIn('merge@example.jp')
    expect(quantities(await first.view())).toEqual([2])

    // A second browser's guest cart merges into the same member cart.
    const second = await browserOf(null)
    await second.add('mp-sesamin', 3)
    await second.signIn('merge@example.jp')
    expect(quantities(await second.view())).toEqual([5])
    expect(quantities(await first.view())).toEqual([5])

    // After logout the browser is a guest with an empty cart: the member cart is not reachable by the old cookie.
    await first.logout()
    expect((await first.view()).count).toBe(0)
  })
})
