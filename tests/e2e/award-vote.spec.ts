/**
 * The supporters' award vote in a real browser (issue 16 item 4; docs/adr/050-award-vote.md): with the period
 * open a member votes once per award and is refused the second time (from a tab opened before the first vote);
 * before the period the page says when voting opens. The period is set by staff in the award settings (REST with
 * an admin's token) and emptied again afterwards (the default: no vote).
 */
import { expect, type APIRequestContext } from '@playwright/test'

import { SEEDED_ADMIN } from './admin'
import { createTestMember, type TestMember } from './members'
import { expectAccessible, test } from './support'

const PAGE = '/besupporters/award/'

async function setPeriod(request: APIRequestContext, period: { startsIn: number; endsIn: number } | null) {
  const login = await request.post('/cms-api/users/login', { data: SEEDED_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const now = Date.now()
  const saved = await request.post('/cms-api/globals/award-settings', {
    headers: { authorization: `JWT ${token}` },
    data: period
      ? {
          year: 2026,
          votingStartsAt: new Date(now + period.startsIn).toISOString(),
          votingEndsAt: new Date(now + period.endsIn).toISOString(),
        }
      : { year: null, votingStartsAt: null, votingEndsAt: null },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function signIn(page: import('@playwright/test').Page, member: TestMember) {
  await page.goto(`/login/?from=${encodeURIComponent(PAGE)}`)
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/besupporters\/award\/$/)
}

const HOUR = 3600_000

test('a member votes once per award in an open period, and is refused the second time; before it, the page says when it opens', async ({
  page,
  context,
  request,
}) => {
  const member = await createTestMember(request)
  try {
    await setPeriod(request, { startsIn: -HOUR, endsIn: HOUR })
    await signIn(page, member)
    await expect(page.getByText(/^投票受付中です（.+まで）。/)).toBeVisible()
    // A second tab, opened before the vote, still offers the ballot.
    const other = await context.newPage()
    await other.goto(PAGE)
    const grandprix = page.getByRole('form', { name: 'グランプリへの投票' })
    await expect(grandprix).toBeVisible()
    await expectAccessible(page)

    // Without a choice the group says so.
    await grandprix.getByRole('button', { name: 'グランプリに投票する' }).click()
    await expect(
      grandprix.getByRole('radiogroup', { name: /グランプリに投票する作品/ }),
    ).toHaveAccessibleDescription(/投票する作品を選択してください。/)
    await grandprix.getByRole('radio', { name: /朝の白湯とセサミンで、5年目の習慣/ }).check()
    await grandprix.getByRole('button', { name: 'グランプリに投票する' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'グランプリに「朝の白湯とセサミンで、5年目の習慣」で投票しました。' }),
    ).toBeVisible()
    await page.reload()
    await expect(
      page.getByText('投票済み：「朝の白湯とセサミンで、5年目の習慣」に投票いただきました。'),
    ).toBeVisible()
    await expect(page.getByRole('form', { name: 'グランプリへの投票' })).toHaveCount(0)
    // The other awards still take a vote.
    await expect(page.getByRole('form', { name: 'つづける賞への投票' })).toBeVisible()

    const stale = other.getByRole('form', { name: 'グランプリへの投票' })
    await stale.getByRole('radio', { name: /母と始めた、ふたりの夜のストレッチ/ }).check()
    await stale.getByRole('button', { name: 'グランプリに投票する' }).click()
    await expect(
      stale
        .getByRole('alert')
        .filter({ hasText: 'グランプリにはすでに投票いただいています。投票は賞ごとにおひとり1回までです。' }),
    ).toBeVisible()

    await setPeriod(request, { startsIn: 24 * HOUR, endsIn: 48 * HOUR })
    await page.reload()
    await expect(
      page.getByText(
        /^投票は\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}から.+まで受け付けます。開始までお待ちください。$/,
      ),
    ).toBeVisible()
    await expect(page.getByRole('form')).toHaveCount(0)
    await expectAccessible(page)
  } finally {
    await setPeriod(request, null)
  }
})

test('without a period (the default) the page says no vote is open and offers no ballot', async ({
  page,
  request,
}) => {
  // This file's tests run in order in one worker, and the test above empties the period when it ends.
  const answer = await request.get('/api/award/vote/period')
  expect(await answer.json()).toMatchObject({ status: 'none', votingStartsAt: null, votingEndsAt: null })
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'ビーサポーターズ アワード' })).toBeVisible()
  await expect(
    page.getByText('現在、アワードの投票は受け付けていません。投票期間はお知らせでご案内します。'),
  ).toBeVisible()
  await expect(page.getByRole('form')).toHaveCount(0)
})
