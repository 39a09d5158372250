/**
 * The sandbox mailbox (/sandbox/mailbox/) read the way a shopper reads their mail: in another tab of the same
 * browser.
 */
import type { BrowserContext } from '@playwright/test'

/**
 * The newest one-time code mailed to `email`; `action` names the mail's purpose as its subject says it
 * (確認コードのお知らせ（…）), any code mail when left out.
 */
export async function codeFromMailbox(
  context: BrowserContext,
  email: string,
  action?: string,
): Promise<string> {
  const mailbox = await context.newPage()
  try {
    await mailbox.goto('/sandbox/mailbox/')
    const mail = mailbox
      .getByRole('article')
      .filter({ hasText: `宛先: ${email}` })
      .filter({ hasText: action ? `確認コードのお知らせ（${action}）` : '確認コード：' })
      .first()
    const code = /確認コード：(\d{6})/.exec(await mail.innerText())?.[1]
    if (!code) throw new Error(`no code in the mail to ${email}`)
    return code
  } finally {
    await mailbox.close()
  }
}
