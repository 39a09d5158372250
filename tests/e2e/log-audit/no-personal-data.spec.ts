import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { findForbidden, forbiddenInLogs } from './personal-data-patterns'

/**
 * The acceptance check: after every other e2e test ran (project log-audit depends on desktop), the
 * server's whole output (tmp/e2e-logs/server.log, written by scripts/e2e-server.sh at LOG_LEVEL=info) holds no
 * personal data. It signs in once more itself, so the log provably has sign-in lines and it knows one live
 * session token to look for.
 */
const LOG_FILE = path.join('tmp', 'e2e-logs', 'server.log')
const MEMBER = { email: 'member@example.jp', password: 'member-pass-2026' }

const readLog = () => (fs.existsSync(LOG_FILE) ? fs.readFileSync(LOG_FILE, 'utf8') : '')
const signInLines = (log: string) => log.split('\n').filter((l) => l.includes('member signed in')).length

test.skip(Boolean(process.env.E2E_BASE_URL), 'the log is written only by the server Playwright starts itself')

test('the e2e server log holds no personal data, tokens or one-time-password mails', async ({ page }) => {
  const before = signInLines(readLog())

  await page.goto('/login/')
  await page.getByLabel('メールアドレス').fill(MEMBER.email)
  await page.getByLabel('パスワード', { exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'shop_session')?.value
  expect(session, 'the sign-in set a session cookie').toBeTruthy()

  // The server writes the line as it answers; tee appends it to the file right after.
  await expect.poll(() => signInLines(readLog()), { timeout: 10_000 }).toBeGreaterThan(before)
  const log = readLog()
  expect(log.length, 'the log file is not empty').toBeGreaterThan(0)
  expect(signInLines(log), "at least one 'member signed in' line").toBeGreaterThan(0)

  const found = findForbidden(log, forbiddenInLogs())
  for (const { name, value } of cookies.filter((c) => ['shop_session', 'cart_token'].includes(c.name)))
    if (value && log.includes(value)) found.push(`the live ${name} value`)
  expect(found, 'personal data or secrets in tmp/e2e-logs/server.log').toEqual([])
})
