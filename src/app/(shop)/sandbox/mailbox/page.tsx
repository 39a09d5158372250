import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { getShopPayload } from '@/cms/get-payload'
import { maySeeSandbox } from '@/cms/sandbox-access'
import { listMailbox } from '@/shop/mail/mail-service'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

import styles from './mailbox.module.css'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'サンドボックス メールボックス', robots: { index: false } }

const time = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'medium',
  timeStyle: 'medium',
})

/**
 * Every mail the shop sent, newest first, so a person trying the demo can read receipts and one-time passwords.
 * This machine (loopback) or a signed-in admin only; anyone else gets the ordinary 404 (ADR 025). Staff mails
 * appear without their links (the password-reset link reaches its addressee only).
 */
export default async function MailboxPage() {
  const request = new Request('http://sandbox.invalid/sandbox/mailbox/', { headers: await headers() })
  if (!(await maySeeSandbox(request))) notFound()
  const mails = await listMailbox(await getShopPayload())
  return (
    <SimpleLayout>
      <PageTitle lead="デモ環境で送信されたメールを新しい順に表示します（このコンピューターからのアクセスと管理者にだけ表示し、本番環境では表示しません）。">
        サンドボックス メールボックス
      </PageTitle>
      {mails.length === 0 ? <p>まだメールは送信されていません。</p> : null}
      <ol className={styles.list}>
        {mails.map((m) => (
          <li key={m.id} className={styles.mail}>
            <article aria-label={m.subject}>
              <h2 className={styles.subject}>{m.subject}</h2>
              <p className={styles.meta}>
                宛先: {m.to}・<time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>・
                {m.kind}
              </p>
              <pre className={styles.body}>{m.text}</pre>
            </article>
          </li>
        ))}
      </ol>
    </SimpleLayout>
  )
}
