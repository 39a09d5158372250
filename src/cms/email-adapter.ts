/**
 * Payload's own mails (staff password reset) go through the shop's one mail service: delivered as they are (over
 * SMTP when configured), recorded in the outbox as kind 'staff', whose stored copy keeps no link or token (the
 * reset link reaches its addressee only; src/shop/mail/outbox-redaction.ts, docs/adr/025-safe-demo-mode.md).
 */
import type { EmailAdapter } from 'payload'

import { env } from '@/lib/config/env'
import { defaultTransport } from '@/shop/mail/default-transport'
import { sendMail } from '@/shop/mail/mail-service'
import { SHOP_NAME } from '@/shop/site/shop-name'

const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .trim()

export const shopEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'shop-mail-service',
  defaultFromAddress: 'shop@example.jp',
  defaultFromName: SHOP_NAME,
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to ?? '')
    const text = typeof message.text === 'string' ? message.text : htmlToText(String(message.html ?? ''))
    await sendMail(
      { payload, transport: defaultTransport(env.SMTP_URL), from: env.MAIL_FROM },
      { to, subject: String(message.subject ?? ''), text, kind: 'staff' },
    )
  },
})
