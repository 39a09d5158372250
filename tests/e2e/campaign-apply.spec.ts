/**
 * Sample applications (issue 15 item 4, docs/adr/046-sample-apply.md): from an apply campaign's landing page a guest
 * applies for a sample through the form, the confirm page and the complete page; the same person is refused a
 * second time; a signed-in member starts from their registered details and, once applied, is told so on the form.
 * Each test makes its own campaign and sample stock.
 */
import { expect, type Browser, type Page } from '@playwright/test'

import { staffPage } from './admin'
import { createTestMember } from './members'
import { expectAccessible, test, unique } from './support'

const MARKETER = { email: 'marketer@example.jp', password: 'marketer-pass-2026' }
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }

/** A write to the CMS API in a staff member's own browser (their session, their access). */
async function cmsPost(staff: Page, path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await staff.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/cms-api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as Record<string, unknown> }
    },
    { path, body },
  )
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json
}

/** A running apply campaign with one sample of セサミンEX, `stock` samples (the editor keeps stock). */
async function sampleCampaign(browser: Browser, stock: number) {
  const promotionId = unique('apply-')
  const sampleCode = `sample-${promotionId.toLowerCase()}`
  const editor = await staffPage(browser, EDITOR)
  await cmsPost(editor, 'inventory/', { productCode: sampleCode, stock })
  const marketer = await staffPage(browser, MARKETER)
  const productId = await marketer.evaluate(async () => {
    const res = await fetch('/cms-api/products/?where[productCode][equals]=sesamin-ex&depth=0')
    return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
  })
  await cmsPost(marketer, 'campaigns/', {
    promotionId,
    kind: 'apply',
    title: `お試しサンプル ${promotionId}`,
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    samples: [{ product: productId, sampleName: 'セサミンEX お試し7日分', sampleCode }],
    landing: [
      { blockType: 'hero', heading: 'まずは7日間お試しください' },
      { blockType: 'samples', heading: 'お申し込みいただけるサンプル' },
    ],
    _status: 'published',
  })
  return { promotionId, landing: `/campaign/apply/?promotionId=${promotionId}` }
}

async function fillApplicant(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'サンプルお申し込みフォーム' })
  await form.getByLabel('お名前（姓）').fill('若葉')
  await form.getByLabel('お名前（名）').fill('みどり')
  await form.getByLabel('フリガナ（セイ）').fill('わかば')
  await form.getByLabel('フリガナ（メイ）').fill('ミドリ')
  await form.getByLabel('郵便番号').fill('1000001')
  await form.getByRole('button', { name: '住所を自動入力' }).click()
  await expect(form.getByLabel('市区郡')).toHaveValue('千代田区')
  await form.getByLabel('番地').fill(`${Math.floor(Math.random() * 900) + 100}-1`)
  await form.getByLabel('電話番号').fill('090-1234-5678')
  await form.getByLabel('メールアドレス').fill(email)
  await form.getByText('個人情報の取り扱いに同意する').click()
}

test('a guest applies for a sample from the landing page; the same person is refused the second time', async ({
  browser,
  page,
}) => {
  const { landing } = await sampleCampaign(browser, 5)
  await page.goto(landing)
  const samples = page.getByRole('region', { name: 'お申し込みいただけるサンプル' })
  await expect(samples.getByRole('heading', { name: 'セサミンEX お試し7日分' })).toBeVisible()
  await expectAccessible(page)
  await samples.getByRole('link', { name: 'このサンプルを申し込む' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'サンプルのお申し込み' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    'お一人様（同じご住所・同じメールアドレスを含みます）1商品につき1回まで',
  )
  // Nothing typed: each missing field is named.
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(page.getByText('お名前（姓）を入力してください').first()).toBeVisible()
  await expect(page.getByText('個人情報の取り扱いへの同意が必要です').first()).toBeVisible()
  await expectAccessible(page)

  const email = `${unique('sample-')}@example.jp`
  await fillApplicant(page, email)
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'お申し込み内容の確認' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('若葉 みどり（ワカバ ミドリ）')
  await expect(main).toContainText('〒100-0001')
  await expectAccessible(page)
  await main.getByRole('button', { name: '申し込む' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'お申し込みを受け付けました' })).toBeVisible()
  await expect(page.getByTestId('application-number')).toHaveText(/^A\d{8}-\d{8}$/)
  await expect(main).toContainText('7日前後でポストにお届けします')
  await expectAccessible(page)

  // The same mailbox again, in another browser: refused before the confirm page, with the reason.
  const again = await browser.newPage()
  await again.goto(landing)
  await again.getByRole('link', { name: 'このサンプルを申し込む' }).click()
  await expect(again.getByRole('heading', { level: 1, name: 'サンプルのお申し込み' })).toBeVisible()
  await fillApplicant(again, email.toUpperCase())
  await again.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(again.getByText('このサンプルはすでにお申し込みいただいています').first()).toBeVisible()
  await expect(again).toHaveURL(/\/campaign\/apply\/\?/)
})

test('a member starts from their registered details and, once applied, is told so on the form', async ({
  browser,
  page,
  request,
}) => {
  const { landing } = await sampleCampaign(browser, 5)
  const member = await createTestMember(request)
  await page.goto(`/login/?from=${encodeURIComponent('/mypage/')}`)
  await page.getByLabel('メールアドレス').fill(member.email)
  await page.getByLabel('パスワード', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL(/\/mypage\/$/)

  await page.goto(landing)
  await page.getByRole('link', { name: 'このサンプルを申し込む' }).click()
  const form = page.getByRole('form', { name: 'サンプルお申し込みフォーム' })
  await expect(form.getByLabel('お名前（姓）')).toHaveValue('森野')
  await expect(form.getByLabel('メールアドレス')).toHaveValue(member.email)
  await expect(form.getByLabel('番地')).toHaveValue('1-1')
  await form.getByText('個人情報の取り扱いに同意する').click()
  await form.getByRole('button', { name: '確認画面へ進む' }).click()
  await page.getByRole('main').getByRole('button', { name: '申し込む' }).click()
  await expect(page.getByTestId('application-number')).toBeVisible()

  await page.goto(landing)
  await page.getByRole('link', { name: 'このサンプルを申し込む' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'すでにお申し込みいただいています' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'サンプルお申し込みフォーム' })).toHaveCount(0)
})

test('a sample whose stock is gone says so instead of taking entries', async ({ browser, page }) => {
  const { landing } = await sampleCampaign(browser, 0)
  await page.goto(landing)
  await page.getByRole('link', { name: 'このサンプルを申し込む' }).click()
  await expect(page.getByRole('status').filter({ hasText: '予定数に達したため' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'サンプルお申し込みフォーム' })).toHaveCount(0)
  await expectAccessible(page)
})
