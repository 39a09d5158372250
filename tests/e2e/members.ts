/**
 * A fresh member per test, made through the real registration API (code by mail, read from the sandbox
 * mailbox), so specs never depend on the seeded demo members or on each other's order.
 * Written for the password re-register and my-page specs; the lead may replace it with a shared helper of
 * the same signature.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { solveChallenge } from '../../src/shop/bot-check/pow'

import { unique } from './support'

export interface TestMember {
  email: string
  password: string
}

async function botCheck(request: APIRequestContext) {
  const res = await request.get('/api/bot-check/challenge/')
  expect(res.status()).toBe(200)
  const { challenge, difficulty } = (await res.json()) as { challenge: string; difficulty: number }
  return {
    origin: new URL(res.url()).origin,
    solution: { challenge, nonce: await solveChallenge(challenge, difficulty) },
  }
}

/** The newest code mailed to `email`: the mailbox lists mails newest first, the body after the address. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get('/sandbox/mailbox/')).text()
  const at = html.indexOf(email)
  const code = at < 0 ? undefined : /確認コード：(\d{6})/.exec(html.slice(at))?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

export async function createTestMember(
  request: APIRequestContext,
  /** Registration fields to change (e.g. birthMonth for a birthday gift). */
  over: Record<string, string> = {},
): Promise<TestMember> {
  const email = `${unique('e2e-member-')}@example.jp`
  const password = `mori-${unique('pw-')}`
  const { origin, solution } = await botCheck(request)
  // The API refuses cookie-carrying requests without an Origin (CSRF rule), so every write names it.
  const headers = { origin }
  const sent = await request.post('/api/auth/one-time-password/send/', {
    headers,
    data: { email1: email, botCheck: solution },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const { authenticateTransactionId } = (await sent.json()) as { authenticateTransactionId: string }
  const verified = await request.post('/api/auth/one-time-password/verify/', {
    headers,
    data: { authenticateTransactionId, code: await mailedCode(request, email) },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const created = await request.post('/api/customer/', {
    headers,
    data: {
      authenticateTransactionId,
      lastName: '森野',
      firstName: '試験',
      lastNameKana: 'モリノ',
      firstNameKana: 'シケン',
      gender: 'Female',
      birthYear: '1990',
      birthMonth: '4',
      birthDay: '1',
      zipNumber: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田',
      streetAddress: '1-1',
      phoneNumber: '090-1234-5678',
      email1: email,
      newPassword: password,
      newPasswordConfirm: password,
      agreeTerms: true,
      ...over,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return { email, password }
}

/** Signs the member in through /login/'s form, which leads to the top page. */
export async function signInAs(page: Page, member: TestMember) {
  await page.goto('/login/')
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
}
