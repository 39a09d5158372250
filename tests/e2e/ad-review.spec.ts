/**
 * The advertising-law review in the admin (issue 27 §2–3, docs/adr/063-approval-before-publishing.md): the findings
 * panel as an editor writes, a refused publish, a reviewer's approval with a reason, the approval lost when the
 * sentence changes, and a scheduled publish of an unapproved NG column that stays a draft and mails its author.
 */
import { expect, type Page } from '@playwright/test'

import { draftColumn, schedulePublishSoon, staffPage } from './admin'
import { test, unique } from './support'

const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-2026' }
const REVIEWER = { email: 'reviewer@example.jp', password: 'reviewer-pass-2026' }
const NG_SENTENCE = 'このサプリで膝の痛みが治ります。'

/**
 * The column's body as the editor types it in the rich-text editor: everything in it replaced by `text`. A key
 * pressed while the editor is still mounting can be lost (the first character, under load): type it again, as
 * the editor would on seeing it.
 */
async function typeBody(editor: Page, text: string) {
  const body = editor.locator('[data-field-path="body"] [contenteditable="true"]')
  await expect(async () => {
    await body.click()
    await editor.keyboard.press('ControlOrMeta+a')
    await editor.keyboard.type(text)
    await expect(body).toHaveText(text, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

const statusOf = (staff: Page, id: number) =>
  staff.evaluate(async (docId) => {
    const res = await fetch(`/cms-api/columns/${docId}?depth=0`)
    return ((await res.json()) as { _status?: string })._status
  }, id)

async function publishRefused(editor: Page) {
  await editor.getByRole('button', { name: '変更内容を公開' }).click()
  await expect(editor.getByText(/公開できません/).first()).toBeVisible()
}

test('an editor’s NG sentence is shown with its reason and rewrite, refused, approved by a reviewer, and needs review again once changed', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const title = `膝のためのコラム ${unique('')}`
  const editor = await staffPage(browser, EDITOR)
  const { id } = await draftColumn(editor, title)
  await editor.goto(`/admin/collections/columns/${id}`)
  await typeBody(editor, NG_SENTENCE)

  const panel = editor.getByRole('region', { name: '広告表現チェック' })
  await expect(panel.locator('mark')).toHaveText('膝の痛みが治り')
  await expect(panel).toContainText('NG 1件')
  await expect(panel).toContainText('理由:')
  await expect(panel).toContainText('言い換えの例:')
  await expect(panel.getByRole('status')).toContainText('レビューが必要です')

  await publishRefused(editor)
  expect(await statusOf(editor, id)).not.toBe('published')

  // The editor asks for review (of the saved draft: wait for the autosave first).
  await expect(editor.getByText(/最後に保存されました/).first()).toBeVisible()
  await panel.getByRole('button', { name: 'レビュー依頼' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/レビューを依頼しました/)
  await expect(panel.getByRole('status')).toContainText('レビュー待ち')

  // The reviewer finds it in レビュー待ち (from the nav) and opens it there.
  const reviewer = await staffPage(browser, REVIEWER)
  // The nav (collapsed or not) links to the queue.
  const queueLink = reviewer.locator('a[href="/admin/ad-review-queue/"]')
  await expect(queueLink).toHaveCount(1)
  await expect(queueLink).toHaveText('レビュー待ち')
  await reviewer.goto('/admin/ad-review-queue/')
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('レビュー待ち')
  const row = reviewer.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('コラム')
  await expect(row).toContainText(/[1-9]\d*件/)
  await row.getByRole('link', { name: title }).click()
  await expect(reviewer).toHaveURL(new RegExp(`/admin/collections/columns/${id}/?$`))

  // The reviewer approves with a reason.
  const reviewPanel = reviewer.getByRole('region', { name: '広告表現チェック' })
  await expect(reviewPanel.getByRole('status')).toContainText('レビュー待ち')
  await reviewPanel.getByRole('button', { name: '承認する' }).click()
  await expect(reviewPanel.getByRole('alert')).toHaveText('承認の理由を入力してください。')
  await reviewPanel
    .getByLabel('承認の理由・差し戻しのコメント')
    .fill('監修医の確認済みの表現として、この文面に限り承認します。')
  await reviewPanel.getByRole('button', { name: '承認する' }).click()
  await expect(reviewPanel.getByRole('alert')).toHaveText(/承認しました/)
  // A reviewer writes no content: the reviewer has no publish button.
  await expect(reviewer.getByRole('button', { name: '変更内容を公開' })).toHaveCount(0)

  // Now it publishes.
  await editor.reload()
  await expect(panel.getByRole('status')).toContainText('承認済み')
  await editor.getByRole('button', { name: '変更内容を公開' }).click()
  await expect(editor.getByText('更新成功。').first()).toBeVisible()
  await expect.poll(() => statusOf(editor, id)).toBe('published')

  // The editor changes the sentence: the approval was for the old text.
  await typeBody(editor, 'このサプリで膝の痛みがすぐ治ります。')
  await expect(panel.getByRole('status')).toContainText('レビューが必要です')
  await publishRefused(editor)

  // The reviewer's mailbox had the request.
  const mailbox = await reviewer.context().newPage()
  await mailbox.goto('/sandbox/mailbox/')
  await expect(
    mailbox
      .getByRole('article')
      .filter({ hasText: `宛先: ${REVIEWER.email}` })
      .filter({ hasText: `【レビュー依頼】コラム「${title}」` }),
  ).toHaveCount(1)
})

test('a scheduled publish of an unapproved NG column stays a draft and mails its author', async ({
  browser,
}) => {
  test.setTimeout(480_000)
  const title = `予約した膝のコラム ${unique('')}`
  const editor = await staffPage(browser, EDITOR)
  const { id } = await draftColumn(editor, title)
  await editor.goto(`/admin/collections/columns/${id}`)
  await typeBody(editor, NG_SENTENCE)
  await expect(editor.getByRole('region', { name: '広告表現チェック' }).locator('mark')).toHaveText(
    '膝の痛みが治り',
  )
  await expect(editor.getByText(/最後に保存されました/).first()).toBeVisible()
  const at = await schedulePublishSoon(editor)

  // Jobs run every minute: by a minute after its time the job has run, refused, and mailed the editor.
  const mailbox = await editor.context().newPage()
  const refusal = mailbox
    .getByRole('article')
    .filter({ hasText: `宛先: ${EDITOR.email}` })
    .filter({ hasText: `【公開できませんでした】コラム「${title}」` })
  await expect
    .poll(
      async () => {
        await mailbox.goto('/sandbox/mailbox/')
        return refusal.count()
      },
      {
        message: `the scheduled publish at ${at.toISOString()} was not refused with a mail`,
        timeout: Math.max(1_000, at.getTime() + 65_000 - Date.now()),
        intervals: [3_000],
      },
    )
    .toBe(1)
  await expect(refusal).toContainText('膝の痛みが治り')
  expect(await statusOf(editor, id)).not.toBe('published')
  await editor.reload()
  await expect(editor.getByRole('region', { name: '広告表現チェック' })).toContainText('公開の拒否')
})
