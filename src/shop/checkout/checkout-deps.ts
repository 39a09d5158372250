/**
 * What the checkout services need besides the database: mail, the shop's public URL and the secret its mailed
 * links are signed with (route handlers pass it).
 */
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { defaultTransport } from '@/shop/mail/default-transport'
import type { MailTransport } from '@/shop/mail/mail-service'

export interface CheckoutDeps {
  payload: Payload
  transport: MailTransport
  from: string
  /** SITE_URL: return URLs for the providers, links in mails. */
  siteUrl: string
  /** The app secret: signs the links mails carry (the guest's receipt link, src/shop/receipts/receipt-link.ts). */
  secret: string
}

export function checkoutDeps(payload: Payload): CheckoutDeps {
  return {
    payload,
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    secret: env.payloadSecret,
  }
}
